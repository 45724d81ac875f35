// GET /api/audit's filter.
import { z } from "zod";
import { AUDIT_ACTIONS } from "@/lib/domain/audit";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Format de date invalide (attendu: YYYY-MM-DD)")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  supervisorId: z
    .string()
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined))
    .refine((v) => v === undefined || /^[0-9a-f-]{36}$/i.test(v), "Superviseur invalide"),
  action: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(AUDIT_ACTIONS, "Action inconnue").optional()),
  from: day,
  to: day,
});

export type AuditQuery = z.output<typeof auditQuerySchema>;
