// Reading transactions (SPEC §3 list item, stats, filter): bounded, newest first by default, and a
// supervisor only ever sees his own, whatever supervisorId he sends.
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Executor } from "@/lib/db/client";
import { containing } from "@/lib/db/like";
import { transactions, users, type Transaction } from "@/lib/db/schema";
import { TRANSACTION_TYPES, type AccountType, type TransactionType } from "@/lib/domain/constants";
import { TRANSFER_STATUS_LABELS, type TransferStatus } from "@/lib/domain/transfers";
import { accountKeyInfo, displayKey, isPartnerKey, isTransferKey, POSITIVE_TYPES, TRANSACTION_TYPE_INFO, transactionSign, typesOfCategory } from "@/lib/domain/ledger";
import { periodRange, type ListPeriod } from "@/lib/domain/periods";
import type { TransactionFilter } from "@/lib/validation/transaction-filters";
import { getAccountTypes } from "../account-types";
import { businessToday } from "./days";

export const STATUS_LABELS = { VALIDEE: "Validée", MODIFIEE: "Modifiée" } as const;

/** A transaction of the lists, as data: its amount and moment as French text come from lib/presenters/transactions.ts. */
export interface TransactionListItem {
  id: string;
  type: { code: TransactionType; label: string; category: string };
  /** hundredths of a franc */
  montant: { valeur: number; signe: "+" | "-" };
  compte: string;
  accountKey: string;
  accountType: string | null;
  description: string | null;
  createdAt: string;
  day: string;
  intervenant: { nom: string; role: "partenaire" | "superviseur" };
  superviseur: { id: string; nom: string };
  statut: keyof typeof STATUS_LABELS;
  statutLabel: string;
  /** a side of a transfer between kiosks: the other kiosk, and the transfer with its status */
  contrepartie?: { id: string | null; nom: string };
  /**
   * `reseau`: the network-wide lists show a transfer once, as its sender's row read "A → B" (`superviseur` sends,
   * `contrepartie` receives, `compteArrivee` the account reached when it is another one); a kiosk's own view
   * shows its side.
   */
  transfert?: { id: string; statut: TransferStatus; statutLabel: string; reseau?: true; compteArrivee?: string };
}

type Row = Pick<Transaction, "id" | "type" | "amount" | "accountKey" | "accountType" | "description" | "createdAt" | "day" | "partnerName" | "supervisorId" | "status"> & {
  supervisorName: string;
  /** a registered partner's name today (his line is keyed by his id: a rename shows at once) */
  partnerCurrentName?: string | null;
  /** a transfer's side: the other kiosk (his name today), the transfer and its status */
  counterpartId?: string | null;
  counterpartName?: string | null;
  transferId?: string | null;
  transferStatus?: TransferStatus | null;
  /** the account a transfer reached (its receiving side's), read for the network-wide row */
  transferToAccount?: AccountType | null;
};

/**
 * `autresLabel`: the admin's name for AUTRES, shown as the account of its transactions. `network`: the row is read
 * network-wide, where a transfer is one row (its sender's side, see `networkWide`).
 */
export function toListItem(row: Row, autresLabel?: string, network = false): TransactionListItem {
  const info = TRANSACTION_TYPE_INFO[row.type];
  const signe = transactionSign(row.type);
  const partner = isPartnerKey(row.accountKey);
  const counterpart = isTransferKey(row.accountKey) ? { id: row.counterpartId ?? null, nom: row.counterpartName ?? row.partnerName ?? displayKey(row.accountKey) } : null;
  const names = autresLabel ? { AUTRES: autresLabel } : null;
  return {
    id: row.id,
    type: { code: row.type, label: info.label, category: info.category },
    montant: { valeur: row.amount, signe },
    // a transfer's side: the account the money left or arrived on
    compte: partner ? "Partenaire" : accountKeyInfo(counterpart && row.accountType ? row.accountType : row.accountKey, names).label,
    accountKey: row.accountKey,
    accountType: row.accountType,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    day: row.day,
    intervenant: partner
      ? { nom: row.partnerCurrentName ?? row.partnerName ?? displayKey(row.accountKey), role: "partenaire" }
      : { nom: counterpart?.nom ?? row.supervisorName, role: "superviseur" },
    superviseur: { id: row.supervisorId, nom: row.supervisorName },
    statut: row.status,
    statutLabel: STATUS_LABELS[row.status],
    ...(counterpart ? { contrepartie: counterpart } : {}),
    ...(row.transferId && row.transferStatus ? { transfert: transferOfRow(row, row.transferId, row.transferStatus, network ? names : undefined) } : {}),
  };
}

