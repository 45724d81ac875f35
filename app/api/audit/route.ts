// GET /api/audit?page=&limit=&supervisorId=&action=&from=&to= — the audit log, newest first (admin)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentAudit } from "@/lib/presenters/audit";
import { listAudit } from "@/lib/services/audit-history";
import { auditQuerySchema } from "@/lib/validation/audit";

export const GET = apiRoute({ permission: "audit:read", query: auditQuerySchema }, async ({ query }) =>
  presentAudit(await listAudit(await getDb(), query), getEnv().APP_TIMEZONE),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
