// Day dashboards (SPEC §3): the admin's global summary with one card per supervisor, a supervisor's
// own day, a partner's movements. One query per dashboard; today's days are opened first. Amounts are numbers:
// their French texts are added by lib/presenters/dashboards.ts.
import { and, asc, eq } from "drizzle-orm";
import type { Db, Executor } from "@/lib/db/client";
import { transactions, users } from "@/lib/db/schema";
import { ACCOUNT_TYPES } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { ACCOUNT_INFO, displayKey, grLabel, isPartnerKey, isTransferKey, lineTotals, type LineValue } from "@/lib/domain/ledger";
import type { PartnerNames } from "@/lib/domain/partners";
import { centsToFrancs } from "@/lib/domain/money";
import { normalizeStatus } from "@/lib/domain/users";
import { grSplit, type DayStatus } from "@/lib/domain/day-close";
import { getAccountTypes } from "../account-types";
import { shownNetworkSettings } from "../settings";
import { dayInfoOf, type DayInfo } from "./closing";
import { linesOfDay, supervisorsOfDay, type NamedLine, type SupervisorDay } from "./day-reads";
import type { ResolvedDay } from "./days";
import { carryOver, openSupervisorDay } from "./lines";

export type { NamedLine } from "./day-reads";

export type AccountMap = Record<string, number>;

// One collator for every comparison: localeCompare(b, "fr") builds one per call, which made sorting
// the admin's 2,000 lines the dashboard's largest cost.
const byFrenchName = new Intl.Collator("fr").compare;
const ACCOUNT_RANK = new Map<string, number>(ACCOUNT_TYPES.map((type, i) => [type, i]));

/** The Début lines carried over from an earlier day, by account key: that day (the form says "reporté du"). */
function carriedOver(lines: NamedLine[]): Record<string, string> {
  return Object.fromEntries(lines.filter((l) => l.lineType === "debut" && l.carriedFrom).map((l) => [l.accountKey, l.carriedFrom!]));
}

/**
 * The order of the lines on a card: account types in their usual order, then movement lines (partners', other
 * kiosks') by their shown name in French. Names are sorted once for the whole dashboard, each key given its rank:
 * the collator runs over the day's few hundred names, not within every card's sort.
 */
function lineOrder(lines: Iterable<NamedLine>): { rank: (accountKey: string) => number; names: Map<string, string>; hasAutres: boolean } {
  const names = new Map<string, string>();
  let hasAutres = false;
  for (const line of lines) {
    if (!ACCOUNT_RANK.has(line.accountKey)) {
      if (!names.has(line.accountKey)) names.set(line.accountKey, line.name ?? displayKey(line.accountKey));
    } else if (line.accountKey === "AUTRES") hasAutres = true;
  }
  const movements = [...names.keys()].sort((a, b) => byFrenchName(names.get(a)!, names.get(b)!) || (a < b ? -1 : 1));
  const ranks = new Map(movements.map((key, i) => [key, ACCOUNT_TYPES.length + i]));
  return { rank: (accountKey) => ACCOUNT_RANK.get(accountKey) ?? ranks.get(accountKey) ?? ACCOUNT_TYPES.length, names, hasAutres };
}

/** SPEC §3's maps of account key to amount (`comptes`), in the lines' order. */
function accountMaps(lines: NamedLine[], rank: (accountKey: string) => number): { debut: AccountMap; sortie: AccountMap } {
  const sorted = lines.map((line) => ({ line, at: rank(line.accountKey) })).sort((a, b) => a.at - b.at);
  const comptes = { debut: {} as AccountMap, sortie: {} as AccountMap };
  for (const { line } of sorted) comptes[line.lineType][line.accountKey] = line.value;
  return comptes;
}

/**
 * The names of the movement lines by key (`partenaires`: the partner's, or the other kiosk's of a transfer line),
 * with AUTRES's line under the admin's label when he gave it one.
 */
function lineNames(order: ReturnType<typeof lineOrder>, autresLabel: string): PartnerNames {
  const partenaires: PartnerNames = {};
  for (const [key, name] of order.names) if (isPartnerKey(key) || isTransferKey(key)) partenaires[key] = name;
  if (order.hasAutres && autresLabel !== ACCOUNT_INFO.AUTRES.label) partenaires.AUTRES = autresLabel;
  return partenaires;
}

function totaux(lines: LineValue[]) {
  const t = lineTotals(lines);
  return { debutTotal: t.debutTotal, sortieTotal: t.sortieTotal, grTotal: t.grTotal };
}

/** A supervisor's own `comptes` and the names of his movement lines. */
function ownMaps(lines: NamedLine[], autresLabel: string) {
  const order = lineOrder(lines);
  return { comptes: accountMaps(lines, order.rank), partenaires: lineNames(order, autresLabel) };
}

const dayInfo = (resolved: ResolvedDay) => ({ period: resolved.period, date: resolved.day, today: resolved.today, isToday: resolved.isToday });

/**
 * The supervisors' cards, and the names of their partner lines once for the whole dashboard (`partenaires`):
 * a partner dealing with several supervisors is named once, not on every card (the answer is a third lighter).
 */
