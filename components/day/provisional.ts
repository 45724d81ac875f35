// Which GR is provisional (docs/decisions/0009-cloture-journee.md),
// alone in its module: the dashboards' first load (day-state.ts), their
// lazily loaded parts and the admin's page on the server (global-missing-fins.tsx) share it, and only it.
import type { DayInfo } from "@/lib/services/ledger/closing";

/** A GR is provisional while its day is open with accounts whose Fin is not entered yet. */
export const isProvisional = (day: Pick<DayInfo, "status" | "missingFin"> | null | undefined) =>
  !!day && day.status === "open" && day.missingFin.length > 0;
