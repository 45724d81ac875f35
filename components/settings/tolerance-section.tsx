"use client";

// "Clôture des journées": the network's tolerance of a negative GR, in F CFA with grouped thousands like the
// transaction form's amount (its state in ./use-tolerance-form.ts).
import { Scale } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AmountInput } from "@/components/ui/amount-input";
import { Label } from "@/components/ui/label";
import { formatFcfa } from "@/lib/domain/money";
import { SaveRow } from "./settings-parts";
import { useToleranceForm } from "./use-tolerance-form";

export function ToleranceSection({ initial }: { initial: number }) {
  const form = useToleranceForm(initial);
  const { value, error, saving } = form;
  return (
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
        <form onSubmit={form.submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="ecart-tolerance">Tolérance d&apos;écart</Label>
            <div className="relative">
              <AmountInput
                id="ecart-tolerance"
                name="ecartTolerance"
                placeholder="0"
                value={form.tolerance}
                onValueChange={form.type}
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
          <SaveRow saving={saving} changed={form.changed} testId="saved-tolerance">
            Valeur enregistrée : {formatFcfa(form.saved)}
          </SaveRow>
        </form>
      </CardContent>
    </Card>
  );
}
