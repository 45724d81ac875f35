"use client";

// « Détail du jour »: the declared Début and Fin beside the statement's opening and closing, each écart
// (declared minus statement), the day's operations at the operator, the transfers both statements confirm or
// not, and the supervisor's comment (his to write, the admin's to read).
import { X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatLongDayFr, timeIn } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";
import { CommentBox } from "./comment-box";
import { OperationsTable } from "./operations-table";
import { useDayDetail } from "./use-day-detail";
import type { OpenDay } from "./use-reconciliation";

const money = (v: number | null) => (v === null ? "—" : formatFcfa(v));
const signed = (v: number | null) => (v === null ? "—" : formatSignedFcfa(v));

export function DayDetailPanel({ open, accountType, supervisorName, timeZone, canComment, onClose, onCommented }: { open: OpenDay; accountType: string; supervisorName: string; timeZone: string; canComment: boolean; onClose: () => void; onCommented: () => void }) {
  const { detail, saving, saveComment } = useDayDetail(open, accountType, onCommented);
  const day = detail?.day ?? null;

  return (
    <section aria-labelledby="day-title" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm" data-testid="day-detail">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id="day-title" className="font-semibold">
            {supervisorName}, {formatLongDayFr(open.day)}
          </h2>
          {day && <Badge variant={day.status === "ok" ? "success" : day.status === "ecart" ? "destructive" : "secondary"}>{day.statusLabel}</Badge>}
        </div>
        <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="Fermer le détail">
          <X />
        </Button>
      </div>
      {!detail ? (
        <p className="text-sm text-muted-foreground" role="status">
          Chargement du détail…
        </p>
      ) : (
        <>
          {day && <BalancesTable day={day} />}
          {day?.statement.operations !== null && day && (
            <p className="text-sm" data-testid="detail-counts">
              {day.statement.operations} opération{day.statement.operations === 1 ? "" : "s"} au relevé · entrées {money(day.statement.moneyIn)} · sorties {money(day.statement.moneyOut)}
            </p>
          )}
          <CommentBox comment={detail.comment} canComment={canComment} saving={saving} onSave={saveComment} />
          {detail.transfers.length > 0 && <DayTransfers transfers={detail.transfers} />}
          <OperationsTable operations={detail.operations} time={(at) => timeIn(timeZone, new Date(at))} />
        </>
      )}
    </section>
  );
}

type Detail = NonNullable<ReturnType<typeof useDayDetail>["detail"]>;

/** The declared Début and Fin beside the statement's opening and closing, and each écart. */
function BalancesTable({ day }: { day: NonNullable<Detail["day"]> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Soldes déclarés et relevé">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-medium">
              <span className="sr-only">Solde</span>
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Déclaré</th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Relevé</th>
            <th scope="col" className="py-1 text-right font-medium">Écart</th>
          </tr>
        </thead>
        <tbody>
          {(
            [
              ["debut", "Début", day.declared.debut, day.statement.opening, day.ecart.debut],
              ["fin", "Fin", day.declared.fin, day.statement.closing, day.ecart.fin],
            ] as const
          ).map(([side, label, declared, statement, ecart]) => (
            <tr key={side} className="border-b last:border-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium">{label}</th>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-testid={`detail-${side}-declared`}>{money(declared)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-testid={`detail-${side}-statement`}>{money(statement)}</td>
              <td className={cn("py-1.5 text-right font-medium tabular-nums", ecart ? "text-destructive" : undefined)} data-testid={`detail-${side}-ecart`}>{signed(ecart)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-muted-foreground">Écart = déclaré moins relevé.</p>
    </div>
  );
}

/** The transfers between kiosks of the day, confirmed by both statements or not. */
function DayTransfers({ transfers }: { transfers: Detail["transfers"] }) {
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium">Transferts entre kiosques</h3>
      <ul className="space-y-1 text-sm">
        {transfers.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-2">
            <span>
              {t.from.name} → {t.to.name} : {formatFcfa(t.amount)}
            </span>
            <Badge variant={t.confirmed ? "success" : "warning"}>{t.label}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
