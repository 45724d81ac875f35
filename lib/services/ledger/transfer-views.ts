// Reading transfers between kiosks: one transfer as the screens and the API answer it, and the list of a period
// (GET /api/transactions/transfers). A supervisor sees only the transfers his kiosk sent or received.
import { and, desc, eq, gte, inArray, lte, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Executor, Tx } from "@/lib/db/client";
import { transactions, transfers, users, type Transfer } from "@/lib/db/schema";
import type { AccountTypesSetting } from "@/lib/domain/account-types";
import type { AccountType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { accountKeyInfo } from "@/lib/domain/ledger";
import { centsToFrancs } from "@/lib/domain/money";
import { periodRange } from "@/lib/domain/periods";
import { awaitsReceiver, TRANSFER_STATUS_LABELS, TRANSFER_STATUSES, transferRights, type TransferRights, type TransferStatus } from "@/lib/domain/transfers";
import type { TransferListQuery } from "@/lib/validation/transfers";
import { getAccountTypes, readAccountTypes } from "../account-types";
import { businessToday } from "./days";

export const TRANSFER_MESSAGES_NOT_FOUND = "Transfert non trouvé";
export const TRANSFER_LIST_LIMIT = 500;

export interface TransferSide {
  id: string;
  nom: string;
  compte: AccountType;
  compteLabel: string;
  /** this side's transaction (null once its kiosk was deleted) */
  transactionId: string | null;
}

/** A contest or a settlement: why, when (ISO 8601) and by whom. */
export interface TransferMoment {
  reason: string | null;
  at: string | null;
  by: string | null;
}

/** A transfer as data: its amount, sentence and moments as French text come from lib/presenters/transfers.ts. */
export interface TransferView {
  id: string;
  status: TransferStatus;
  statutLabel: string;
  day: string;
  /** francs */
  montant: number;
  note: string | null;
  from: TransferSide;
  to: TransferSide;
  contest: TransferMoment | null;
  settlement: TransferMoment | null;
  createdAt: string;
  createdBy: string | null;
}

const sender = alias(users, "sender");
const receiver = alias(users, "receiver");
const contester = alias(users, "contester");
const settler = alias(users, "settler");
const author = alias(users, "author");

type Row = { t: Transfer; fromName: string; toName: string; contestedBy: string | null; settledBy: string | null; createdBy: string | null };

async function rows(executor: Executor, where: SQL | undefined, limit = TRANSFER_LIST_LIMIT): Promise<Row[]> {
  return executor
    .select({ t: transfers, fromName: sender.nomComplet, toName: receiver.nomComplet, contestedBy: contester.nomComplet, settledBy: settler.nomComplet, createdBy: author.nomComplet })
    .from(transfers)
    .innerJoin(sender, eq(sender.id, transfers.fromSupervisorId))
    .innerJoin(receiver, eq(receiver.id, transfers.toSupervisorId))
    .leftJoin(contester, eq(contester.id, transfers.contestedBy))
    .leftJoin(settler, eq(settler.id, transfers.settledBy))
    .leftJoin(author, eq(author.id, transfers.createdBy))
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit);
}

/** Each transfer's two transactions, by transfer. */
async function sidesOf(executor: Executor, ids: string[]): Promise<Map<string, { sent: string | null; received: string | null }>> {
  const sides = new Map<string, { sent: string | null; received: string | null }>();
  if (ids.length === 0) return sides;
  const found = await executor
    .select({ id: transactions.id, transferId: transactions.transferId, type: transactions.type })
    .from(transactions)
    .where(inArray(transactions.transferId, ids));
  for (const f of found) {
    const side = sides.get(f.transferId!) ?? { sent: null, received: null };
    if (f.type === "TRANSFERT_ENVOYE") side.sent = f.id;
    else side.received = f.id;
    sides.set(f.transferId!, side);
  }
  return sides;
}

