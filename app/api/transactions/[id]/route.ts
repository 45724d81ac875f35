// PUT /api/transactions/{id} — corrects a transaction; DELETE — deletes it with a reason
import { apiRoute, reply } from "@/lib/api/handler";
import { deleteTransaction, updateTransaction } from "@/lib/services/ledger/transactions";
import { getTransactionDetails } from "@/lib/services/ledger/details";
import { transactionDeleteSchema, transactionUpdateSchema } from "@/lib/validation/transaction-filters";

export const PUT = apiRoute({ permission: "transactions:modify", body: transactionUpdateSchema }, async ({ user, params, body }) => {
  await updateTransaction(user, params.id!, body);
  return reply({ message: "Transaction modifiée avec succès", data: await getTransactionDetails(user, params.id!) });
});

export const DELETE = apiRoute({ permission: "transactions:modify", body: transactionDeleteSchema }, async ({ user, params, body }) => {
  const deleted = await deleteTransaction(user, params.id!, body.reason);
  return reply({ message: "Transaction supprimée avec succès", data: { id: deleted.id } });
});

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
