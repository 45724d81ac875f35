// The custom dashboard date (SPEC §5 "Dates"), shared by the date dialog and the server (lib/services/ledger/days.ts).
// Apart from ./lines, which pages' first loads import (the settings screen, through ./day-close).
import * as z from "zod/mini";
import { checkCustomDate, type CustomDateProblem } from "@/lib/domain/custom-date";
import { body } from "./fields";
import { DATE_MESSAGES } from "./lines";

/** A custom date's problems in each dashboard's words (SPEC §5 "Dates"). */
const CUSTOM_DATE_MESSAGES: Record<"admin" | "supervisor", Record<CustomDateProblem, string>> = {
  admin: { missing: DATE_MESSAGES.missing, format: DATE_MESSAGES.format, invalid: DATE_MESSAGES.invalid, future: DATE_MESSAGES.future, too_old: DATE_MESSAGES.tooOld },
  supervisor: {
    missing: DATE_MESSAGES.missingSupervisor,
    format: DATE_MESSAGES.format,
    invalid: DATE_MESSAGES.invalid,
    future: DATE_MESSAGES.futureSupervisor,
    too_old: DATE_MESSAGES.tooOld,
  },
};

/**
 * A custom dashboard date, `today` being the business day: chosen, a real day, not in the future, at most
 * 365 days back. The date dialog and the server (lib/services/ledger/days.ts) both check it with this.
 */
export const customDateSchema = (today: string, variant: "admin" | "supervisor" = "admin") =>
  body({
    date: z.pipe(
      z.optional(z.string(CUSTOM_DATE_MESSAGES[variant].format)),
      z.transform((value, ctx) => {
        const problem = checkCustomDate(value, today);
        if (!problem) return value!;
        ctx.issues.push({ code: "custom", message: CUSTOM_DATE_MESSAGES[variant][problem], input: value });
        return z.NEVER;
      }),
    ),
  });