function cardsWithNames(cards: { id: string; nom: string; status: string; lines: NamedLine[]; openAlerts: number }[], days: DayInfo[], autresLabel: string) {
  const order = lineOrder(cards.flatMap((card) => card.lines));
  const supervisorCards = cards.map((card, i) => {
    const reportes = carriedOver(card.lines);
    // the carried Débuts only where there are some (the admin's form names their day); most cards have none
    // his open alerts only when he has some (the card's badge); most cards have none
    return {
      id: card.id,
      nom: card.nom,
      status: card.status,
      totaux: totaux(card.lines),
      comptes: accountMaps(card.lines, order.rank),
      ...(Object.keys(reportes).length ? { reportes } : {}),
      ...(card.openAlerts ? { alertes: card.openAlerts } : {}),
      day: days[i]!,
    };
  });
  return { partenaires: lineNames(order, autresLabel), supervisorCards };
}

/**
 * The day's supervisors and lines (day-reads.ts), side by side; today's days not opened yet are opened first
 * and the lines read again, which happens once a day.
 */
async function readDay(db: Db, resolved: ResolvedDay, supervisorId?: string): Promise<{ supervisors: SupervisorDay[]; lines: Map<string, NamedLine[]> }> {
  const read = () => Promise.all([supervisorsOfDay(db, resolved.day, { isToday: resolved.isToday, supervisorId }), linesOfDay(db, resolved.day, supervisorId)]);
  const [first, lines] = await read();
  if (!first.unopened) return { supervisors: first.supervisors, lines };
  if (supervisorId) await db.transaction((tx) => openSupervisorDay(tx, supervisorId, resolved.day));
  else await carryOver(db, resolved.day, null);
  const [again, linesAgain] = await read();
  return { supervisors: again.supervisors, lines: linesAgain };
}

export async function getAdminDashboard(db: Db, resolved: ResolvedDay) {
  const { supervisors, lines } = await readDay(db, resolved);
  const cards = supervisors.map((s) => ({ id: s.id, nom: s.nom, status: normalizeStatus(s.status), lines: lines.get(s.id) ?? [], closure: s.closure, moved: s.moved, openAlerts: s.openAlerts }));
  const days = cards.map((card) => dayInfoOf(card.lines, card.closure, card.moved));
  const count = (status: DayStatus) => days.filter((d) => d.status === status).length;
  const global = lineTotals(cards.flatMap((c) => c.lines));
  const split = grSplit(days);
  const [settings, types] = await Promise.all([shownNetworkSettings(db), getAccountTypes(db)]);
  return {
    ...dayInfo(resolved),
    globalTotals: {
      grTotalGlobal: global.grTotal,
      debutTotalGlobal: global.debutTotal,
      sortieTotalGlobal: global.sortieTotal,
      uvMaster: { solde: global.uvMasterDebut, sorties: global.uvMasterSortie },
      grLabel: grLabel(global.grTotal).label,
      // beside SPEC's figure: the closed days' GR (final, what the owner reads first) and the open days' (provisional)
      grClosedGlobal: split.closedGr,
      grOpenGlobal: split.openGr,
      days: { open: count("open"), closed: count("closed"), empty: count("empty") },
      /** provisional while a day is open with Fins missing */
      missingFin: days.reduce((n, d) => n + (d.status === "open" ? d.missingFin.length : 0), 0),
    },
    settings,
    ...cardsWithNames(cards, days, types.autresLabel),
  };
}

export async function getSupervisorDashboard(db: Db, supervisorId: string, resolved: ResolvedDay) {
  if (!isUuid(supervisorId)) throw new AppError("NOT_FOUND", "Superviseur non trouvé");
  const { supervisors, lines } = await readDay(db, resolved, supervisorId);
  const [supervisor] = supervisors;
  if (!supervisor || supervisor.role !== "SUPERVISEUR") throw new AppError("NOT_FOUND", "Superviseur non trouvé");
  const own = lines.get(supervisorId) ?? [];
  const everyUv = lineTotals([...lines.values()].flatMap((list) => list.filter((l) => l.accountKey === "UV_MASTER")));
  const mine = lineTotals(own);
  const [settings, types] = await Promise.all([shownNetworkSettings(db), getAccountTypes(db)]);
  return {
    ...dayInfo(resolved),
    superviseur: { id: supervisor.id, nom: supervisor.nom, status: normalizeStatus(supervisor.status) },
    ...ownMaps(own, types.autresLabel),
    totaux: totaux(own),
    grLabel: grLabel(mine.grTotal).label,
    // his own UV Master and the network's: `sortie` and `total` are the current balances
    uvMaster: { personal: { debut: mine.uvMasterDebut, sortie: mine.uvMasterSortie }, total: everyUv.uvMasterSortie, debut: everyUv.uvMasterDebut },
    hasPartnerLines: own.some((l) => isPartnerKey(l.accountKey)),
    reportes: carriedOver(own),
    day: dayInfoOf(own, supervisor.closure, supervisor.moved),
    settings,
  };
}

/** A partner's own deposits and withdrawals of the day. */
export async function getPartnerDashboard(db: Executor, partnerId: string, resolved: ResolvedDay) {
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
    totaux: { depots: sum(depots), retraits: sum(retraits) },
  };
}
