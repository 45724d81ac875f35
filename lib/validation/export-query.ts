// The raw export query (or POST body): strings of bounded length, checked by exportRequestProblems so that
// every problem is listed at once.
import * as z from "zod/mini";
import { EXPORT_MESSAGES } from "./exports";
import { body, text } from "./fields";

/** A wrong type, an overlong or unclean value reads like the other problems ('Validation échouée: ...'). */
const field = (problem: string) => {
  const message = EXPORT_MESSAGES.prefix + problem;
  return z.optional(text({ max: 20, type: message, long: message, chars: message }));
};

export const exportQuerySchema = body({
  period: field(EXPORT_MESSAGES.period),
  customDate: field(EXPORT_MESSAGES.dateFormat),
  format: field(EXPORT_MESSAGES.format),
});
