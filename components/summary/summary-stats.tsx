// The summary's headline figures: the GR of the closed days (the network's, final, once every day with lines is
// closed), the open days' part apart, grey and said provisional, never summed into it; the days closed N/M,
// the day's transfers and its alerts.
import { grTextClass, PROVISIONAL_TEXT } from "@/components/day/gr-badge";
import { Badge } from "@/components/ui/badge";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { cn } from "@/lib/utils";
import type { SummaryData } from "./use-summary";

function Stat({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div data-testid={testId} className="min-w-0 rounded-xl border bg-card p-3 shadow-sm print:shadow-none">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

const grave = (n: number) => (n === 0 ? "aucune grave" : `dont ${n} grave${n > 1 ? "s" : ""}`);

export function SummaryStats({ data }: { data: SummaryData }) {
  const transfers = data.transfers;
  return (
    <section aria-label="Chiffres du jour" className="grid grid-cols-2 gap-2 lg:grid-cols-4">
      <Stat label={data.final || data.supervisors === 0 ? "GR réseau" : "GR des journées clôturées"} testId="summary-gr">
        <p data-testid="summary-gr-closed" className={cn("text-lg font-semibold tabular-nums sm:text-xl", grTextClass(data.closedGr))}>
          {formatSignedFcfa(data.closedGr)}
        </p>
        {data.final ? (
          <Badge variant="success" className="mt-1">
            Définitif
          </Badge>
        ) : (
          data.supervisors > 0 && (
            <p data-testid="summary-gr-open" className={cn("mt-1 text-xs tabular-nums", PROVISIONAL_TEXT)}>
              Journées ouvertes : {formatSignedFcfa(data.openGr)} <span className="font-semibold">provisoire</span>
            </p>
          )
        )}
      </Stat>
      <Stat label="Journées clôturées" testId="summary-closed">
        <p className="text-lg font-semibold tabular-nums sm:text-xl">
          {data.closed}/{data.supervisors}
        </p>
        <p className="text-xs text-muted-foreground">{data.supervisors === 0 ? "Aucune activité" : "journées avec des saisies"}</p>
      </Stat>
      <Stat label="Transferts du jour" testId="summary-transfers">
        <p className="text-lg font-semibold tabular-nums sm:text-xl">{transfers.count}</p>
        <p className="text-xs text-muted-foreground">
          {formatFcfa(transfers.total)}
          {transfers.contested > 0 && <span className="text-destructive"> · {transfers.contested} contesté{transfers.contested > 1 ? "s" : ""}</span>}
        </p>
      </Stat>
      <Stat label="Alertes du jour" testId="summary-alert-count">
        <p className={cn("text-lg font-semibold tabular-nums sm:text-xl", data.alerts.length > 0 && "text-amber-700")}>{data.alerts.length}</p>
        <p className="text-xs text-muted-foreground">{grave(data.alerts.filter((a) => a.level === "grave").length)}</p>
        {data.statementEcarts > 0 && (
          <p data-testid="summary-statement-ecarts" className="text-xs text-amber-700">
            {data.statementEcarts} écart{data.statementEcarts > 1 ? "s" : ""} au relevé opérateur
          </p>
        )}
      </Stat>
    </section>
  );
}
