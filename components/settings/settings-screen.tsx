"use client";

// Paramètres (admin): the network's tolerance of a negative GR, in F CFA with grouped thousands like
// the transaction form's amount; checked with the route's own schema (inline error), saved with PUT /api/settings.
import { Suspense, useState } from "react";
import { Loader2, Save, Scale } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AmountInput } from "@/components/ui/amount-input";
import { Label } from "@/components/ui/label";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { formatFcfa, groupThousands, parseAmountInput } from "@/lib/domain/money";
import { CLOSE_VALIDATION, settingsSchema } from "@/lib/validation/day-close";
import { lazyPart } from "@/components/ui/lazy-parts";
import type { AccountTypesView } from "./account-types-section";

// "Types de compte" out of the first load: the server's HTML shows the list at once, its switches and
// label field answer once their chunk has arrived (as the recent transactions' table does)
const AccountTypesSection = lazyPart(() => import("./account-types-section").then((m) => m.AccountTypesSection));

export interface NetworkSettingsView {
  ecartTolerance: number;
}

export function SettingsScreen({ initial, accountTypes }: { initial: NetworkSettingsView; accountTypes: AccountTypesView }) {
  const [saved, setSaved] = useState(initial);
  const [tolerance, setTolerance] = useState(groupThousands(initial.ecartTolerance));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = parseAmountInput(tolerance);
  const changed = value !== saved.ecartTolerance;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = settingsSchema.safeParse({ ecartTolerance: value ?? "" });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CLOSE_VALIDATION.tolerance);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const envelope = await apiEnvelope<NetworkSettingsView>("/api/settings", { method: "PUT", body: parsed.data, retry: false });
      setSaved(envelope.data);
      setTolerance(groupThousands(envelope.data.ecartTolerance));
      toast.success(envelope.message, { description: `Tolérance d'écart : ${formatFcfa(envelope.data.ecartTolerance)}`, duration: 3000 });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(userMessage(e));
      else toast.error(userMessage(e, "Erreur lors de l'enregistrement. Veuillez réessayer."), { duration: 5000 });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 p-3 sm:p-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Scale className="size-4 text-muted-foreground" aria-hidden /> Clôture des journées
          </CardTitle>
          <CardDescription>
            Un superviseur (ou l&apos;administrateur) clôture chaque journée avec les soldes comptés. Si le GR de la journée est
            inférieur à moins la tolérance, une justification est exigée pour clôturer. À {formatFcfa(0)}, tout GR négatif doit être justifié.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="space-y-2">
              <Label htmlFor="ecart-tolerance">Tolérance d&apos;écart</Label>
              <div className="relative">
                <AmountInput
                  id="ecart-tolerance"
                  name="ecartTolerance"
                  placeholder="0"
                  value={tolerance}
                  onValueChange={(grouped) => {
                    setTolerance(grouped);
                    setError(null);
                  }}
                  disabled={saving}
                  aria-invalid={!!error}
                  aria-describedby={error ? "ecart-tolerance-error" : "ecart-tolerance-help"}
                  className="pr-16 text-right text-lg font-semibold tabular-nums"
                />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
              </div>
              {error ? (
                <p id="ecart-tolerance-error" role="alert" className="text-xs text-destructive">
                  {error}
                </p>
              ) : (
                <p id="ecart-tolerance-help" className="text-xs text-muted-foreground">
                  {value !== null && value > 0
                    ? `Un GR de ${formatFcfa(-value)} se clôture sans justification ; en dessous, elle est exigée.`
                    : "Tout GR négatif demandera une justification."}
                </p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-xs text-muted-foreground" data-testid="saved-tolerance">
                Valeur enregistrée : {formatFcfa(saved.ecartTolerance)}
              </p>
              <Button type="submit" disabled={saving || !changed}>
                {saving ? <Loader2 className="animate-spin" /> : <Save />}
                {saving ? "Enregistrement..." : "Enregistrer"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Suspense fallback={<div className="h-[36rem] animate-pulse rounded-xl bg-muted" />}>
        <AccountTypesSection initial={accountTypes} />
      </Suspense>
    </div>
  );
}
