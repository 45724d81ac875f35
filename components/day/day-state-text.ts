// The words of a supervisor's day state: the missing accounts, who closed a day and when. Pure; used
// by the state's parts and the dialogs, which load after the page.
import { accountKeyInfo } from "@/lib/domain/ledger";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { DayInfo } from "@/lib/services/ledger/closing";

/** "Liquide (Cash), Wave" from account keys. */
export const accountNames = (keys: string[]) => keys.map((key) => accountKeyInfo(key).label).join(", ");

/** "Clôturée le 22/11/2026 18:05 par Moussa Diop". */
export function closedText(day: Pick<DayInfo, "closedAt" | "closedBy">, timeZone: string): string {
  const at = day.closedAt ? ` le ${formatDateTimeFr(day.closedAt, timeZone)}` : "";
  const by = day.closedBy?.nom ? ` par ${day.closedBy.nom}` : "";
  return `Clôturée${at}${by}`;
}

/** "2 comptes", "1 compte", "0 vide". */
export const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