/** A row's transfer; read network-wide (`names` given), the sender's row stands for the whole transfer. */
function transferOfRow(row: Row, id: string, statut: TransferStatus, names: Parameters<typeof accountKeyInfo>[1] | undefined): NonNullable<TransactionListItem["transfert"]> {
  const base = { id, statut, statutLabel: TRANSFER_STATUS_LABELS[statut] };
  if (names === undefined || row.type !== "TRANSFERT_ENVOYE") return base;
  const arrival = row.transferToAccount && row.transferToAccount !== row.accountType ? { compteArrivee: accountKeyInfo(row.transferToAccount, names).label } : {};
  return { ...base, reseau: true, ...arrival };
}

const listColumns = {
  id: transactions.id,
  type: transactions.type,
  amount: transactions.amount,
  accountKey: transactions.accountKey,
  accountType: transactions.accountType,
  description: transactions.description,
  createdAt: transactions.createdAt,
  day: transactions.day,
  partnerName: transactions.partnerName,
  supervisorId: transactions.supervisorId,
  status: transactions.status,
  supervisorName: users.nomComplet,
  partnerCurrentName: sql<string | null>`(SELECT p.nom_complet FROM users p WHERE p.id = ${transactions.partnerId})`,
  counterpartId: transactions.counterpartId,
  counterpartName: sql<string | null>`(SELECT c.nom_complet FROM users c WHERE c.id = ${transactions.counterpartId})`,
  transferId: transactions.transferId,
  transferStatus: sql<TransferStatus | null>`(SELECT tr.status FROM transfers tr WHERE tr.id = ${transactions.transferId})`,
  transferToAccount: sql<AccountType | null>`(SELECT tr.to_account FROM transfers tr WHERE tr.id = ${transactions.transferId})`,
};

/**
 * Read network-wide (the admin, no kiosk chosen, no side asked for by its type), a transfer is one row: its
 * sender's. Its receiving side is the same money inside the network; counted too, one 50 000 F transfer would read
 * « Transferts 100 K F · 2 transactions ». A kiosk's own view (a supervisor, or a kiosk chosen) counts its side.
 */
function networkWide(viewer: SessionUser, filter: Partial<TransactionFilter>): boolean {
  return viewer.role !== "SUPERVISEUR" && !filter.supervisorId && !filter.transactionType;
}

/** The receiving side of a transfer still whole (its sending side is there: both go together): left out of what
 * the network counts, the lists here and the complete export's counts alike. */
export const receivedSideOfTransfer = sql`(${transactions.type} = 'TRANSFERT_RECU' AND ${transactions.transferId} IS NOT NULL)`;

/** The WHERE of a filter for a viewer. Searching needs the supervisor's name, hence `needsJoin`. */
function filterWhere(viewer: SessionUser, filter: Partial<TransactionFilter> & { period: ListPeriod }): { where: SQL | undefined; needsJoin: boolean } {
  const range = periodRange(filter.period, businessToday());
  const supervisorId = viewer.role === "SUPERVISEUR" ? viewer.id : filter.supervisorId;
  const account = filter.operatorId ?? filter.accountType;
  const network = networkWide(viewer, filter);
  // network-wide, a transfer's row is found by either of its accounts
  const accountCondition = account
    ? network
      ? or(eq(transactions.accountType, account), and(eq(transactions.type, "TRANSFERT_ENVOYE"), sql`${transactions.transferId} IN (SELECT tr.id FROM transfers tr WHERE tr.to_account = ${account})`))
      : eq(transactions.accountType, account)
    : undefined;
  const conditions: (SQL | undefined)[] = [
    network ? sql`NOT ${receivedSideOfTransfer}` : undefined,
    range.from ? gte(transactions.day, range.from) : undefined,
    lte(transactions.day, range.to),
    supervisorId ? eq(transactions.supervisorId, supervisorId) : undefined,
    filter.partnerId ? eq(transactions.partnerId, filter.partnerId) : undefined,
    filter.transactionType ? eq(transactions.type, filter.transactionType) : undefined,
    filter.type ? inArray(transactions.type, typesOfCategory(filter.type)) : undefined,
    accountCondition,
  ];
  if (filter.search) {
    const p = containing(filter.search);
    conditions.push(
      or(
        ilike(transactions.partnerName, p),
        sql`${transactions.partnerId} IN (SELECT p.id FROM users p WHERE p.role = 'PARTENAIRE' AND p.nom_complet ILIKE ${p})`,
        ilike(users.nomComplet, p),
        ilike(transactions.description, p),
        ilike(transactions.accountKey, p),
        sql`${transactions.counterpartId} IN (SELECT c.id FROM users c WHERE c.role = 'SUPERVISEUR' AND c.nom_complet ILIKE ${p})`,
      ),
    );
  }
  return { where: and(...conditions), needsJoin: !!filter.search };
}

