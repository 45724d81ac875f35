// The evening summary's figures for a day: the network's GR (final once every day with lines is closed) split
// into the closed days' and the open days' (provisional), the days closed N/M, who did not close, the écarts
// (closed days beyond the tolerance: an open day's GR is no écart yet) with their justification, the day's
// transfers, the alerts raised that day and the days left open too long (and at how many supervisors). Read with the dashboards' own reads
// (day-reads.ts) and rules (dayInfoOf, lineTotals), in a few statements whatever the number of supervisors.
import { sql } from "drizzle-orm";
import { getEnv, siteUrl } from "@/lib/config/env";
import { queryRows, type Executor } from "@/lib/db/client";
import { summarySmsText, smsSegments, whatsappLink, type AlertKind, type AlertLevel } from "@/lib/domain/alerts";
import { grSplit } from "@/lib/domain/day-close";
import { lineTotals } from "@/lib/domain/ledger";
import { centsToFrancs } from "@/lib/domain/money";
import { addDays, dayStartInstant } from "@/lib/domain/periods";
import { dayInfoOf } from "../ledger/closing";
import { linesOfDay, supervisorsOfDay } from "../ledger/day-reads";
import { unclosedDays, type UnclosedDay } from "../ledger/unclosed";
import type { NetworkSettings } from "../settings";
import { statementEcartCount } from "./statement-ecarts";

export interface SummaryFigures {
  day: string;
  final: boolean;
  /** the whole network's GR, open days included (provisional unless `final`) */
  gr: number;
  /** the GR of the day's closed days: final */
  closedGr: number;
  /** the GR of its open days: provisional */
  openGr: number;
  debutTotal: number;
  sortieTotal: number;
  /** supervisors with something recorded that day: one day each */
  supervisors: number;
  closed: number;
  /** the days still open, each with its provisional GR */
  notClosed: { id: string; nom: string; gr: number }[];
  /** the closed days whose GR is below minus the tolerance */
  ecarts: { id: string; nom: string; gr: number; justification: string | null }[];
  transfers: { count: number; total: number; contested: number };
  alerts: { id: string; kind: AlertKind; level: AlertLevel; supervisorName: string | null; reason: string }[];
  /** days left open at least `unclosedDaysAlert` days before this one */
  lateDays: UnclosedDay[];
  /** how many supervisors `lateDays` are of */
  lateSupervisors: number;
  tolerance: number;
  unclosedDaysAlert: number;
  /** the day's écarts against the operators' statements (./statement-ecarts.ts) */
  statementEcarts: number;
}

export async function summaryFigures(executor: Executor, day: string, today: string, settings: NetworkSettings): Promise<SummaryFigures> {
  const zone = getEnv().APP_TIMEZONE;
  // one after the other: the sending reads them in its transaction, whose one connection takes one query at a time
  const { supervisors } = await supervisorsOfDay(executor, day, { isToday: day === today });
  const lines = await linesOfDay(executor, day);
  const [transfers] = await queryRows<{ count: number; total: string | number; contested: number }>(
    executor,
    sql`SELECT count(*)::int AS count, coalesce(sum(amount), 0) AS total, count(*) FILTER (WHERE status = 'CONTESTE')::int AS contested
        FROM transfers WHERE day = ${day}::date`,
  );
  const alerts = await queryRows<SummaryFigures["alerts"][number]>(
    executor,
    sql`SELECT a.id, a.kind, a.level, s.nom_complet AS "supervisorName", a.reason FROM alerts a LEFT JOIN users s ON s.id = a.supervisor_id
        WHERE a.day = ${day}::date OR (a.created_at >= ${dayStartInstant(day, zone).toISOString()}::timestamptz
          AND a.created_at < ${dayStartInstant(addDays(day, 1), zone).toISOString()}::timestamptz)
        ORDER BY a.level DESC, a.created_at LIMIT 100`,
  );
  const open = await unclosedDays(executor, day);
  const statementEcarts = await statementEcartCount(executor, day);
  const cards = supervisors.map((s) => ({ s, lines: lines.get(s.id) ?? [] })).map(({ s, lines }) => ({ s, lines, info: dayInfoOf(lines, s.closure, s.moved) }));
  const worked = cards.filter((c) => c.info.status !== "empty");
  const totals = lineTotals(worked.flatMap((c) => c.lines));
  const closed = worked.filter((c) => c.info.status === "closed");
  const split = grSplit(worked.map((c) => c.info));
  const lateDays = open.filter((d) => d.age >= settings.unclosedDaysAlert);
  return {
    day,
    final: worked.length > 0 && closed.length === worked.length,
    gr: totals.grTotal,
    closedGr: split.closedGr,
    openGr: split.openGr,
    debutTotal: totals.debutTotal,
    sortieTotal: totals.sortieTotal,
    supervisors: worked.length,
    closed: closed.length,
    notClosed: worked.filter((c) => c.info.status === "open").map((c) => ({ id: c.s.id, nom: c.s.nom, gr: c.info.gr })),
    ecarts: closed.filter((c) => c.info.gr < -settings.ecartTolerance).map((c) => ({ id: c.s.id, nom: c.s.nom, gr: c.info.gr, justification: c.info.justification })),
    transfers: { count: transfers?.count ?? 0, total: centsToFrancs(Number(transfers?.total ?? 0)), contested: transfers?.contested ?? 0 },
    alerts,
    lateDays,
    lateSupervisors: new Set(lateDays.map((d) => d.supervisorId)).size,
    tolerance: settings.ecartTolerance,
    unclosedDaysAlert: settings.unclosedDaysAlert,
    statementEcarts,
  };
}

/** The page that shows a day's summary, as its SMS links to it. */
export function summaryLink(day: string, origin?: string | null): string {
  const site = siteUrl(origin).replace(/\/+$/, "");
  return `${site}/admin/resume?date=${day}`;
}

/** The SMS (and the WhatsApp text, the same) of a summary. */
export function summaryTexts(f: SummaryFigures, link: string) {
  const sms = summarySmsText({
    day: f.day,
    closedGr: f.closedGr,
    openGr: f.openGr,
    closed: f.closed,
    supervisors: f.supervisors,
    notClosed: f.notClosed.map((n) => n.nom),
    ecarts: f.ecarts.length,
    statementEcarts: f.statementEcarts,
    transfers: f.transfers.count,
    transfersTotal: f.transfers.total,
    alerts: f.alerts.length,
    lateDays: f.lateDays.length,
    lateSupervisors: f.lateSupervisors,
    link,
  });
  return { sms, segments: smsSegments(sms).segments, whatsapp: whatsappLink(sms) };
}
