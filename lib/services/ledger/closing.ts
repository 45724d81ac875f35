// The day's close. Closing records a supervisor's counted figures, GR and justification for a
// day and locks it: every write to that day (transactions, line actions, account values) takes the day's
// shared lock and is refused with 409 "Journée clôturée"; closing and reopening hold it exclusively, so a
// close waits for the writes under way and every later write sees it (drizzle/0007). The admin reopens.
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Executor, type Tx } from "@/lib/db/client";
import { accountLines, dayClosures, users, type DayClosure } from "@/lib/db/schema";
import { CLOSE_MESSAGES, closingFigures, dayStatus, justificationProblem, missingFins, type DayStatus } from "@/lib/domain/day-close";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { lineTotals, type LineValue } from "@/lib/domain/ledger";
import { negativeDayMessage } from "@/lib/domain/ledger-messages";
import { flagClosedDay } from "../alerts/raise";
import { refreshStatementAlertsForDay } from "../statements/alerts";
import { writeAudit } from "../audit";
import { notifyAdmins } from "../notifications";
import { getNetworkSettings } from "../settings";
import { businessToday, checkedDay } from "./days";
import { openSupervisorDay } from "./lines";

/** Takes the day's shared lock for the caller's transaction; refuses (409) a closed day. */
export async function assertDayOpen(tx: Executor, supervisorId: string, day: string): Promise<void> {
  const [row] = await queryRows<{ open: boolean }>(tx, sql`SELECT caisse_day_is_open(${supervisorId}::uuid, ${day}::date) AS open`);
  if (!row?.open) throw new AppError("DAY_CLOSED", CLOSE_MESSAGES.closed);
}

/** The state of a day as the dashboards answer it. */
export interface DayInfo {
  status: DayStatus;
  /** account types with a Début and no Fin yet (counted as 0 F) */
  missingFin: string[];
  closedAt: string | null;
  closedBy: { id: string | null; nom: string | null } | null;
  /** the day's GR: provisional while open, as recorded when closed */
  gr: number;
  justification: string | null;
}

export type ClosureSummary = Pick<DayClosure, "closedAt" | "closedBy" | "closedByName" | "gr" | "justification" | "missingFin">;

/** `moved`: the accounts a transfer of the day left or arrived on (movedAccountsSql). */
export function dayInfoOf(lines: LineValue[], closure: ClosureSummary | null, moved: readonly string[] = []): DayInfo {
  return {
    status: dayStatus(lines.length, !!closure),
    missingFin: closure ? closure.missingFin : missingFins(lines, moved),
    closedAt: closure ? new Date(closure.closedAt).toISOString() : null,
    closedBy: closure ? { id: closure.closedBy, nom: closure.closedByName } : null,
    gr: closure ? Number(closure.gr) : lineTotals(lines).grTotal,
    justification: closure?.justification ?? null,
  };
}

/**
 * The accounts each supervisor's transfers of a day left or arrived on (their Fin is due: docs/decisions/0039-transferts-entre-kiosques.md),
 * as rows (supervisor_id, accounts): read on the day's few transfers, alone
 * (movedAccountsOf) or joined into a dashboard's query (day-reads.ts).
 */
export function movedAccountsSql(day: string, supervisorId?: string) {
  return sql`SELECT supervisor_id, array_agg(DISTINCT account) AS accounts FROM (
          SELECT from_supervisor_id AS supervisor_id, from_account::text AS account FROM transfers
            WHERE day = ${day}::date AND (${supervisorId ?? null}::uuid IS NULL OR from_supervisor_id = ${supervisorId ?? null}::uuid)
          UNION ALL
          SELECT to_supervisor_id, to_account::text FROM transfers
            WHERE day = ${day}::date AND (${supervisorId ?? null}::uuid IS NULL OR to_supervisor_id = ${supervisorId ?? null}::uuid)
        ) x GROUP BY supervisor_id`;
}

/** One supervisor's moved accounts of a day (movedAccountsSql answers his row only), for the close and its preview. */
async function movedAccountsOf(executor: Executor, supervisorId: string, day: string): Promise<string[]> {
  const [row] = await queryRows<{ accounts: string[] }>(executor, movedAccountsSql(day, supervisorId));
  return row?.accounts ?? [];
}

async function supervisorName(executor: Executor, supervisorId: string): Promise<string> {
  const [row] = isUuid(supervisorId)
    ? await executor.select({ nom: users.nomComplet, role: users.role }).from(users).where(eq(users.id, supervisorId))
    : [];
  if (!row || row.role !== "SUPERVISEUR") throw new AppError("NOT_FOUND", "Superviseur non trouvé");
  return row.nom;
}

/**
 * The day a close targets: a supervisor closes his own days (today, or a past day he left open: the morning
 * reminder), the admin anyone's; never a day to come (checkedDay).
 */
