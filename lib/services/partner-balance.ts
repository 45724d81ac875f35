// Partners' running balances with the shop across days (shapes of ORIGINAL-CLIENT.md's
// /partner-balance calls). Read from partner_balances, which triggers keep in step with every transaction
// (drizzle/0008): a partner's balance is a few rows, the list of every partner's one grouped scan.
// Who sees what: the admin every partner; a supervisor the partners he has dealt with (their whole balance
// with the shop, every supervisor's movements); a partner his own.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Executor } from "@/lib/db/client";
import { partnerBalances, transactions, users } from "@/lib/db/schema";
import { PARTNER_KEY_PREFIX } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { centsToFrancs } from "@/lib/domain/money";
import {
  combineBalanceRows,
  partnerIdOfLineKey,
  partnerRefOf,
  type Balance,
  type BalanceRow,
  type BalanceStats,
  type PartnerRef,
} from "@/lib/domain/partner-balance";
import { DEFAULT_DENIAL } from "@/lib/domain/permissions";
import { phoneMatches } from "@/lib/domain/phone";

export const BALANCE_MESSAGES = {
  notFound: "Partenaire non trouvé",
  neverDealt: "Accès interdit : vous n'avez aucune opération avec ce partenaire.",
} as const;

/** How many movements GET /partner-balance/:id answers (newest first); the history pages over all of them. */
export const RECENT_MOVEMENTS = 20;

export interface PartnerIdentity {
  id: string;
  nomComplet: string;
  telephone: string | null;
  status: string | null;
  /** a free partner (known by his name only) */
  libre: boolean;
}

export interface PartnerBalanceSummary extends PartnerIdentity {
  solde: Balance;
  statistiques: BalanceStats;
}

const movementTypes = inArray(transactions.type, ["DEPOT", "RETRAIT"]);
// the partial index transactions_partner_key_idx holds exactly these rows
export const partnerMovement = (accountKey: string): SQL =>
  and(eq(transactions.accountKey, accountKey), sql`${transactions.accountKey} LIKE 'part-%'`, movementTypes)!;

/** The grouped figures of partner_balances rows (one per partner when grouped by key). */
const groupedFigures = {
  depositsCount: sql<number>`sum(${partnerBalances.depositsCount})`.mapWith(Number),
  depositsTotal: sql<number>`sum(${partnerBalances.depositsTotal})`.mapWith(Number),
  withdrawalsCount: sql<number>`sum(${partnerBalances.withdrawalsCount})`.mapWith(Number),
  withdrawalsTotal: sql<number>`sum(${partnerBalances.withdrawalsTotal})`.mapWith(Number),
  maxDeposit: sql<number | null>`max(${partnerBalances.maxDeposit})`.mapWith(Number),
  maxWithdrawal: sql<number | null>`max(${partnerBalances.maxWithdrawal})`.mapWith(Number),
  firstAt: sql<Date>`min(${partnerBalances.firstAt})`.mapWith(partnerBalances.firstAt),
  lastAt: sql<Date>`max(${partnerBalances.lastAt})`.mapWith(partnerBalances.lastAt),
  supervisorCount: sql<number>`count(*)`.mapWith(Number),
  // the name last recorded for a free partner
  partnerName: sql<string | null>`(array_agg(${partnerBalances.partnerName} ORDER BY ${partnerBalances.lastAt} DESC)
    FILTER (WHERE ${partnerBalances.partnerName} IS NOT NULL))[1]`,
};

/** The keys of the partners a supervisor has dealt with, as a subquery. */
const dealtWith = (supervisorId: string) => sql`SELECT ${partnerBalances.accountKey} FROM ${partnerBalances} WHERE ${partnerBalances.supervisorId} = ${supervisorId}::uuid`;

type UserInfo = { id: string; nomComplet: string; telephone: string; status: string; role: string };

function identityOf(accountKey: string, user: UserInfo | undefined, recordedName: string | null): PartnerIdentity {
  const id = partnerIdOfLineKey(accountKey);
  if (user) return { id: user.id, nomComplet: user.nomComplet, telephone: user.telephone, status: user.status, libre: false };
  // a free partner, or a registered one whose account was deleted since (his line keeps his id)
  return { id, nomComplet: recordedName ?? id, telephone: null, status: null, libre: !isUuid(id) };
}

const NONE: BalanceRow[] = [];

export interface BalanceListOptions {
  search?: string;
}

