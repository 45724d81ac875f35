// GET /api/audit's filter.
import * as z from "zod/mini";
import { AUDIT_ACTIONS } from "@/lib/domain/audit";
import { day, uuid } from "./fields";
import { DATE_MESSAGES, PAGE_MAX, pageParam } from "./lines";

/** "" and "all" mean no filter. */
const none = (v: unknown) => (v === "" || v === "all" ? undefined : v);
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(none), z.optional(schema));

export const auditQuerySchema = z.object({
  page: pageParam(1, PAGE_MAX),
  limit: pageParam(20, 100, "Limite invalide"),
  supervisorId: optional(uuid("Superviseur invalide")),
  action: optional(z.enum(AUDIT_ACTIONS, "Action inconnue")),
  from: optional(day(DATE_MESSAGES)),
  to: optional(day(DATE_MESSAGES)),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;