function toView(r: Row, sides: { sent: string | null; received: string | null } | undefined, autresLabel: string): TransferView {
  const { t } = r;
  const names = autresLabel ? { AUTRES: autresLabel } : null;
  const montant = centsToFrancs(t.amount);
  const at = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: t.id,
    status: t.status,
    statutLabel: TRANSFER_STATUS_LABELS[t.status],
    day: t.day,
    montant,
    note: t.note,
    from: { id: t.fromSupervisorId, nom: r.fromName, compte: t.fromAccount, compteLabel: accountKeyInfo(t.fromAccount, names).label, transactionId: sides?.sent ?? null },
    to: { id: t.toSupervisorId, nom: r.toName, compte: t.toAccount, compteLabel: accountKeyInfo(t.toAccount, names).label, transactionId: sides?.received ?? null },
    contest: t.contestedAt || t.contestReason ? { reason: t.contestReason, at: at(t.contestedAt), by: r.contestedBy } : null,
    settlement: t.settledAt ? { reason: t.settleReason, at: at(t.settledAt), by: r.settledBy } : null,
    createdAt: t.createdAt.toISOString(),
    createdBy: r.createdBy,
  };
}

/** `types`: the account types' kept copy, or, inside a transaction under way, the setting as it sees it. */
async function views(executor: Executor, found: Row[], types: () => Promise<AccountTypesSetting>): Promise<TransferView[]> {
  const sides = await sidesOf(executor, found.map((r) => r.t.id));
  const { autresLabel } = await types();
  return found.map((r) => toView(r, sides.get(r.t.id), autresLabel));
}

/** A supervisor sees a transfer his kiosk sent or received; the admin any. */
const visibleTo = (viewer: SessionUser): SQL | undefined =>
  viewer.role === "SUPERVISEUR" ? or(eq(transfers.fromSupervisorId, viewer.id), eq(transfers.toSupervisorId, viewer.id)) : undefined;

/** Received by the viewer and waiting for his answer (lib/domain/transfers.ts awaitsReceiver). */
const waitingFor = (viewer: SessionUser): SQL | undefined =>
  and(eq(transfers.toSupervisorId, viewer.id), inArray(transfers.status, TRANSFER_STATUSES.filter(awaitsReceiver)));

export type TransferWithRights = TransferView & { rights: TransferRights };

async function oneTransfer(executor: Executor, viewer: SessionUser, id: string, types: () => Promise<AccountTypesSetting>): Promise<TransferWithRights> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", TRANSFER_MESSAGES_NOT_FOUND);
  const [row] = await rows(executor, and(eq(transfers.id, id), visibleTo(viewer)), 1);
  if (!row) throw new AppError("NOT_FOUND", TRANSFER_MESSAGES_NOT_FOUND);
  const [view] = await views(executor, [row], types);
  return { ...view!, rights: transferRights(viewer, row.t) };
}

/** One transfer as the screens show it, with the viewer's rights on it; 404 when unknown or not his. */
export function getTransfer(db: Db, viewer: SessionUser, id: string): Promise<TransferWithRights> {
  return oneTransfer(db, viewer, id, () => getAccountTypes(db));
}

/** The same, inside a transaction under way: read through it, the account types as it sees them. */
export function getTransferIn(tx: Tx, viewer: SessionUser, id: string): Promise<TransferWithRights> {
  return oneTransfer(tx, viewer, id, () => readAccountTypes(tx));
}

/** GET /api/transactions/transfers: newest first, bounded; by period, kiosk (sent or received) and status. */
export async function listTransfers(db: Db, viewer: SessionUser, query: TransferListQuery) {
  if (viewer.role !== "ADMIN" && viewer.role !== "SUPERVISEUR") throw new AppError("FORBIDDEN");
  const range = periodRange(query.period, businessToday());
  const kiosk = query.supervisorId ? or(eq(transfers.fromSupervisorId, query.supervisorId), eq(transfers.toSupervisorId, query.supervisorId)) : undefined;
  const found = await rows(
    db,
    and(
      range.from ? gte(transfers.day, range.from) : undefined,
      lte(transfers.day, range.to),
      visibleTo(viewer),
      kiosk,
      query.status ? eq(transfers.status, query.status) : undefined,
      query.waiting ? waitingFor(viewer) : undefined,
    ),
  );
  const list = await views(db, found, () => getAccountTypes(db));
  const montant = list.reduce((s, t) => s + t.montant, 0);
  return {
    transfers: list,
    stats: { total: list.length, contested: list.filter((t) => t.status === "CONTESTE").length, montant },
    limited: list.length === TRANSFER_LIST_LIMIT,
  };
}
