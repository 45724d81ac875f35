"use client";

// The supervisor's lines of the day (SPEC §2's activity panel): his accounts' Débuts and Sorties, his partners'
// deposits and withdrawals, each line with its actions today; the DÉBUT / GR TOTAL / SORTIE footer (the GR
// subdued while provisional) and the day's state with 'Clôturer la journée': today's, or a past day he left open
// (the morning reminder), whose lines stay read-only.
import { ChevronDown, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import type { LineType } from "@/lib/domain/constants";
import { isPartnerKey } from "@/lib/domain/line-display";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { supervisorStatusLabel } from "@/lib/domain/users";
import { cn } from "@/lib/utils";
import { isProvisional, ProvisionalMark, SupervisorDayBar } from "@/components/day/day-state";
import { grTextClass } from "@/components/day/gr-badge";
import { LineRow } from "@/components/day/line-row";
import type { SupervisorDashboardData } from "./types";
import type { useLineActions } from "@/components/day/use-line-actions";

export function SupervisorActivity({
  data,
  isToday,
  writable,
  timeZone,
  lines,
  onClose,
}: {
  data: SupervisorDashboardData;
  isToday: boolean;
  /** today's day, not closed: the only one the supervisor writes to */
  writable: boolean;
  timeZone: string;
  lines: ReturnType<typeof useLineActions>;
  onClose: () => void;
}) {
  const closed = data.day.status === "closed";
  const debut = Object.entries(data.comptes.debut);
  const sortie = Object.entries(data.comptes.sortie);
  const uvShown = data.uvMaster.personal.debut > 0 || data.uvMaster.personal.sortie > 0;
  const accountsOf = (list: [string, number][]) => list.filter(([k]) => !isPartnerKey(k) && (k !== "UV_MASTER" || uvShown));
  const partnersOf = (list: [string, number][]) => list.filter(([k]) => isPartnerKey(k));

  const rowOf = (lineType: LineType) =>
    function lineRow([accountKey, value]: [string, number]) {
      const line = { supervisorId: data.superviseur.id, supervisorName: data.superviseur.nom, lineType, accountKey, value, name: data.partenaires[accountKey] };
      return <LineRow key={accountKey} line={line} busy={lines.isBusy(line)} actions={writable} onReset={lines.reset} onDelete={lines.remove} />;
    };

  return (
    <section aria-label="Activité" className="overflow-hidden rounded-xl border bg-card shadow-sm max-sm:order-1">
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <h2 className="min-w-0 flex-1 truncate font-semibold">{data.superviseur.nom}</h2>
        {closed ? (
          <Badge variant="secondary" data-testid="day-status" data-status="closed">
            <Lock aria-hidden /> Clôturée
          </Badge>
        ) : (
          !isToday && <Badge variant="outline">Lecture seule</Badge>
        )}
        <Badge variant={data.superviseur.status === "ACTIVE" ? "success" : "warning"}>{supervisorStatusLabel(data.superviseur.status)}</Badge>
      </header>
      <LineSection title="ENTRÉES - Soldes de Début" entries={accountsOf(debut)} empty="Aucun solde" defaultOpen row={rowOf("debut")} />
      <LineSection title="SORTIES - Soldes Actuels" entries={accountsOf(sortie)} empty="Aucun solde" defaultOpen row={rowOf("sortie")} />
      {data.hasPartnerLines && <LineSection title="DÉPÔTS PARTENAIRES" entries={partnersOf(debut)} empty="Aucun dépôt" row={rowOf("debut")} />}
      {data.hasPartnerLines && <LineSection title="RETRAITS PARTENAIRES" entries={partnersOf(sortie)} empty="Aucun retrait" row={rowOf("sortie")} />}
      <footer className="grid grid-cols-3 border-t bg-muted/40 text-center">
        <Total label="DÉBUT" value={formatFcfa(data.totaux.debutTotal)} />
        <Total label="GR TOTAL" value={formatSignedFcfa(data.totaux.grTotal)} className={grTextClass(data.totaux.grTotal, isProvisional(data.day))} testId="supervisor-gr">
          {isProvisional(data.day) && <ProvisionalMark className="mt-1" />}
        </Total>
        <Total label="SORTIE" value={formatFcfa(data.totaux.sortieTotal)} />
      </footer>
      <SupervisorDayBar day={data.day} timeZone={timeZone} canClose={data.date <= data.today} onClose={onClose} />
    </section>
  );
}

/** A folding list of lines (`row` draws each), with its count; `empty` when it has none. */
function LineSection({ title, entries, empty, defaultOpen, row }: { title: string; entries: [string, number][]; empty: string; defaultOpen?: boolean; row: (entry: [string, number]) => React.ReactNode }) {
  return (
    <Collapsible defaultOpen={defaultOpen} className="border-t first:border-t-0">
      <CollapsibleTrigger className="group/s flex w-full items-center gap-2 px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground hover:bg-muted/40">
        <span className="flex-1">{title}</span>
        <Badge variant="outline">{entries.length}</Badge>
        <ChevronDown className="size-4 transition-transform group-data-[state=open]/s:rotate-180" aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>{entries.length === 0 ? <p className="px-4 pb-3 text-sm text-muted-foreground">{empty}</p> : <ul className="space-y-0.5 px-2 pb-2">{entries.map(row)}</ul>}</CollapsibleContent>
    </Collapsible>
  );
}

function Total({ label, value, className, testId, children }: { label: string; value: string; className?: string; testId?: string; children?: React.ReactNode }) {
  return (
    <div className="px-2 py-3">
      <p className="text-[11px] font-semibold tracking-wide text-muted-foreground">{label}</p>
      <p data-testid={testId} className={cn("text-sm font-bold tabular-nums", className)}>
        {value}
      </p>
      {children}
    </div>
  );
}
