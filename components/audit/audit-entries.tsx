"use client";

// The audit screen's two lists: the journal's entries (who, when, what, the reason, before → after with the
// full snapshots on demand) and the deleted lines (which line, its value, whose, when and by whom).
import { ChevronDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import type { FieldChange } from "@/lib/domain/audit";
import { accountKeyInfo } from "@/lib/domain/ledger";
import { formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { ROLE_LABELS } from "@/lib/domain/users";
import { describe, ENTITY_LABELS, FIELD_LABELS, formatValue, type DescribedEntry } from "./audit-format";
import type { Deletions, Journal } from "./use-audit";

export function JournalList({ entries }: { entries: Journal["entries"] }) {
  return (
    <ul className="space-y-2">
      {entries.map((entry) => (
        <JournalEntry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

function JournalEntry({ entry }: { entry: Journal["entries"][number] }) {
  return (
    <li data-testid="audit-entry" className="rounded-xl border bg-card p-3 text-sm shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={entry.action.includes("SUPPRESSION") || entry.action.endsWith("DELETED") ? "destructive" : "secondary"}>{entry.label}</Badge>
        <span className="text-xs text-muted-foreground tabular-nums">{entry.when}</span>
        <span className="ml-auto text-xs text-muted-foreground">
          {ENTITY_LABELS[entry.entity] ?? entry.entity}
          {entry.supervisorName ? ` · ${entry.supervisorName}` : ""}
        </span>
      </div>
      <p className="mt-1">
        Par <span className="font-medium">{entry.actorName ?? "Système"}</span>
        {entry.actorRole ? <span className="text-muted-foreground"> ({ROLE_LABELS[entry.actorRole as keyof typeof ROLE_LABELS] ?? entry.actorRole})</span> : null}
      </p>
      {entry.reason && <p className="text-muted-foreground">Raison : {entry.reason}</p>}
      <Summary entry={entry} />
      {(entry.before !== null || entry.after !== null) && (
        <Collapsible>
          <CollapsibleTrigger className="group/d mt-1 flex items-center gap-1 text-xs text-primary">
            Voir le détail <ChevronDown className="size-3 transition-transform group-data-[state=open]/d:rotate-180" />
          </CollapsibleTrigger>
          <CollapsibleContent className="mt-1 grid gap-2 sm:grid-cols-2">
            <Snapshot title="Avant" value={entry.before} />
            <Snapshot title="Après" value={entry.after} />
          </CollapsibleContent>
        </Collapsible>
      )}
    </li>
  );
}

function Summary({ entry }: { entry: DescribedEntry }) {
  const view = describe(entry);
  if (view.kind === "snapshot") {
    if (view.fields.length === 0) return null;
    return (
      <p className="mt-1 text-xs text-muted-foreground">
        {view.fields.map(([f, v]) => `${FIELD_LABELS[f]} : ${formatValue(f, v)}`).join(" · ")}
      </p>
    );
  }
  if (view.changes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5">
      {view.changes.map((c) => (
        <Change key={c.field} change={c} />
      ))}
    </ul>
  );
}

function Change({ change }: { change: FieldChange }) {
  return (
    <li className="flex flex-wrap gap-x-1 text-xs">
      <span className="text-muted-foreground">{FIELD_LABELS[change.field] ?? change.field} :</span>
      <span className="line-through decoration-red-400">{formatValue(change.field, change.before)}</span>
      <span aria-hidden>→</span>
      <span className="font-medium">{formatValue(change.field, change.after)}</span>
    </li>
  );
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{title}</p>
      <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 text-[11px] leading-snug">{value === null ? "—" : JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

export function DeletionList({ deletions, timeZone }: { deletions: Deletions["deletions"]; timeZone: string }) {
  return (
    <ul className="divide-y rounded-xl border bg-card shadow-sm">
      {deletions.map((d) => {
        const line = d.before as { lineType?: string; accountKey?: string; label?: string; value?: number; day?: string } | null;
        const key = line?.accountKey ?? "";
        const info = accountKeyInfo(key, line?.label ? { [key]: line.label } : null);
        return (
          <li key={d.id} data-testid="deletion-entry" className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
            <span aria-hidden>{info.icon}</span>
            <span className="font-medium">
              {info.label} ({line?.lineType === "debut" ? "Début" : "Fin"})
            </span>
            <span className="tabular-nums">{formatFcfa(line?.value ?? 0)}</span>
            <span className="text-muted-foreground">{d.supervisorName ?? "Superviseur supprimé"}</span>
            <span className="ml-auto text-xs text-muted-foreground">
              {formatDateTimeFr(d.at, timeZone)} · par {d.actorName ?? "Système"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
