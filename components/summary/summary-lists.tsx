// The summary's detail, one short list each, its title saying what it counts: the days not closed (each with
// its GR, grey and provisional), the écarts (closed days beyond the tolerance) and their justification, the
// day's alerts, the earlier days left open too long. An empty list says so in a line.
import { PROVISIONAL_TEXT } from "@/components/day/gr-badge";
import { Badge } from "@/components/ui/badge";
import { ALERT_KIND_LABELS, ALERT_LEVEL_LABELS } from "@/lib/domain/alerts";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import type { SummaryData } from "./use-summary";

function Block({ title, testId, empty, children }: { title: string; testId: string; empty: string | null; children: React.ReactNode }) {
  return (
    <section data-testid={testId} className="min-w-0 rounded-xl border bg-card p-3 shadow-sm print:break-inside-avoid print:shadow-none">
      <h2 className="text-sm font-semibold">{title}</h2>
      {empty ? <p className="mt-1 text-sm text-muted-foreground">{empty}</p> : <ul className="mt-1 divide-y text-sm">{children}</ul>}
    </section>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;
/** " (3)" after a list's title: the number of rows it lists. */
const counted = (n: number) => (n ? ` (${n})` : "");

export function SummaryLists({ data }: { data: SummaryData }) {
  return (
    <div className="grid items-start gap-2 md:grid-cols-2">
      <Block
        title={`Journées non clôturées${counted(data.notClosed.length)}`}
        testId="summary-not-closed"
        empty={data.notClosed.length ? null : data.supervisors ? "Toutes les journées sont clôturées." : "Aucune activité ce jour."}
      >
        {data.notClosed.map((s) => (
          <li key={s.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <span className="font-medium">{s.nom}</span>
            <span className={`tabular-nums ${PROVISIONAL_TEXT}`} data-testid="summary-open-gr">
              GR {formatSignedFcfa(s.gr)} <span className="text-xs font-semibold">provisoire</span>
            </span>
          </li>
        ))}
      </Block>
      <Block
        title={`Écarts au-delà de la tolérance de ${formatFcfa(data.tolerance)}${counted(data.ecarts.length)}`}
        testId="summary-ecarts"
        empty={data.ecarts.length ? null : data.closed ? "Aucune journée clôturée au-delà de la tolérance." : "Aucune journée clôturée."}
      >
        {data.ecarts.map((e) => (
          <li key={e.id} className="py-1.5">
            <p className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{e.nom}</span>
              <span className="text-destructive tabular-nums">{formatSignedFcfa(e.gr)}</span>
            </p>
            <p className="break-words text-muted-foreground">{e.justification ? `Justification : ${e.justification}` : "Sans justification"}</p>
          </li>
        ))}
      </Block>
      <Block title={`Alertes du jour${counted(data.alerts.length)}`} testId="summary-alerts" empty={data.alerts.length ? null : "Aucune alerte."}>
        {data.alerts.map((a) => (
          <li key={a.id} className="py-1.5">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant={a.level === "grave" ? "destructive" : "warning"}>{ALERT_LEVEL_LABELS[a.level]}</Badge>
              <span className="font-medium">{ALERT_KIND_LABELS[a.kind]}</span>
              {a.supervisorName && <span className="text-muted-foreground">{a.supervisorName}</span>}
            </p>
            <p className="mt-0.5 break-words">{a.reason}</p>
          </li>
        ))}
      </Block>
      <Block
        title={`Journées restées ouvertes (${plural(data.unclosedDaysAlert, "jour")} ou plus)${data.lateDays.length ? ` : ${data.lateDays.length}, ${plural(data.lateSupervisors, "superviseur")}` : ""}`}
        testId="summary-late-days"
        empty={data.lateDays.length ? null : "Aucune journée ouverte en retard."}
      >
        {data.lateDays.map((d) => (
          <li key={`${d.supervisorId}:${d.day}`} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <span className="font-medium">{d.nom}</span>
            <span className="text-muted-foreground tabular-nums">
              {formatDayFr(d.day)} · depuis {plural(d.age, "jour")}
            </span>
          </li>
        ))}
      </Block>
    </div>
  );
}
