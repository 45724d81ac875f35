// The shared body of POST /create and POST /admin/create: SPEC §3's payload, the Idempotency-Key header.
import { createHash } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/config/env";
import type { Db } from "@/lib/db/client";
import { centsToFrancs } from "@/lib/domain/money";
import { presentTransfer } from "@/lib/presenters/transfers";
import { createAllocation, createTransaction, type CreateResult } from "@/lib/services/ledger/entries";
import { createTransfer, TRANSFER_SERVICE_MESSAGES } from "@/lib/services/ledger/transfers";
import type { TransactionCreateInput } from "@/lib/validation/transactions";
import type { AllocationInput, TransferCreateInput } from "@/lib/validation/transfers";
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

/** What every recording takes from its request: the Idempotency-Key, the request's hash, the token's version. */
const keyOptions = (req: Request, body: unknown, tokenVersion: number | null) => ({
  idempotencyKey: req.headers.get("idempotency-key") ?? undefined,
  idempotencyHash: requestHash(new URL(req.url).pathname, body),
  tokenVersion,
});

// Its routes check the session in the same database call as the recording (sessionCheck: "handler").
export async function handleCreate(db: Db, user: SessionUser, tokenVersion: number | null, body: TransactionCreateInput, req: Request) {
  return created(await createTransaction(db, user, body, keyOptions(req, body, tokenVersion)), "Transaction créée avec succès");
}

/** POST /api/transactions/allocations: as a create, of an allocation of UV Master. */
export async function handleAllocation(db: Db, user: SessionUser, tokenVersion: number | null, body: AllocationInput, req: Request) {
  return created(await createAllocation(db, user, body, keyOptions(req, body, tokenVersion)), "Allocation UV Master enregistrée");
}

/** POST /api/transactions/transfers: both sides at once, 201 (200 for a replay). */
export async function handleTransfer(db: Db, user: SessionUser, tokenVersion: number | null, body: TransferCreateInput, req: Request) {
  const result = await createTransfer(db, user, body, keyOptions(req, body, tokenVersion));
  return reply({ status: result.replayed ? 200 : 201, message: TRANSFER_SERVICE_MESSAGES.created, data: { transfer: presentTransfer(result.transfer, getEnv().APP_TIMEZONE), replayed: result.replayed } });
}

function created(result: CreateResult, message: string) {
  const t = result.transaction;
  return reply({
    status: result.replayed ? 200 : 201,
    message,
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
