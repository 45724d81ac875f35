"use client";

// "Clôture des journées": the network's tolerance of a negative GR, in F CFA with grouped thousands like the
// transaction form's amount (its state in ./use-tolerance-form.ts); its error takes the place of its hint.
import { Scale } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AmountInput } from "@/components/ui/amount-input";
import { formatFcfa } from "@/lib/domain/money";
import { SaveRow, SettingField, settingDescribedBy } from "./settings-parts";
import { TOLERANCE_IDS, useToleranceForm } from "./use-tolerance-form";

export function ToleranceSection({ initial }: { initial: number }) {
  const form = useToleranceForm(initial);
  const { value, saving } = form;
  const id = TOLERANCE_IDS.ecartTolerance;
  const error = form.errors.ecartTolerance;
  const hint =
    value !== null && value > 0 ? `Un GR de ${formatFcfa(-value)} se clôture sans justification ; en dessous, elle est exigée.` : "Tout GR négatif demandera une justification.";
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
          <SettingField id={id} label="Tolérance d'écart" hint={hint} error={error} className="space-y-2">
            <div className="relative">
              <AmountInput
                id={id}
                name="ecartTolerance"
                placeholder="0"
                value={form.values.ecartTolerance}
                onValueChange={form.edit("ecartTolerance")}
                disabled={saving}
                aria-invalid={!!error}
                aria-describedby={settingDescribedBy(id, error)}
                className="pr-16 text-right text-lg font-semibold tabular-nums"
              />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
            </div>
          </SettingField>
          <SaveRow saving={saving} changed={form.changed} testId="saved-tolerance">
            Valeur enregistrée : {formatFcfa(form.saved)}
          </SaveRow>
        </form>
      </CardContent>
    </Card>
  );
}