/** GET /api/partner-balance: every partner the viewer may see, with his balance, largest balances first. */
export async function listPartnerBalances(db: Executor, viewer: SessionUser, options: BalanceListOptions = {}): Promise<PartnerBalanceSummary[]> {
  const scope =
    viewer.role === "ADMIN"
      ? undefined
      : viewer.role === "SUPERVISEUR"
        ? sql`${partnerBalances.accountKey} IN (${dealtWith(viewer.id)})`
        : eq(partnerBalances.accountKey, `${PARTNER_KEY_PREFIX}${viewer.id}`);
  const grouped = await db
    .select({ accountKey: partnerBalances.accountKey, ...groupedFigures })
    .from(partnerBalances)
    .where(scope)
    .groupBy(partnerBalances.accountKey);
  const registeredIds = grouped.map((g) => partnerIdOfLineKey(g.accountKey)).filter(isUuid);
  // the admin also sees registered partners with no movement yet (balance "Compte soldé")
  const people = await db
    .select({ id: users.id, nomComplet: users.nomComplet, telephone: users.telephone, status: users.status, role: users.role })
    .from(users)
    .where(
      viewer.role === "ADMIN"
        ? eq(users.role, "PARTENAIRE")
        : registeredIds.length
          ? inArray(users.id, registeredIds)
          : sql`false`,
    );
  const byId = new Map<string, UserInfo>(people.map((u) => [u.id, u]));
  const seen = new Set<string>();
  const list: PartnerBalanceSummary[] = grouped.map((g) => {
    const id = partnerIdOfLineKey(g.accountKey);
    seen.add(id);
    return { ...identityOf(g.accountKey, byId.get(id), g.partnerName), ...combineBalanceRows([g]) };
  });
  if (viewer.role === "ADMIN") {
    for (const u of people) if (!seen.has(u.id)) list.push({ ...identityOf(`${PARTNER_KEY_PREFIX}${u.id}`, u, null), ...combineBalanceRows(NONE) });
  }
  const search = options.search?.trim().toLocaleLowerCase("fr");
  const shown = search
    ? list.filter((p) => p.nomComplet.toLocaleLowerCase("fr").includes(search) || phoneMatches(p.telephone, search))
    : list;
  return shown.sort((a, b) => b.solde.montantAbsolu - a.solde.montantAbsolu || a.nomComplet.localeCompare(b.nomComplet, "fr"));
}

/**
 * The partner `param` names, if the viewer may see him: his identity and his per-supervisor rows.
 * 404 when nobody by that id or name ever dealt with the shop; 403 for another partner or a supervisor
 * who never dealt with him.
 */
export async function visiblePartner(db: Executor, viewer: SessionUser, param: string): Promise<{ ref: PartnerRef; identity: PartnerIdentity; rows: BalanceRow[] }> {
  const ref = partnerRefOf(param);
  if (!ref) throw new AppError("NOT_FOUND", BALANCE_MESSAGES.notFound);
  if (viewer.role === "PARTENAIRE" && !(ref.kind === "registered" && ref.id === viewer.id)) throw new AppError("FORBIDDEN", DEFAULT_DENIAL);
  const [rows, people] = await Promise.all([
    db
      .select({
        supervisorId: partnerBalances.supervisorId,
        partnerName: partnerBalances.partnerName,
        depositsCount: partnerBalances.depositsCount,
        depositsTotal: partnerBalances.depositsTotal,
        withdrawalsCount: partnerBalances.withdrawalsCount,
        withdrawalsTotal: partnerBalances.withdrawalsTotal,
        maxDeposit: partnerBalances.maxDeposit,
        maxWithdrawal: partnerBalances.maxWithdrawal,
        firstAt: partnerBalances.firstAt,
        lastAt: partnerBalances.lastAt,
        supervisorCount: sql<number>`1`.mapWith(Number),
      })
      .from(partnerBalances)
      .where(eq(partnerBalances.accountKey, ref.accountKey))
      .orderBy(desc(partnerBalances.lastAt)),
    ref.kind === "registered"
      ? db
          .select({ id: users.id, nomComplet: users.nomComplet, telephone: users.telephone, status: users.status, role: users.role })
          .from(users)
          .where(and(eq(users.id, ref.id), eq(users.role, "PARTENAIRE")))
      : Promise.resolve([] as UserInfo[]),
  ]);
  const user = people[0];
  if (!rows.length && !user) throw new AppError("NOT_FOUND", BALANCE_MESSAGES.notFound);
  if (viewer.role === "SUPERVISEUR" && !rows.some((r) => r.supervisorId === viewer.id)) throw new AppError("FORBIDDEN", BALANCE_MESSAGES.neverDealt);
  const recordedName = rows.find((r) => r.partnerName)?.partnerName ?? null;
  return { ref, identity: identityOf(ref.accountKey, user, recordedName), rows };
}

/** A deposit or a withdrawal, in francs: its amount as text comes from lib/presenters/partner-balance.ts. */
export interface Movement {
  id: string;
  type: "DEPOT" | "RETRAIT";
  montant: number;
  createdAt: string;
  day: string;
  archived: false;
  note: string | null;
  reference: string;
  superviseur: { id: string; nomComplet: string; role: string; status: string };
}

export async function movements(db: Executor, accountKey: string, filter: SQL | undefined, limit: number, offset: number): Promise<Movement[]> {
  const rows = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      amount: transactions.amount,
      createdAt: transactions.createdAt,
      day: transactions.day,
      description: transactions.description,
      supervisorId: users.id,
      supervisorName: users.nomComplet,
      supervisorRole: users.role,
      supervisorStatus: users.status,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.supervisorId))
    .where(and(partnerMovement(accountKey), filter))
    .orderBy(desc(transactions.createdAt), desc(transactions.seq))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    type: r.type as "DEPOT" | "RETRAIT",
    montant: centsToFrancs(r.amount),
    createdAt: r.createdAt.toISOString(),
    day: r.day,
    archived: false,
    note: r.description,
    reference: r.id.slice(0, 8).toUpperCase(),
    superviseur: { id: r.supervisorId, nomComplet: r.supervisorName, role: r.supervisorRole, status: r.supervisorStatus },
  }));
}

/** GET /api/partner-balance/:partnerId: his balance, his figures and his latest movements. */
export async function getPartnerBalance(db: Executor, viewer: SessionUser, param: string) {
  const { ref, identity, rows } = await visiblePartner(db, viewer, param);
  const { solde, statistiques } = combineBalanceRows(rows);
  return {
    partenaire: identity,
    solde,
    statistiques,
    transactions: await movements(db, ref.accountKey, undefined, RECENT_MOVEMENTS, 0),
  };
}
