// The shared body of POST /create and POST /admin/create: SPEC §3's payload, the Idempotency-Key header.
import type { SessionUser } from "@/lib/auth/session";
import { centsToFrancs } from "@/lib/domain/money";
import { createTransaction } from "@/lib/services/ledger/transactions";
import type { TransactionCreateInput } from "@/lib/validation/transactions";
import { reply } from "./handler";

// Its routes check the session in the same database call as the recording (sessionCheck: "handler").
export async function handleCreate(user: SessionUser, tokenVersion: number | null, body: TransactionCreateInput, headers: Headers) {
  const result = await createTransaction(user, body, { idempotencyKey: headers.get("idempotency-key") ?? undefined, tokenVersion });
  const t = result.transaction;
  return reply({
    status: result.replayed ? 200 : 201,
    message: "Transaction créée avec succès",
    data: {
      transaction: {
        id: t.id,
        type: t.type,
        montant: centsToFrancs(t.amount),
        superviseurId: t.supervisorId,
        lineType: t.lineType,
        accountKey: t.accountKey,
        day: t.day,
        createdAt: t.createdAt.toISOString(),
      },
      lineValue: result.lineValue,
      replayed: result.replayed,
    },
  });
}
