// Idempotency-Key (docs/decisions/0037-idempotency-key.md): the same key with the same request answers the first
// result again without writing anything; with another request it is refused. A key belongs to its actor and is
// kept on the transaction his request wrote first (a transfer: the sender's side), under a unique index, so two
// requests racing with one key cannot both write.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { transactions, type Transaction } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";

export const IDEMPOTENCY_MESSAGES = {
  tooLong: "Idempotency-Key trop longue (200 caractères au plus)",
  conflict:
    "Cette clé d'idempotence (Idempotency-Key) a déjà servi pour une autre opération : envoyez une nouvelle clé pour une nouvelle transaction",
} as const;

export interface IdempotencyOptions {
  idempotencyKey?: string;
  /** the request's hash under that key (lib/api/transaction-create.ts requestHash) */
  idempotencyHash?: string;
}

/** The key as sent, trimmed; none when blank. */
export function checkedKey(raw: string | undefined): string | undefined {
  const key = raw?.trim() || undefined;
  if (key && key.length > 200) throw new AppError("VALIDATION_ERROR", IDEMPOTENCY_MESSAGES.tooLong);
  return key;
}

async function findByKey(db: Executor, actorId: string, key: string): Promise<Transaction | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.actorId, actorId), eq(transactions.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Runs `write` once per key: when the key was used before (or raced in from a second request), the first answer
 * again through `replay`, if it was the same request; another request under the same key is refused.
 */
export async function oncePerKey<T>(
  db: Executor,
  actorId: string,
  options: IdempotencyOptions & { key: string | undefined },
  write: () => Promise<T>,
  replay: (first: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!options.key || !isUniqueViolation(error, "transactions_actor_idempotency_key")) throw error;
    const first = await findByKey(db, actorId, options.key);
    if (!first) throw error;
    if (first.idempotencyHash !== (options.idempotencyHash ?? null)) throw new AppError("IDEMPOTENCY_CONFLICT", IDEMPOTENCY_MESSAGES.conflict);
    return replay(first);
  }
}
