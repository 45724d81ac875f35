// Recording a new entry of today: a transaction from the form's choice (SPEC §3), or the admin's allocation of UV
// Master. One call to the ledger's engine records it, moves its line and writes its audit row (one round trip, one
// transaction); the same Idempotency-Key records once. Corrections and deletions: ./transactions.ts.
import { sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db } from "@/lib/db/client";
import type { Transaction } from "@/lib/db/schema";
import type { AccountType, LineType } from "@/lib/domain/constants";
import { CLOSE_MESSAGES } from "@/lib/domain/day-close";
import { AppError } from "@/lib/domain/errors";
import { allocationEffect, lineMode, transactionEffect, type TransactionEffect } from "@/lib/domain/ledger";
import { freePartnerKey, registeredPartnerKey, tidyName } from "@/lib/domain/partners";
import { francsToCents } from "@/lib/domain/money";
import type { TransactionCreateInput } from "@/lib/validation/transactions";
import type { AllocationInput } from "@/lib/validation/transfers";
import { assertAccountTypeActive } from "../account-types";
import { businessToday } from "./days";
import { directEntryCheck } from "./entry-rule";
import { checkedKey, oncePerKey, type IdempotencyOptions } from "./idempotency";
import { ENGINE_BOUNDS, getLine, withinBounds } from "./lines";
import { TX_MESSAGES } from "./transactions";

export interface CreateResult {
  transaction: Transaction;
  lineValue: number;
  /** the same Idempotency-Key was seen before: this is the first answer again */
  replayed: boolean;
}

/** The stored row of the database function's answer (to_jsonb of a transactions row). */
interface StoredTransactionJson {
  id: string;
  seq: number;
  supervisor_id: string;
  actor_id: string | null;
  partner_id: string | null;
  partner_name: string | null;
  partner_phone?: string | null;
  type: Transaction["type"];
  account_type: Transaction["accountType"];
  line_type: LineType;
  account_key: string;
  amount: number;
  description: string | null;
  status: Transaction["status"];
  day: string;
  created_at: string;
  updated_at: string;
  idempotency_key: string | null;
  idempotency_hash: string | null;
  transfer_id?: string | null;
  counterpart_id?: string | null;
}

type CreateAnswer =
  | { refused: "session" | "supervisor" | "partner" | "partner_inactive" | "closed" | "not_held" }
  | { transaction: StoredTransactionJson; lineValue: number };

const REFUSALS: Record<string, (entry: Entry) => AppError> = {
  session: () => new AppError("UNAUTHORIZED"),
  supervisor: () => new AppError("NOT_FOUND", TX_MESSAGES.supervisorNotFound),
  partner: () => new AppError("NOT_FOUND", TX_MESSAGES.partnerNotFound),
  partner_inactive: () => new AppError("BAD_REQUEST", TX_MESSAGES.partnerInactive),
  closed: () => new AppError("DAY_CLOSED", CLOSE_MESSAGES.closed),
  not_held: (entry) => new AppError("FORBIDDEN", entry.notHeld ?? undefined),
};

const fromStored = (r: StoredTransactionJson): Transaction => ({
  id: r.id,
  seq: Number(r.seq),
  supervisorId: r.supervisor_id,
  actorId: r.actor_id,
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  partnerPhone: r.partner_phone ?? null,
  type: r.type,
  accountType: r.account_type,
  lineType: r.line_type,
  accountKey: r.account_key,
  amount: Number(r.amount),
  description: r.description,
  status: r.status,
  day: r.day,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  idempotencyKey: r.idempotency_key,
  idempotencyHash: r.idempotency_hash ?? null,
  transferId: r.transfer_id ?? null,
  counterpartId: r.counterpart_id ?? null,
});

/** What is recorded: the effect decided by lib/domain/ledger.ts, and what the stored transaction keeps. */
interface Entry {
  supervisorId: string;
  effect: TransactionEffect;
  accountType: AccountType | null;
  /** francs */
  montant: number;
  description: string | null;
  /** a registered partner: his line is his id, set by the database with his name of now */
  partnerId?: string | null;
  /** a free partner's name as typed (his line is that name folded) and his optional phone */
  freeName?: string | null;
  partnerPhone?: string | null;
  /** allowed only on a day the supervisor holds the account (./entry-rule.ts): the refusal otherwise */
  notHeld?: string | null;
}

type CreateOptions = IdempotencyOptions & { tokenVersion?: number | null };
/** The options once the key is checked (checkedKey), before anything is read. */
type CheckedOptions = CreateOptions & { key: string | undefined };

/**
 * Records an entry of today through the engine's caisse_create_transaction (lib/db/functions/ledger.sql): it
 * checks the actor's session (with `tokenVersion`: an API request whose session was not read yet), the
 * supervisor and the partner, opens the day, locks and moves the line and writes the audit row in one call: one
 * round trip, one transaction. The same Idempotency-Key records once (./idempotency.ts).
 */
