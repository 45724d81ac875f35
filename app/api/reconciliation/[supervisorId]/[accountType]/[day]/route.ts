// GET /api/reconciliation/{supervisorId}/{accountType}/{day} — a day's detail: the reconciliation, the
// statement's operations of that day, the transfers confirmed (or not) by both wallets' statements
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentDayDetail } from "@/lib/presenters/reconciliation";
import { reconciliationDayDetail } from "@/lib/services/statements/views";
import { reconciliationParams } from "@/lib/validation/reconciliation-params";

export const GET = apiRoute({ permission: "reconciliation:read" }, async ({ user, params }) =>
  presentDayDetail(await reconciliationDayDetail(await getDb(), user, reconciliationParams(params))),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
