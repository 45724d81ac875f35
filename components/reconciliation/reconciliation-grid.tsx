"use client";

// The supervisor × day grid of one account: each cell a reconciled day, coloured by its écart against the
// statement (the écart thresholds of the settings), opening that day's detail. Wider than a phone, it scrolls
// sideways with the supervisors' names kept in view.
import { formatDayFr } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";
import { cellLabel, cellText, TONE_CLASSES, TONE_LABELS } from "./tones";
import type { OpenDay, ReconciledRow } from "./use-reconciliation";

export function ReconciliationGrid({ rows, open, onOpen }: { rows: ReconciledRow[]; open: OpenDay | null; onOpen: (day: OpenDay) => void }) {
  const days = [...new Set(rows.map((r) => r.day))].sort();
  const supervisors = [...new Map(rows.map((r) => [r.supervisorId, r.supervisorName])).entries()];
  const byKey = new Map(rows.map((r) => [`${r.supervisorId}|${r.day}`, r]));

  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-xl border bg-card shadow-sm" role="region" aria-label="Grille du rapprochement" tabIndex={0}>
        <table className="w-full text-sm">
          <caption className="sr-only">Écart entre les soldes déclarés et le relevé de l&apos;opérateur, par superviseur et par jour</caption>
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-medium">
                Superviseur
              </th>
              {days.map((d) => (
                <th key={d} scope="col" className="px-2 py-2 text-center font-medium whitespace-nowrap">
                  {formatDayFr(d).slice(0, 5)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {supervisors.map(([id, name]) => (
              <tr key={id} className="border-b last:border-0">
                <th scope="row" className="sticky left-0 z-10 max-w-36 truncate bg-card px-3 py-2 text-left font-medium">
                  {name}
                </th>
                {days.map((d) => {
                  const row = byKey.get(`${id}|${d}`);
                  const selected = open?.supervisorId === id && open.day === d;
                  return (
                    <td key={d} className="p-1 text-center">
                      {row ? (
                        <button
                          type="button"
                          data-testid={`cell-${id}-${d}`}
                          aria-label={`${cellText(row)} : ${name}, ${formatDayFr(d)}, ${cellLabel(row)}`}
                          aria-pressed={selected}
                          onClick={() => onOpen({ supervisorId: id, day: d })}
                          className={cn("min-h-9 w-full min-w-16 rounded-md border px-1.5 py-1 text-xs font-medium whitespace-nowrap", TONE_CLASSES[row.tone], selected && "ring-2 ring-primary")}
                        >
                          {cellText(row)}
                          {row.comment && <span aria-hidden> 💬</span>}
                        </button>
                      ) : (
                        <>
                          <span className="text-muted-foreground" aria-hidden>
                            ·
                          </span>
                          <span className="sr-only">Rien ce jour</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-wrap gap-2 text-xs" aria-label="Légende">
        {(Object.keys(TONE_CLASSES) as (keyof typeof TONE_CLASSES)[]).map((tone) => (
          <li key={tone} className={cn("rounded border px-2 py-0.5", TONE_CLASSES[tone])}>
            {TONE_LABELS[tone]}
          </li>
        ))}
      </ul>
    </div>
  );
}
