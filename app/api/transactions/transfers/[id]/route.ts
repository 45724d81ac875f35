// GET /api/transactions/transfers/{id} — one transfer and the caller's rights on it; PUT — the admin corrects it
// (or confirms a contested one); DELETE — the admin deletes it. Both kiosks at once, with a reason.
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransfer } from "@/lib/presenters/transfers";
import { getTransfer, TRANSFER_MESSAGES_NOT_FOUND } from "@/lib/services/ledger/transfer-views";
import { correctTransfer, deleteTransfer, TRANSFER_SERVICE_MESSAGES } from "@/lib/services/ledger/transfers";
import { transferCorrectSchema, transferDeleteSchema } from "@/lib/validation/transfers";

export const GET = apiRoute({ permission: "transactions:read" }, async ({ user, params }) =>
  presentTransfer(await getTransfer(await getDb(), user, uuidParam(params, "id", TRANSFER_MESSAGES_NOT_FOUND)), getEnv().APP_TIMEZONE),
);

export const PUT = apiRoute({ permission: "transfers:settle", body: transferCorrectSchema }, async ({ user, params, body }) => {
  const { transfer, message } = await correctTransfer(await getDb(), user, uuidParam(params, "id", TRANSFER_MESSAGES_NOT_FOUND), body);
  return reply({ message, data: { transfer: presentTransfer(transfer, getEnv().APP_TIMEZONE) } });
});

export const DELETE = apiRoute({ permission: "transfers:settle", body: transferDeleteSchema }, async ({ user, params, body }) =>
  reply({ message: TRANSFER_SERVICE_MESSAGES.deleted, data: await deleteTransfer(await getDb(), user, uuidParam(params, "id", TRANSFER_MESSAGES_NOT_FOUND), body.reason) }),
);

export const { HEAD, POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
