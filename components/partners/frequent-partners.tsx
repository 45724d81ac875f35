"use client";

// "Partenaires fréquents": free-name partners who came back at least 3 times in the last 3 days
// (GET /api/transactions/partners/frequent-free; a supervisor sees his own, read-only). The admin makes one a
// registered partner: a confirmation with his name and phone (the phone typed when none is known, or when the
// known one already has an account), then his access code shown once in the users screen's code dialog, and
// his past balance is his on the balances tab. A refusal says the server's words under the phone and in a
// toast; nothing changes. Loaded when the tab is first opened.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Loader2, Repeat, UserPlus } from "lucide-react";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { lazyRoot } from "@/components/ui/lazy-parts";
import { Skeleton } from "@/components/ui/skeleton";
import type { IssuedCode } from "@/components/users/code-dialog";
import { toastFailure } from "@/components/users/feedback";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { toast } from "@/lib/client/toast";
import { invalidProps } from "@/lib/forms/invalid-props";
import { formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { ConvertedPartner, FrequentFreePartner } from "@/lib/services/free-partners";
import { formatPhone } from "@/lib/domain/phone";

// the access code stays on screen until the admin closes it (README, Décisions,
// « Un nouveau code reste à l'écran »)
const CodeDialog = lazyRoot(
  () => import("@/components/users/code-dialog").then((m) => m.CodeDialog),
  (props) => props.issued !== null,
);

type Frequent = { partners: FrequentFreePartner[]; config: { daysBack: number; minTransactions: number } };

export function FrequentPartners({ admin, timeZone, onConverted }: { admin: boolean; timeZone: string; onConverted: () => void }) {
  const [data, setData] = useState<Frequent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [converting, setConverting] = useState<FrequentFreePartner | null>(null);
  const [issued, setIssued] = useState<IssuedCode | null>(null);
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    try {
      const answer = await api<Frequent>("/api/transactions/partners/frequent-free");
      if (id !== request.current) return;
      setData(answer);
      setError(null);
    } catch (e) {
      if (id !== request.current || leaveIfExpired(e)) return;
      setError(userMessage(e));
      toast.error("Erreur", { description: "Impossible de charger les partenaires fréquents.", duration: 4000 });
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const failure = (stale?: string) => (
    <LoadError title="Impossible de charger les partenaires fréquents." message={error} retrying={loading} onRetry={() => load()} stale={stale} />
  );
  const config = data?.config;

  return (
    <section aria-label="Partenaires fréquents" className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Partenaires saisis par leur nom venus au moins {config?.minTransactions ?? 3} fois ces {config?.daysBack ?? 3} derniers jours
        {admin ? " : enregistrez-les pour qu'ils aient leur compte et leur code." : "."}
      </p>
      {data && error && failure("La liste affichée est celle du dernier chargement réussi.")}
      {!data ? (
        error ? (
          failure()
        ) : (
          <div className="space-y-2" aria-busy="true" aria-label="Chargement">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        )
      ) : data.partners.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed p-10 text-center" data-testid="frequent-empty">
          <Repeat className="mb-2 size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">Aucun partenaire fréquent</p>
          <p className="text-sm text-muted-foreground">Aucun partenaire libre n&apos;est revenu assez souvent ces derniers jours.</p>
        </div>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {data.partners.map((p) => (
            <li key={p.id} data-testid="frequent-partner" data-partner={p.id} className="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{p.partenaireNom}</p>
                  {p.telephoneLibre && <p className="text-xs text-muted-foreground tabular-nums">{formatPhone(p.telephoneLibre)}</p>}
                </div>
                <span className="shrink-0 rounded-md bg-muted px-2 py-0.5 text-xs font-medium tabular-nums">
                  {p.nombreTransactions} opération{p.nombreTransactions > 1 ? "s" : ""}
                </span>
              </div>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs tabular-nums">
                <span className="text-emerald-700">Dépôts {formatFcfa(p.totalDepots)}</span>
                <span className="text-red-700">Retraits {formatFcfa(p.totalRetraits)}</span>
                <span className="text-muted-foreground">Dernière : {formatDateTimeFr(p.derniereTransaction, timeZone)}</span>
              </p>
              {p.motif && (
                <p className="text-xs text-amber-800" data-testid="frequent-motif">
                  {p.motif}
                </p>
              )}
              {admin && (
                <Button variant={p.peutConvertir ? "default" : "outline"} size="sm" className="mt-auto self-start" onClick={() => setConverting(p)}>
                  <UserPlus /> Convertir en partenaire
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {admin && (
        <>
          <ConvertDialog
            partner={converting}
            onClose={() => setConverting(null)}
            onDone={(result) => {
              setConverting(null);
              setIssued({
                title: "Code d'accès généré",
                nomComplet: result.user.nomComplet,
                telephone: result.user.telephone,
                code: result.codeAcces,
                sms: result.sms,
              });
              void load();
              onConverted();
            }}
          />
          <CodeDialog issued={issued} onClose={() => setIssued(null)} />
        </>
      )}
    </section>
  );
}

function ConvertDialog({
  partner,
  onClose,
  onDone,
}: {
  partner: FrequentFreePartner | null;
  onClose: () => void;
  onDone: (result: ConvertedPartner) => void;
}) {
  const [shown, setShown] = useState(partner);
  const [phone, setPhone] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  if (partner && partner !== shown) {
    setShown(partner);
    setPhone(partner.telephoneLibre ?? "");
    setProblem(partner.peutConvertir ? undefined : (partner.motif ?? undefined));
  }
  const inputId = useId();
  // the known phone is kept unless it is missing or already has an account
  const editable = !!shown && !shown.peutConvertir;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!shown) return;
    const telephoneLibre = phone.trim();
    if (!telephoneLibre) {
      setProblem("Le numéro de téléphone du partenaire est requis pour créer son compte");
      return;
    }
    setSaving(true);
    setProblem(undefined);
    try {
      const result = await api<ConvertedPartner>("/api/transactions/partners/convert-free", {
        method: "POST",
        body: { partenaireNom: shown.partenaireNom, telephoneLibre },
      });
      toast.success("Partenaire enregistré", { description: `${result.user.nomComplet} : ${result.transactionsTransferees} opération${result.transactionsTransferees > 1 ? "s" : ""} et son solde lui sont rattachés.` });
      onDone(result);
    } catch (error) {
      if (leaveIfExpired(error)) return;
      setProblem(userMessage(error, "Impossible d'enregistrer ce partenaire"));
      toastFailure(error, "Conversion refusée", "Impossible d'enregistrer ce partenaire");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={partner !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent data-testid="convert-dialog">
        <DialogHeader>
          <DialogTitle>Convertir en partenaire</DialogTitle>
          <DialogDescription>
            <span className="font-medium break-words text-foreground">{shown?.partenaireNom}</span> aura son compte et son code d&apos;accès, envoyé par SMS. Ses{" "}
            {shown?.nombreTransactions} opérations récentes, tout son historique et son solde lui seront rattachés.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1">
            <p className="text-sm font-medium">Nom</p>
            <p className="text-sm break-words">{shown?.partenaireNom}</p>
          </div>
          <div className="space-y-2">
            <Label htmlFor={inputId}>
              Téléphone <span className="text-destructive">*</span>
            </Label>
            <Input
              id={inputId}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={30}
              value={phone}
              readOnly={!editable}
              disabled={saving}
              onChange={(e) => {
                setPhone(e.target.value);
                setProblem(undefined);
              }}
              {...invalidProps(inputId, problem)}
            />
            <FieldError inputId={inputId} message={problem} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" /> : <UserPlus />}
              {saving ? "Enregistrement..." : "Convertir"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
