// GET /api/audit's filter.
import * as z from "zod/mini";
import { AUDIT_ACTIONS } from "@/lib/domain/audit";
import { day, filter, uuid } from "./fields";
import { DATE_MESSAGES, PAGE_MAX, pageParam } from "./lines";

export const auditQuerySchema = z.object({
  page: pageParam(1, PAGE_MAX),
  limit: pageParam(20, 100, "Limite invalide"),
  supervisorId: filter(uuid("Superviseur invalide")),
  action: filter(z.enum(AUDIT_ACTIONS, "Action inconnue")),
  from: filter(day(DATE_MESSAGES)),
  to: filter(day(DATE_MESSAGES)),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;
