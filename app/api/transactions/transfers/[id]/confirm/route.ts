// PATCH /api/transactions/transfers/{id}/confirm — the receiving kiosk says the money arrived (« Confirmé »)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransfer } from "@/lib/presenters/transfers";
import { TRANSFER_MESSAGES_NOT_FOUND } from "@/lib/services/ledger/transfer-views";
import { confirmReceivedTransfer, TRANSFER_SERVICE_MESSAGES } from "@/lib/services/ledger/transfers";

// the receiver's answer, as his contest: the same permission, the service checks that he is the receiver
export const PATCH = apiRoute({ permission: "transfers:contest" }, async ({ user, params }) => {
  const transfer = await confirmReceivedTransfer(await getDb(), user, uuidParam(params, "id", TRANSFER_MESSAGES_NOT_FOUND));
  return reply({ message: TRANSFER_SERVICE_MESSAGES.received, data: { transfer: presentTransfer(transfer, getEnv().APP_TIMEZONE) } });
});

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
