// PUT /api/transactions/{id} — corrects a transaction; DELETE — deletes it with a reason
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransactionDetails } from "@/lib/presenters/transactions";
import { deleteTransaction, TX_MESSAGES, updateTransaction } from "@/lib/services/ledger/transactions";
import { getTransactionDetails } from "@/lib/services/ledger/details";
import { transactionDeleteSchema, transactionUpdateSchema } from "@/lib/validation/transaction-filters";

export const PUT = apiRoute({ permission: "transactions:modify", body: transactionUpdateSchema }, async ({ user, params, body }) => {
  const id = uuidParam(params, "id", TX_MESSAGES.notFound);
  const db = await getDb();
  await updateTransaction(db, user, id, body);
  return reply({ message: "Transaction modifiée avec succès", data: presentTransactionDetails(await getTransactionDetails(db, user, id), getEnv().APP_TIMEZONE) });
});

export const DELETE = apiRoute({ permission: "transactions:modify", body: transactionDeleteSchema }, async ({ user, params, body }) => {
  const deleted = await deleteTransaction(await getDb(), user, uuidParam(params, "id", TX_MESSAGES.notFound), body.reason);
  return reply({ message: "Transaction supprimée avec succès", data: { id: deleted.id } });
});

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
