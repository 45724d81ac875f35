// GET /api/transactions/transfers — transfers between kiosks of a period; POST — records one (both sides at once)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { handleTransfer } from "@/lib/api/transaction-create";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransferList } from "@/lib/presenters/transfers";
import { listTransfers } from "@/lib/services/ledger/transfer-views";
import { transferCreateSchema, transferListQuerySchema } from "@/lib/validation/transfers";

export const GET = apiRoute({ permission: "transactions:read", query: transferListQuerySchema }, async ({ user, query }) =>
  presentTransferList(await listTransfers(await getDb(), user, query), getEnv().APP_TIMEZONE),
);

export const POST = apiRoute({ permission: "transfers:create", body: transferCreateSchema, sessionCheck: "handler" }, async ({ user, tokenVersion, body, req }) =>
  handleTransfer(await getDb(), user, tokenVersion, body, req),
);

export const { HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