async function recordEntry(db: Db, actor: SessionUser, entry: Entry, options: CheckedOptions): Promise<CreateResult> {
  const { key } = options;
  const { effect } = entry;
  const mode = lineMode(effect.lineType, effect.accountKey);
  return oncePerKey<CreateResult>(
    db,
    actor.id,
    options,
    async () => {
      const [found] = await withinBounds(() =>
        queryRows<{ answer: CreateAnswer }>(
          db,
          sql`SELECT caisse_create_transaction(
            ${actor.id}::uuid, ${actor.nomComplet}, ${actor.role}, ${options.tokenVersion ?? null}::integer, ${actor.sessionId ?? null}::uuid,
            ${entry.supervisorId}::uuid, ${businessToday()}::date,
            ${effect.type}::transaction_type, ${effect.lineType}::line_type, ${entry.partnerId ? null : effect.accountKey}, ${entry.freeName ?? null}, ${mode},
            ${entry.partnerId ?? null}::uuid, ${entry.freeName ?? null}, ${entry.accountType}::account_type,
            ${francsToCents(entry.montant)}::bigint, ${entry.description}, ${key ?? null}, ${key ? (options.idempotencyHash ?? null) : null},
            ${ENGINE_BOUNDS}, ${entry.freeName ? (entry.partnerPhone ?? null) : null}::text, ${!!entry.notHeld}::boolean) AS answer`,
        ),
      );
      const answer = found!.answer; // jsonb: both drivers answer it parsed
      if ("refused" in answer) throw REFUSALS[answer.refused]!(entry);
      return { transaction: fromStored(answer.transaction), lineValue: Number(answer.lineValue), replayed: false };
    },
    async (first) => ({ transaction: first, lineValue: (await getLine(db, first))?.value ?? 0, replayed: true }),
  );
}

/**
 * Records a transaction of today for a supervisor, from the form's choice (SPEC §3). A supervisor records only
 * for himself; the admin for any supervisor. Which line it moves and how is decided here (lib/domain/ledger.ts,
 * partners.ts); the engine moves it.
 */
export async function createTransaction(db: Db, actor: SessionUser, input: TransactionCreateInput, options: CreateOptions = {}): Promise<CreateResult> {
  if (actor.role === "SUPERVISEUR" && input.superviseurId !== actor.id) throw new AppError("FORBIDDEN", TX_MESSAGES.ownOnly);
  if (actor.role !== "ADMIN" && actor.role !== "SUPERVISEUR") throw new AppError("FORBIDDEN");
  const key = checkedKey(options.idempotencyKey);

  // a registered partner's line is his id, which the database sets in the same call; a free partner's is
  // his name folded (one line however it is typed), shown as he was last typed
  const registered = !!input.partenaireId;
  const freeName = registered || !input.partenaireNom ? null : tidyName(input.partenaireNom);
  const accountType = registered || freeName ? null : (input.typeCompte as AccountType);
  // UV Master: a supervisor counts it (a Fin) on a day he holds it, never adds to it (lib/domain/uv-master.ts)
  const notHeld = accountType ? directEntryCheck(actor, accountType, input.typeOperation) : null;
  // a type switched off takes no new entry (its earlier lines stay)
  if (accountType) await assertAccountTypeActive(db, accountType);
  let effect: TransactionEffect;
  if (accountType) effect = transactionEffect({ kind: "direct", typeOperation: input.typeOperation, accountType });
  else {
    const partnerKey = registered ? registeredPartnerKey(input.partenaireId!) : freePartnerKey(freeName!);
    if (!partnerKey) throw new AppError("VALIDATION_ERROR", TX_MESSAGES.freeNameInvalid);
    effect = transactionEffect({ kind: "partner", typeOperation: input.typeOperation, partnerKey });
  }
  return recordEntry(
    db,
    actor,
    {
      supervisorId: input.superviseurId,
      effect,
      accountType,
      montant: input.montant,
      description: input.description ?? null,
      partnerId: input.partenaireId ?? null,
      freeName,
      partnerPhone: input.partnerPhone ?? null,
      notHeld,
    },
    { ...options, key },
  );
}

/**
 * The admin allocates UV Master credit to a supervisor (ALLOCATION_UV_MASTER): it adds to his UV Master Début
 * like a Début does (lib/domain/ledger.ts allocationEffect).
 */
export async function createAllocation(db: Db, actor: SessionUser, input: AllocationInput, options: CreateOptions = {}): Promise<CreateResult> {
  if (actor.role !== "ADMIN") throw new AppError("FORBIDDEN", TX_MESSAGES.allocationAdminOnly);
  const key = checkedKey(options.idempotencyKey);
  await assertAccountTypeActive(db, "UV_MASTER");
  return recordEntry(
    db,
    actor,
    { supervisorId: input.superviseurId, effect: allocationEffect(), accountType: "UV_MASTER", montant: input.montant, description: input.note ?? null },
    { ...options, key },
  );
}
