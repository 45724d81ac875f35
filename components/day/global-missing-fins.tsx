// The admin's global summary of a day's missing Fins (docs/decisions/0009-cloture-journee.md):
// how many accounts still lack their Fin, which
// kinds, and at how many supervisors. Neither a client nor a server module. The admin's page renders it on the
// server with the day it renders (app/(app)/admin/page.tsx), in the HTML's first paint: it is /admin's largest
// paint (its LCP: docs/performance.md, field bench). Rendered by the dashboard's lazily loaded parts instead (day-state.ts),
// its HTML came in a Suspense boundary that React outlines once the document is large (more than 500 bytes
// after 12.8 KB of markup) and shows on a throttle: 0.3 s or more after the first paint, pushing the page
// down. The dashboard shows the lazy one after a refresh. Its triangle is drawn here: a Lucide icon in a
// server component is a client reference, which would tie the page's chunk to others (new-transaction-shell.tsx).
import { cn } from "@/lib/utils";
import { accountNames, plural } from "./day-state-text";
import { isProvisional } from "./provisional";
import type { DayInfo } from "@/lib/services/ledger/closing";

export function GlobalMissingFins({
  count,
  cards,
  className,
}: {
  count: number;
  cards: { day?: Pick<DayInfo, "status" | "missingFin"> }[];
  className?: string;
}) {
  const open = cards.filter((card) => isProvisional(card.day));
  const kinds = [...new Set(open.flatMap((card) => card.day!.missingFin))];
  return (
    <p data-testid="global-missing-fin" className={cn("flex items-start gap-1.5 text-xs text-amber-800 sm:text-sm", className)}>
      {/* Lucide's triangle-alert */}
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="mt-0.5 size-3.5 shrink-0" aria-hidden>
        <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
        <path d="M12 9v4" />
        <path d="M12 17h.01" />
      </svg>
      <span>
        <span className="font-semibold">Fin non saisie :</span> {plural(count, "compte", "comptes")} chez {plural(open.length, "superviseur", "superviseurs")}{" "}
        — {accountNames(kinds)}. Le GR changera quand les Fins seront saisies.
      </span>
    </p>
  );
}
