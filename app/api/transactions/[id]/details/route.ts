// GET /api/transactions/{id}/details — one transaction, the caller's permissions on it and its age
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransactionDetails } from "@/lib/presenters/transactions";
import { getTransactionDetails } from "@/lib/services/ledger/details";
import { TX_MESSAGES } from "@/lib/services/ledger/transactions";

export const GET = apiRoute({ permission: "transactions:read" }, async ({ user, params }) =>
  presentTransactionDetails(await getTransactionDetails(await getDb(), user, uuidParam(params, "id", TX_MESSAGES.notFound)), getEnv().APP_TIMEZONE),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