function targetDay(actor: SessionUser, supervisorId: string, date: string | undefined): string {
  const today = businessToday();
  if (actor.role !== "ADMIN" && actor.role !== "SUPERVISEUR") throw new AppError("FORBIDDEN");
  if (actor.role === "SUPERVISEUR" && supervisorId !== actor.id) throw new AppError("FORBIDDEN", CLOSE_MESSAGES.ownOnly);
  return date ? checkedDay(date, today) : today;
}

async function dayLines(tx: Tx, supervisorId: string, day: string): Promise<LineValue[]> {
  return tx
    .select({ lineType: accountLines.lineType, accountKey: accountLines.accountKey, value: accountLines.value })
    .from(accountLines)
    .where(and(eq(accountLines.supervisorId, supervisorId), eq(accountLines.day, day)));
}

/**
 * Closes a supervisor's day: the counted figures (a missing Fin counts as 0 F), the GR, the justification
 * (required when the GR is below minus the network's tolerance). Audited; the admins are notified of a
 * negative GR.
 */
export async function closeDay(db: Db, actor: SessionUser, supervisorId: string, input: { justification?: string | null; date?: string }) {
  const day = targetDay(actor, supervisorId, input.date);
  const nom = await supervisorName(db, supervisorId);
  const justification = input.justification?.trim() || null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT caisse_lock_day(${supervisorId}::uuid, ${day}::date)`);
    const [existing] = await tx
      .select({ day: dayClosures.day })
      .from(dayClosures)
      .where(and(eq(dayClosures.supervisorId, supervisorId), eq(dayClosures.day, day)));
    if (existing) throw new AppError("DAY_CLOSED", CLOSE_MESSAGES.alreadyClosed);
    // today's lines start from the carry-over, which happens at the day's first read or write
    if (day === businessToday()) await openSupervisorDay(tx, supervisorId, day);
    const lines = await dayLines(tx, supervisorId, day);
    if (lines.length === 0) throw new AppError("CONFLICT", CLOSE_MESSAGES.nothingToClose);
    const moved = await movedAccountsOf(tx, supervisorId, day);
    const figures = closingFigures(lines, moved);
    const network = await getNetworkSettings(tx);
    const { ecartTolerance } = network;
    const problem = justificationProblem(figures.gr, ecartTolerance, justification);
    if (problem) throw new AppError("VALIDATION_ERROR", problem);
    const [closure] = await tx
      .insert(dayClosures)
      .values({
        supervisorId,
        day,
        closedBy: actor.id,
        closedByName: actor.nomComplet,
        debutTotal: figures.debutTotal,
        sortieTotal: figures.sortieTotal,
        gr: figures.gr,
        tolerance: ecartTolerance,
        justification,
        missingFin: figures.missingFin,
        lines,
      })
      .returning();
    await writeAudit(tx, {
      actor,
      action: "DAY_CLOSED",
      entity: "day",
      entityId: `${supervisorId}:${day}`,
      supervisorId,
      before: { status: "open", day, lines },
      after: { status: "closed", day, ...figures, tolerance: ecartTolerance, justification },
      reason: justification,
    });
    await flagClosedDay(tx, { supervisorId, day, gr: figures.gr, sortieTotal: figures.sortieTotal }, network);
    await refreshStatementAlertsForDay(tx, supervisorId, day);
    if (figures.gr < 0) {
      await notifyAdmins(tx, {
        kind: "DAY_CLOSED_NEGATIVE",
        title: "Journée clôturée en négatif",
        message: negativeDayMessage(nom, figures.gr, day, justification),
        link: "/admin",
      });
    }
    return { supervisorId, day, ...dayInfoOf(lines, closure!, moved), debutTotal: figures.debutTotal, sortieTotal: figures.sortieTotal, tolerance: ecartTolerance };
  });
}

/** The admin reopens a closed day, with a reason. Audited (the closure as it was, the reason). */
export async function reopenDay(db: Db, actor: SessionUser, supervisorId: string, input: { reason: string; date?: string }) {
  if (actor.role !== "ADMIN") throw new AppError("FORBIDDEN", "Seul l'administrateur peut rouvrir une journée clôturée");
  const reason = input.reason.trim();
  if (!reason) throw new AppError("VALIDATION_ERROR", CLOSE_MESSAGES.reasonRequired);
  const day = input.date ? checkedDay(input.date) : businessToday();
  await supervisorName(db, supervisorId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT caisse_lock_day(${supervisorId}::uuid, ${day}::date)`);
    const [closure] = await tx
      .delete(dayClosures)
      .where(and(eq(dayClosures.supervisorId, supervisorId), eq(dayClosures.day, day)))
      .returning();
    if (!closure) throw new AppError("CONFLICT", CLOSE_MESSAGES.notClosed);
    await writeAudit(tx, {
      actor,
      action: "DAY_REOPENED",
      entity: "day",
      entityId: `${supervisorId}:${day}`,
      supervisorId,
      before: { ...closure, closedAt: closure.closedAt.toISOString(), status: "closed" },
      after: { status: "open", day },
      reason,
    });
    const lines = await dayLines(tx, supervisorId, day);
    return { supervisorId, day, ...dayInfoOf(lines, null, await movedAccountsOf(tx, supervisorId, day)) };
  });
}
