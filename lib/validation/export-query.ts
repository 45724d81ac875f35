// The raw export query: checked by exportRequestProblems so that every problem is listed at once.
import { z } from "zod";

export const exportQuerySchema = z.object({
  period: z.string().optional(),
  customDate: z.string().optional(),
  format: z.string().optional(),
});
