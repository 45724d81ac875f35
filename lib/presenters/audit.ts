// The audit journal as GET /api/audit answers it: each entry of the service (lib/services/audit-history.ts) with
// its moment as French text (`when`, "25/11/2026 14:05" in the business time zone), before its label where the
// answer has always had it. Pure (docs/decisions/0081-etages.md).
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { listAudit } from "@/lib/services/audit-history";

type Journal = Awaited<ReturnType<typeof listAudit>>;

export function presentAudit(journal: Journal, timeZone: string) {
  return {
    ...journal,
    entries: journal.entries.map(({ label, changes, ...entry }) => ({ ...entry, when: formatDateTimeFr(entry.at, timeZone), label, changes })),
  };
}

export type ShownJournal = ReturnType<typeof presentAudit>;
