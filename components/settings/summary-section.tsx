"use client";

// "Résumé du soir et alertes": when the evening summary goes to the admins, when a day left open is reported,
// and the alerts' thresholds (lib/domain/alerts.ts), each with what it does and its default (its state in
// ./use-summary-form.ts; each error in its field's hint's place, the form's own under the fields). Loaded after the
// page's first load (./settings-screen.tsx).
import { BellRing } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FORM } from "@/lib/forms/field-errors";
import { SaveRow, SettingField, settingDescribedBy } from "./settings-parts";
import { SUMMARY_FIELDS, SUMMARY_IDS, useSummaryForm, type SummaryField, type SummarySettings } from "./use-summary-form";

interface FieldText {
  label: string;
  /** what it does, its default appended */
  hint: (fallback: string) => string;
  unit?: string;
}

const FIELDS: Record<SummaryField, FieldText> = {
  summaryTime: { label: "Heure du résumé", hint: (d) => `Le résumé de la journée part chaque soir à cette heure vers les administrateurs. Par défaut : ${d}.` },
  unclosedDaysAlert: {
    label: "Signaler une journée non clôturée après",
    hint: (d) => `Une journée laissée ouverte ce nombre de jours est signalée dans le résumé. Par défaut : ${d}.`,
    unit: "jours",
  },
  ecartWarnPercent: {
    label: "Seuil d'écart « attention »",
    hint: (d) => `Un écart de clôture au-delà de cette part du total compté lève une alerte « attention ». Par défaut : ${d} %.`,
    unit: "%",
  },
  ecartGravePercent: { label: "Seuil d'écart « grave »", hint: (d) => `Au-delà de cette part, l'alerte est « grave ». Par défaut : ${d} %.`, unit: "%" },
  bandWidth: {
    label: "Largeur de la plage habituelle",
    hint: (d) => `Un GR hors de la médiane du superviseur ± ce nombre × son écart médian est signalé. Par défaut : ${d}.`,
    unit: "× écart médian",
  },
  bandMinDays: {
    label: "Journées clôturées avant la plage habituelle",
    hint: (d) => `Le GR inhabituel n'est signalé qu'après ce nombre de journées clôturées. Par défaut : ${d}.`,
    unit: "journées",
  },
  deletionsPerDay: {
    label: "Suppressions par jour avant alerte",
    hint: (d) => `Plus de suppressions que cela par une personne dans la journée lèvent une alerte. Par défaut : ${d}.`,
    unit: "suppressions",
  },
};

export function SummarySection({ initial, defaults }: { initial: SummarySettings; defaults: SummarySettings }) {
  const form = useSummaryForm(initial);
  const { errors, saving } = form;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-4 text-muted-foreground" aria-hidden /> Résumé du soir et alertes
        </CardTitle>
        <CardDescription>
          Chaque soir, les administrateurs reçoivent le résumé de la journée ; les alertes signalent un écart, un GR inhabituel ou trop de
          suppressions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.submit} className="space-y-4" noValidate aria-label="Résumé du soir et alertes">
          <div className="grid gap-4 sm:grid-cols-2">
            {SUMMARY_FIELDS.map((field) => {
              const text = FIELDS[field];
              const id = SUMMARY_IDS[field];
              return (
                <SettingField key={field} id={id} label={text.label} hint={text.hint(String(defaults[field]))} error={errors[field]}>
                  <div className="flex items-center gap-2">
                    <Input
                      {...form.input(field)}
                      name={field}
                      type={field === "summaryTime" ? "time" : "text"}
                      inputMode={field === "summaryTime" ? undefined : "numeric"}
                      step={field === "summaryTime" ? 60 : undefined}
                      disabled={saving}
                      aria-describedby={settingDescribedBy(id, errors[field])}
                      className="w-28 tabular-nums"
                    />
                    {text.unit && <span className="text-sm text-muted-foreground">{text.unit}</span>}
                  </div>
                </SettingField>
              );
            })}
          </div>
          {errors[FORM] && (
            <p role="alert" data-testid="summary-settings-error" className="text-xs text-destructive">
              {errors[FORM]}
            </p>
          )}
          <SaveRow saving={saving} changed={form.changed} testId="saved-summary" what="le résumé et les alertes">
            Résumé enregistré à {form.saved.summaryTime}
          </SaveRow>
        </form>
      </CardContent>
    </Card>
  );
}
