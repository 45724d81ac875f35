// PATCH /api/transactions/transfers/{id}/contest — the receiving kiosk questions a transfer, with a reason
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransfer } from "@/lib/presenters/transfers";
import { TRANSFER_MESSAGES_NOT_FOUND } from "@/lib/services/ledger/transfer-views";
import { contestTransfer, TRANSFER_SERVICE_MESSAGES } from "@/lib/services/ledger/transfers";
import { transferContestSchema } from "@/lib/validation/transfers";

export const PATCH = apiRoute({ permission: "transfers:contest", body: transferContestSchema }, async ({ user, params, body }) => {
  const transfer = await contestTransfer(await getDb(), user, uuidParam(params, "id", TRANSFER_MESSAGES_NOT_FOUND), body.reason);
  return reply({ message: TRANSFER_SERVICE_MESSAGES.contested, data: { transfer: presentTransfer(transfer, getEnv().APP_TIMEZONE) } });
});

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
