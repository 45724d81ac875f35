// The shared body of POST /create and POST /admin/create: SPEC §3's payload, the Idempotency-Key header.
import { createHash } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { centsToFrancs } from "@/lib/domain/money";
import { createTransaction } from "@/lib/services/ledger/transactions";
import type { TransactionCreateInput } from "@/lib/validation/transactions";
import { reply } from "./handler";

/**
 * What an Idempotency-Key promises: the same request. The hash of the route and of the validated body, its
 * keys sorted, so that the same payload sent again (in another key order) is recognised and another one is not.
 */
export function requestHash(route: string, body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
        : value;
  return createHash("sha256").update(JSON.stringify([route, canonical(body)])).digest("hex");
}

// Its routes check the session in the same database call as the recording (sessionCheck: "handler").
export async function handleCreate(user: SessionUser, tokenVersion: number | null, body: TransactionCreateInput, req: Request) {
  const result = await createTransaction(user, body, {
    idempotencyKey: req.headers.get("idempotency-key") ?? undefined,
    idempotencyHash: requestHash(new URL(req.url).pathname, body),
    tokenVersion,
  });
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
