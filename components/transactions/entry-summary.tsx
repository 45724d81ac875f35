"use client";

// What the new transaction form says before Valider: the entry just recorded ("Saisir la suivante"), then the
// summary of the one being typed with what it will do to the day's line and the GR.
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { formatFcfa } from "@/lib/domain/money";
import type { EntryFacts, EntryForm } from "./new-transaction-model";

export function SavedNote({ text }: { text: string }) {
  return (
    <p role="status" data-testid="transaction-saved" className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}. Saisissez la suivante.</span>
    </p>
  );
}

export function EntrySummary({ form, facts, admin }: { form: EntryForm; facts: EntryFacts; admin: boolean }) {
  const { preview, grChange } = facts;
  const phone = form.operationType === "partner_libre" ? form.telephone.trim() : "";
  return (
    <div data-testid="transaction-summary" className="rounded-lg border bg-muted/50 p-3 text-sm">
      <p className="mb-1 font-medium">Résumé</p>
      {preview && (
        <div className="mb-2 space-y-0.5">
          <p data-testid="transaction-effect" className="font-medium text-foreground">
            {preview.sentence}
          </p>
          {grChange && <p className="text-xs text-muted-foreground">{grChange}</p>}
          {preview.problem && (
            <p className="flex items-center gap-1.5 text-xs text-destructive">
              <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
              {preview.problem}
            </p>
          )}
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {admin && (
          <>
            <dt className="text-muted-foreground">Superviseur</dt>
            <dd className="truncate">{facts.supervisorName}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{facts.direct ? "Compte" : "Partenaire"}</dt>
        <dd className="truncate">{facts.direct ? facts.accountLabel : facts.target}</dd>
        {phone && (
          <>
            <dt className="text-muted-foreground">Téléphone</dt>
            <dd className="truncate tabular-nums">{phone}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Opération</dt>
        <dd>{facts.typeOperation === "depot" ? "Début" : "Fin"}</dd>
        <dt className="text-muted-foreground">Montant</dt>
        <dd className="font-semibold tabular-nums">{formatFcfa(facts.montant ?? 0)}</dd>
      </dl>
    </div>
  );
}
