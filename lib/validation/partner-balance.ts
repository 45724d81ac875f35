// The queries of the partner balance routes: the list's search, a history's page and period.
import * as z from "zod/mini";
import { isCleanText } from "@/lib/domain/input";
import { charsMessage, day, text } from "./fields";
import { PAGE_MAX, pageParam } from "./lines";

export const BALANCE_QUERY_MESSAGES = {
  searchLong: "Recherche trop longue (100 caractères au plus)",
  searchChars: charsMessage("La recherche"),
  dayFormat: "Date invalide (format AAAA-MM-JJ attendu)",
  dayInvalid: "Date invalide",
  limit: "Limite invalide",
} as const;

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalDay = z.pipe(
  z.transform(blankToUndefined),
  z.optional(day({ format: BALANCE_QUERY_MESSAGES.dayFormat, invalid: BALANCE_QUERY_MESSAGES.dayInvalid })),
);

export const balanceListQuerySchema = z.object({
  search: z.pipe(
    z.optional(text({ max: 100, type: BALANCE_QUERY_MESSAGES.searchLong, long: BALANCE_QUERY_MESSAGES.searchLong, chars: BALANCE_QUERY_MESSAGES.searchChars })),
    z.transform((v) => v || undefined),
  ),
});

export const balanceHistoryQuerySchema = z.object({
  page: pageParam(1, PAGE_MAX),
  limit: pageParam(20, 100, BALANCE_QUERY_MESSAGES.limit),
  from: optionalDay,
  to: optionalDay,
});

/** A route's `:partnerId`: a registered partner's id, or a free partner's name (URL-encoded by the client). */
export const PARTNER_PARAM_MAX = 120;
export function partnerParam(raw: string | undefined): string {
  if (!raw || raw.length > PARTNER_PARAM_MAX * 3) return "";
  let value = raw;
  if (/%[0-9A-Fa-f]{2}/.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return "";
    }
  }
  // a name with control characters is no partner's (and never reaches SQL)
  return value.length > PARTNER_PARAM_MAX || !isCleanText(value) ? "" : value;
}