export interface TransactionStats {
  total: number;
  byType: Record<TransactionType, number>;
  /** `montant`: hundredths of a franc */
  byCategory: Record<"depot" | "retrait" | "transfert" | "allocation", { count: number; montant: number }>;
  /** hundredths of a franc */
  amounts: { entrees: number; sorties: number };
}

async function statsFor(db: Executor, where: SQL | undefined, needsJoin: boolean): Promise<TransactionStats> {
  const base = db
    .select({ type: transactions.type, count: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number) })
    .from(transactions);
  const rows = await (needsJoin ? base.innerJoin(users, eq(users.id, transactions.supervisorId)) : base).where(where).groupBy(transactions.type);
  const byType = Object.fromEntries(TRANSACTION_TYPES.map((t) => [t, 0])) as Record<TransactionType, number>;
  const byCategory = {
    depot: { count: 0, montant: 0 },
    retrait: { count: 0, montant: 0 },
    transfert: { count: 0, montant: 0 },
    allocation: { count: 0, montant: 0 },
  };
  let entrees = 0;
  let sorties = 0;
  for (const row of rows) {
    byType[row.type] = row.count;
    const category = byCategory[TRANSACTION_TYPE_INFO[row.type].category];
    category.count += row.count;
    category.montant += row.sum;
    if (POSITIVE_TYPES.includes(row.type)) entrees += row.sum;
    else sorties += row.sum;
  }
  return {
    total: rows.reduce((s, r) => s + r.count, 0),
    byType,
    byCategory,
    amounts: { entrees, sorties },
  };
}

const ORDER = { createdAt: transactions.createdAt, montant: transactions.amount, type: transactions.type } as const;

/** The list and its stats. `paginate` answers page `page` of `limit`; otherwise the first `limit`. */
export async function listTransactions(db: Db, viewer: SessionUser, filter: TransactionFilter, options: { paginate: boolean }) {
  const { where, needsJoin } = filterWhere(viewer, filter);
  const direction = filter.sortOrder === "asc" ? asc : desc;
  const offset = options.paginate ? (filter.page - 1) * filter.limit : 0;
  const [rows, stats] = await Promise.all([
    db
      .select(listColumns)
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.supervisorId))
      .where(where)
      .orderBy(direction(ORDER[filter.sortBy]), direction(transactions.seq))
      .limit(filter.limit)
      .offset(offset),
    statsFor(db, where, needsJoin),
  ]);
  const { autresLabel } = await getAccountTypes(db);
  const network = networkWide(viewer, filter);
  return {
    transactions: rows.map((r) => toListItem(r, autresLabel, network)),
    stats,
    pagination: { page: options.paginate ? filter.page : 1, limit: filter.limit, total: stats.total, pages: Math.max(1, Math.ceil(stats.total / filter.limit)) },
  };
}

export async function transactionStats(db: Executor, viewer: SessionUser, period: ListPeriod): Promise<TransactionStats> {
  const { where } = filterWhere(viewer, { period });
  return statsFor(db, where, false);
}

/**
 * A supervisor's transactions of one day, newest first, in the list's shape with the registered partner's id,
 * and how many there are that day: the earlier app's `recentTransactions` and count on the supervisor dashboard
 * (../shared/ORIGINAL-CLIENT.md). Both read the (supervisor, day) index.
 */
export async function dayTransactions(
  db: Db,
  supervisorId: string,
  day: string,
  limit: number,
): Promise<{ transactions: (TransactionListItem & { partnerId: string | null })[]; count: number }> {
  // the day's count beside the rows, in the same statement: a window is counted before the LIMIT
  const rows = await db
    .select({ ...listColumns, partnerId: transactions.partnerId, dayCount: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.supervisorId))
    .where(and(eq(transactions.supervisorId, supervisorId), eq(transactions.day, day)))
    .orderBy(desc(transactions.createdAt), desc(transactions.seq))
    .limit(limit);
  const { autresLabel } = await getAccountTypes(db);
  return { transactions: rows.map((r) => ({ ...toListItem(r, autresLabel), partnerId: r.partnerId })), count: rows[0]?.dayCount ?? 0 };
}
