"use client";

// 'Clôturer la journée': the day's Début, Fin and GR per account (partner lines together), the
// accounts without a Fin (counted as 0 F), the total GR with its colour, and the justification, required when
// the GR is below minus the network's tolerance (said before sending; the server's 422 shown under the field).
import { useState } from "react";
import { Loader2, Lock } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { justificationProblem } from "@/lib/domain/day-close";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatLongDayFr } from "@/lib/domain/periods";
import { closeDaySchema } from "@/lib/validation/day-close";
import { cn } from "@/lib/utils";
import { closingRows } from "./closing-rows";
import { accountNames } from "./day-state-text";
import { GrBadge, grTextClass } from "./gr-badge";
import { ReasonField } from "./reason-field";

export default function CloseDayDialog({
  open,
  onOpenChange,
  supervisor,
  date,
  comptes,
  missingFin,
  tolerance,
  onClosed,
  onRefresh,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supervisor: { id: string; nom: string };
  /** the day shown (YYYY-MM-DD) */
  date: string;
  comptes: { debut: Record<string, number>; sortie: Record<string, number> };
  /** account types with a Début and no Fin (the server's `day.missingFin`) */
  missingFin: string[];
  /** the network's ecartTolerance, F CFA */
  tolerance: number;
  onClosed: () => void;
  /** reloads the dashboard when the server's answer shows it out of date (another tolerance, a closed day) */
  onRefresh: () => void;
}) {
  const [justification, setJustification] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const rows = closingRows(comptes);
  const gr = rows.reduce((sum, row) => sum + row.gr, 0);
  const requirement = justificationProblem(gr, tolerance, null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = justification.trim();
    if (requirement && !text) {
      setError("Saisissez la justification de l'écart pour clôturer la journée");
      return;
    }
    const parsed = closeDaySchema.safeParse({ justification: text || null, date });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Justification invalide");
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const envelope = await apiEnvelope<{ gr: number }>(`/api/transactions/supervisors/${supervisor.id}/close`, { method: "POST", body: parsed.data, retry: false });
      toast.success(envelope.message, { description: `${supervisor.nom} : GR ${formatSignedFcfa(envelope.data.gr)}`, duration: 4000 });
      onOpenChange(false);
      onClosed();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        setError(userMessage(e));
        // the tolerance may have changed since the dashboard was read: the hint above the field follows it
        onRefresh();
      } else {
        toast.error(userMessage(e, "Erreur lors de la clôture. Veuillez réessayer."), { duration: 5000 });
        // already closed, nothing to close: what the dashboard shows is out of date
        if (e instanceof ApiError && e.status === 409) {
          onOpenChange(false);
          onRefresh();
        }
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Clôturer la journée</DialogTitle>
          <DialogDescription>
            {supervisor.nom} — {formatLongDayFr(date)}. Une journée clôturée n&apos;accepte plus aucune saisie ; seul l&apos;administrateur peut la rouvrir.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <table data-testid="closing-table" className="w-full text-sm tabular-nums">
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className="py-1.5 pr-2 text-left font-medium">Compte</th>
                <th scope="col" className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">Début</th>
                <th scope="col" className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">Fin</th>
                <th scope="col" className="py-1.5 pl-2 text-right font-medium">GR</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid="closing-row" data-account={row.key} className="border-b last:border-b-0">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    <span className="flex items-center gap-1.5">
                      <span aria-hidden>{row.icon}</span>
                      <span className="min-w-0">{row.label}</span>
                    </span>
                    {/* at 360 px the Début and Fin columns fold under the account's name */}
                    <span className="mt-0.5 block text-xs font-normal text-muted-foreground sm:hidden">
                      Début {formatFcfa(row.debut)} · Fin {row.fin === null ? <MissingFin /> : formatFcfa(row.fin)}
                    </span>
                  </th>
                  <td className="hidden px-2 py-2 text-right whitespace-nowrap sm:table-cell">{formatFcfa(row.debut)}</td>
                  <td className="hidden px-2 py-2 text-right whitespace-nowrap sm:table-cell">{row.fin === null ? <MissingFin /> : formatFcfa(row.fin)}</td>
                  <td className={cn("py-2 pl-2 text-right font-semibold whitespace-nowrap", grTextClass(row.gr))}>{formatSignedFcfa(row.gr)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          {missingFin.length > 0 && (
            <p data-testid="closing-missing-fin" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span className="font-semibold">Fin non saisie : {accountNames(missingFin)}.</span>{" "}
              {missingFin.length > 1 ? "Ces comptes comptent" : "Ce compte compte"} pour {formatFcfa(0)} en Fin : {missingFin.length > 1 ? "leur" : "son"} solde de début
              entier sera compté comme un écart négatif.
            </p>
          )}

          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2">
            <span className="text-sm font-medium">GR total</span>
            <span className="flex items-center gap-2">
              <span data-testid="closing-gr" className={cn("text-xl font-bold tabular-nums", grTextClass(gr))}>
                {formatSignedFcfa(gr)}
              </span>
              <GrBadge value={gr} />
            </span>
          </div>

          <div className="space-y-1.5">
            <Label htmlFor="close-justification">
              Justification {requirement ? <span className="text-destructive">*</span> : <span className="font-normal text-muted-foreground">(facultative)</span>}
            </Label>
            {requirement && (
              <p data-testid="justification-required" className="text-xs text-muted-foreground">
                {requirement}.
              </p>
            )}
            {!requirement && gr < 0 && (
              <p className="text-xs text-muted-foreground">
                Écart de {formatSignedFcfa(gr)}, dans la tolérance de {formatFcfa(tolerance)} : la justification est facultative.
              </p>
            )}
            <ReasonField
              id="close-justification"
              value={justification}
              onChange={(value) => {
                setJustification(value);
                setError(null);
              }}
              placeholder="Ex. billet de 5 000 F manquant, recompté deux fois"
              disabled={saving}
              error={error}
            />
          </div>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" /> : <Lock />}
              {saving ? "Clôture..." : "Clôturer la journée"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MissingFin() {
  return <span className="text-amber-700 italic">non saisie ({formatFcfa(0)})</span>;
}
