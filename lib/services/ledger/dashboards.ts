// Day dashboards (SPEC §3): the admin's global summary with one card per supervisor, a supervisor's
// own day, a partner's movements. One query per dashboard; today's days are opened first.
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { ledgerDays, transactions, users } from "@/lib/db/schema";
import { ACCOUNT_TYPES, type LineType, type StoredUserStatus } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { ACCOUNT_INFO, displayKey, grLabel, isPartnerKey, isTransferKey, lineTotals, type LineValue } from "@/lib/domain/ledger";
import type { PartnerNames } from "@/lib/domain/partners";
import { centsToFrancs, formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { normalizeStatus } from "@/lib/domain/users";
import type { DayStatus } from "@/lib/domain/day-close";
import { getAccountTypes } from "../account-types";
import { getNetworkSettings } from "../settings";
import { closuresOfDay, dayInfoOf, movedAccountsOfDay, type ClosureSummary, type DayInfo } from "./closing";
import type { ResolvedDay } from "./days";
import { openAllSupervisorDays, openSupervisorDay } from "./lines";

export type AccountMap = Record<string, number>;

// One collator for every comparison: localeCompare(b, "fr") builds one per call, which made sorting
// the admin's 2,000 lines the dashboard's largest cost.
const byFrenchName = new Intl.Collator("fr").compare;

/** A day's line with the name to show for it (partner lines: his current name, else the name recorded on the line). */
export interface NamedLine extends LineValue {
  name: string | null;
  /** a Début carried over from an earlier day: that day */
  carriedFrom?: string | null;
}

/** The Début lines carried over from an earlier day, by account key: that day (the form says "reporté du"). */
function carriedOver(lines: NamedLine[]): Record<string, string> {
  return Object.fromEntries(lines.filter((l) => l.lineType === "debut" && l.carriedFrom).map((l) => [l.accountKey, l.carriedFrom!]));
}

/** Account types in their usual order, then partner lines by name. */
function keyOrder(a: NamedLine, b: NamedLine): number {
  const ia = ACCOUNT_TYPES.indexOf(a.accountKey as never);
  const ib = ACCOUNT_TYPES.indexOf(b.accountKey as never);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return byFrenchName(a.name ?? displayKey(a.accountKey), b.name ?? displayKey(b.accountKey)) || (a.accountKey < b.accountKey ? -1 : 1);
}

/**
 * SPEC §3's maps of account key to amount (`comptes`), and the names of their partner lines by key (`partenaires`),
 * with AUTRES's line under the admin's label when he gave it one (issue 16).
 */
function accountMaps(lines: NamedLine[], autresLabel: string): { comptes: { debut: AccountMap; sortie: AccountMap }; partenaires: PartnerNames } {
  const sorted = [...lines].sort(keyOrder);
  const comptes = { debut: {} as AccountMap, sortie: {} as AccountMap };
  const partenaires: PartnerNames = {};
  for (const line of sorted) {
    comptes[line.lineType][line.accountKey] = line.value;
    // the name shown for a movement line: the partner's, or the other kiosk's of a transfer line
    if (isPartnerKey(line.accountKey) || isTransferKey(line.accountKey)) partenaires[line.accountKey] = line.name ?? displayKey(line.accountKey);
    else if (line.accountKey === "AUTRES" && autresLabel !== ACCOUNT_INFO.AUTRES.label) partenaires.AUTRES = autresLabel;
  }
  return { comptes, partenaires };
}

/** The SQL of a line's shown name: a registered partner's current name (his line carries his id), else the name
 * recorded on the line. `l` is account_lines; joins users as `p`. */
const PARTNER_JOIN = sql.raw(`LEFT JOIN users p ON p.id = l.partner_id`);

function totaux(lines: LineValue[]) {
  const t = lineTotals(lines);
  return {
    debutTotal: t.debutTotal,
    sortieTotal: t.sortieTotal,
    grTotal: t.grTotal,
    formatted: { debutTotal: formatFcfa(t.debutTotal), sortieTotal: formatFcfa(t.sortieTotal), grTotal: formatSignedFcfa(t.grTotal) },
  };
}

const dayInfo = (resolved: ResolvedDay) => ({ period: resolved.period, date: resolved.day, today: resolved.today, isToday: resolved.isToday });

interface CardRow {
  id: string;
  nom: string;
  status: StoredUserStatus;
  /** the day's lines of this supervisor as [line_type, account_key, value, name, carried_from], or null */
  lines: [LineType, string, number, string | null, string | null][] | null;
  /** the day's closure, if closed */
  closure: (Omit<ClosureSummary, "closedAt"> & { closedAt: string }) | null;
}

/**
 * The supervisors' cards, and the names of their partner lines once for the whole dashboard (`partenaires`):
 * a partner dealing with several supervisors is named once, not on every card (the answer is a third lighter).
 */
function cardsWithNames(cards: { id: string; nom: string; status: string; lines: NamedLine[] }[], days: DayInfo[], autresLabel: string) {
  const partenaires: PartnerNames = {};
  const supervisorCards = cards.map((card, i) => {
    const maps = accountMaps(card.lines, autresLabel);
    Object.assign(partenaires, maps.partenaires);
    return { id: card.id, nom: card.nom, status: card.status, totaux: totaux(card.lines), comptes: maps.comptes, reportes: carriedOver(card.lines), day: days[i]! };
  });
  return { partenaires, supervisorCards };
}

export async function getAdminDashboard(resolved: ResolvedDay) {
  const db = await getDb();
  if (resolved.isToday) await openAllSupervisorDays(db, resolved.day);
  // One query, one row per supervisor: the day's ~2,000 lines are grouped in the database, so the
  // driver parses 100 small JSON arrays instead of 2,000 rows and only 100 names are sorted.
  const [rows, moved] = await Promise.all([
    queryRows<CardRow>(
      db,
      sql`WITH l AS (
            SELECT l.supervisor_id,
              json_agg(json_build_array(l.line_type, l.account_key, l.value, coalesce(p.nom_complet, l.label), l.carried_from)) AS lines
            FROM account_lines l ${PARTNER_JOIN} WHERE l.day = ${resolved.day}::date GROUP BY l.supervisor_id)
          SELECT u.id, u.nom_complet AS nom, u.status, l.lines,
            CASE WHEN c.supervisor_id IS NULL THEN NULL ELSE json_build_object(
              'closedAt', c.closed_at, 'closedBy', c.closed_by, 'closedByName', c.closed_by_name, 'gr', c.gr,
              'justification', c.justification, 'missingFin', c.missing_fin) END AS closure
          FROM ${users} u LEFT JOIN l ON l.supervisor_id = u.id
          LEFT JOIN day_closures c ON c.supervisor_id = u.id AND c.day = ${resolved.day}::date
          WHERE u.role = 'SUPERVISEUR' AND ((u.status = 'ACTIVE' AND ${resolved.isToday}) OR l.supervisor_id IS NOT NULL)
          ORDER BY lower(u.nom_complet), u.id`,
    ),
    // the accounts a transfer of the day moved: their Fin is due too
    movedAccountsOfDay(db, resolved.day),
  ]);
  const cards = rows.map((row) => ({
    id: row.id,
    nom: row.nom,
    status: normalizeStatus(row.status),
    lines: (row.lines ?? []).map(
      ([lineType, accountKey, value, name, carriedFrom]): NamedLine => ({ lineType, accountKey, value: Number(value), name, carriedFrom }),
    ),
    closure: row.closure ? { ...row.closure, closedAt: new Date(row.closure.closedAt) } : null,
  }));
  const days = cards.map((card) => dayInfoOf(card.lines, card.closure, moved.get(card.id)));
  const count = (status: DayStatus) => days.filter((d) => d.status === status).length;
  const all = cards.flatMap((c) => c.lines);
  const global = lineTotals(all);
  const [settings, types] = await Promise.all([getNetworkSettings(db), getAccountTypes()]);
  return {
    ...dayInfo(resolved),
    globalTotals: {
      grTotalGlobal: global.grTotal,
      debutTotalGlobal: global.debutTotal,
      sortieTotalGlobal: global.sortieTotal,
      uvMaster: { solde: global.uvMasterDebut, sorties: global.uvMasterSortie },
      grLabel: grLabel(global.grTotal).label,
      days: { open: count("open"), closed: count("closed"), empty: count("empty") },
      /** provisional while a day is open with Fins missing */
      missingFin: days.reduce((n, d) => n + (d.status === "open" ? d.missingFin.length : 0), 0),
      formatted: {
        grTotalGlobal: formatSignedFcfa(global.grTotal),
        debutTotalGlobal: formatFcfa(global.debutTotal),
        sortieTotalGlobal: formatFcfa(global.sortieTotal),
        uvMaster: { solde: formatFcfa(global.uvMasterDebut), sorties: formatFcfa(global.uvMasterSortie) },
      },
    },
    settings,
    ...cardsWithNames(cards, days, types.autresLabel),
  };
}

export async function getSupervisorDashboard(supervisorId: string, resolved: ResolvedDay) {
  const db = await getDb();
  const [supervisor] = isUuid(supervisorId)
    ? await db.select({ id: users.id, nom: users.nomComplet, status: users.status, role: users.role }).from(users).where(eq(users.id, supervisorId))
    : [];
  if (!supervisor || supervisor.role !== "SUPERVISEUR") throw new AppError("NOT_FOUND", "Superviseur non trouvé");
  if (resolved.isToday) {
    const [opened] = await db
      .select({ day: ledgerDays.day })
      .from(ledgerDays)
      .where(and(eq(ledgerDays.supervisorId, supervisorId), eq(ledgerDays.day, resolved.day)));
    if (!opened) await db.transaction((tx) => openSupervisorDay(tx, supervisorId, resolved.day));
  }
  const rows = await queryRows<{ supervisor_id: string; line_type: LineType; account_key: string; value: string | number; name: string | null; carried_from: string | null }>(
    db,
    sql`SELECT l.supervisor_id, l.line_type, l.account_key, l.value, coalesce(p.nom_complet, l.label) AS name, l.carried_from::text AS carried_from
        FROM account_lines l ${PARTNER_JOIN}
        WHERE l.day = ${resolved.day}::date AND (l.supervisor_id = ${supervisorId} OR l.account_key = 'UV_MASTER')`,
  );
  const toLine = (r: (typeof rows)[number]): NamedLine => ({
    lineType: r.line_type,
    accountKey: r.account_key,
    value: Number(r.value),
    name: r.name,
    carriedFrom: r.carried_from,
  });
  const own = rows.filter((r) => r.supervisor_id === supervisorId).map(toLine);
  const everyUv = lineTotals(rows.map(toLine).filter((l) => l.accountKey === "UV_MASTER"));
  const mine = lineTotals(own);
  const [closures, settings, types, moved] = await Promise.all([
    closuresOfDay(db, resolved.day, supervisorId),
    getNetworkSettings(db),
    getAccountTypes(),
    movedAccountsOfDay(db, resolved.day, supervisorId),
  ]);
  return {
    ...dayInfo(resolved),
    superviseur: { id: supervisor.id, nom: supervisor.nom, status: normalizeStatus(supervisor.status) },
    ...accountMaps(own, types.autresLabel),
    totaux: totaux(own),
    grLabel: grLabel(mine.grTotal).label,
    uvMaster: {
      personal: { debut: mine.uvMasterDebut, sortie: mine.uvMasterSortie },
      total: everyUv.uvMasterSortie,
      debut: everyUv.uvMasterDebut,
      formatted: {
        personal: { debut: formatFcfa(mine.uvMasterDebut), sortie: formatFcfa(mine.uvMasterSortie) },
        total: formatFcfa(everyUv.uvMasterSortie),
        debut: formatFcfa(everyUv.uvMasterDebut),
      },
    },
    hasPartnerLines: own.some((l) => isPartnerKey(l.accountKey)),
    reportes: carriedOver(own),
    day: dayInfoOf(own, closures.get(supervisorId) ?? null, moved.get(supervisorId)),
    settings,
  };
}

/** A partner's own deposits and withdrawals of the day. */
export async function getPartnerDashboard(partnerId: string, resolved: ResolvedDay) {
  const db = await getDb();
  const rows = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      amount: transactions.amount,
      createdAt: transactions.createdAt,
      superviseur: users.nomComplet,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.supervisorId))
    .where(and(eq(transactions.partnerId, partnerId), eq(transactions.day, resolved.day)))
    .orderBy(asc(transactions.createdAt))
    .limit(500);
  const movement = (r: (typeof rows)[number]) => ({
    id: r.id,
    montant: centsToFrancs(r.amount),
    formatted: formatFcfa(centsToFrancs(r.amount)),
    superviseur: r.superviseur,
    createdAt: r.createdAt.toISOString(),
  });
  const depots = rows.filter((r) => r.type === "DEPOT").map(movement);
  const retraits = rows.filter((r) => r.type === "RETRAIT").map(movement);
  const sum = (list: { montant: number }[]) => list.reduce((s, m) => s + m.montant, 0);
  return {
    ...dayInfo(resolved),
    depots,
    retraits,
    totaux: {
      depots: sum(depots),
      retraits: sum(retraits),
      formatted: { depots: formatFcfa(sum(depots)), retraits: formatFcfa(sum(retraits)) },
    },
  };
}
