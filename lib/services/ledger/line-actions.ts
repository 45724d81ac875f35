// Manual line actions: reset, delete, the admin's "account update", and account creation.
// A supervisor acts only on his own lines of today (SPEC §6); the admin on any line of any day.
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Executor, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { accountLines, supervisorAccounts, users } from "@/lib/db/schema";
import { ACCOUNT_TYPES, type AccountType, type LineType } from "@/lib/domain/constants";
import { refreshStatementAlertsForDay } from "../statements/alerts";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { displayKey, isPartnerKey, isTransferKey } from "@/lib/domain/ledger";
import { deletedLineMessage, deletedLineSubject } from "@/lib/domain/ledger-messages";
import { assertAccountCreationAllowed } from "../account-types";
import { flagChange } from "../alerts/raise";
import { writeAudit } from "../audit";
import { notifyAdmins } from "../notifications";
import { assertDayOpen } from "./closing";
import { businessToday, checkedDay } from "./days";
import { dropLine, lockLine, openSupervisorDay, setLineBase, type LineRef, type LineRow } from "./lines";

export const LINE_ACTION_MESSAGES = {
  todayOnlyDelete: "Seules les données d'aujourd'hui peuvent être supprimées",
  todayOnlyReset: "Seules les données d'aujourd'hui peuvent être réinitialisées",
  ownOnlyDelete: "Vous ne pouvez supprimer que vos propres comptes",
  ownOnlyReset: "Vous ne pouvez réinitialiser que vos propres comptes",
  uvMaster: "Impossible de supprimer le compte UV_MASTER",
  insufficient: "Permissions insuffisantes",
  lineNotFound: "Ligne de compte introuvable",
  supervisorNotFound: "Superviseur non trouvé",
  accountExists: "Ce compte existe déjà pour ce superviseur",
  adminsOnly: "Seuls les administrateurs peuvent créer des comptes",
  accountNotHeld: "Ce superviseur ne détient pas ce compte : créez-le d'abord (« Créer un compte »)",
  partnerLineMissing: "Ce partenaire n'a pas de ligne chez ce superviseur ce jour-là",
  unknownKey: "Compte inconnu",
  transferLine: "Une ligne de transfert suit son transfert : corrigez ou supprimez le transfert depuis le détail de la transaction",
} as const;

/** A transfer line moves only with its transfer (both kiosks at once): no manual action touches it. */
function refuseTransferLine(accountKey: string) {
  if (isTransferKey(accountKey)) throw new AppError("BAD_REQUEST", LINE_ACTION_MESSAGES.transferLine);
}

export interface LineTarget {
  supervisorId: string;
  lineType: LineType;
  accountKey: string;
  /** the day acted on; today when absent */
  date?: string;
}

const lineId = (ref: LineRef) => `${ref.supervisorId}:${ref.day}:${ref.lineType}:${ref.accountKey}`;
const lineSnapshot = (line: LineRow) => ({
  supervisorId: line.supervisorId,
  day: line.day,
  lineType: line.lineType,
  accountKey: line.accountKey,
  ...(line.label ? { label: line.label } : {}),
  value: line.value,
  updatedAt: line.updatedAt.toISOString(),
});

/** The audit row of a manual change to a line (reset, admin set). */
function auditLineChange(tx: Tx, actor: SessionUser, ref: LineRef, before: LineRow, after: LineRow, reason: string) {
  return writeAudit(tx, {
    actor,
    action: "AUDIT_MODIFICATION",
    entity: "account_line",
    entityId: lineId(ref),
    supervisorId: ref.supervisorId,
    before: lineSnapshot(before),
    after: lineSnapshot(after),
    reason,
  });
}

/** The day an action targets, after SPEC §6's rules for the actor. */
function actionDay(actor: SessionUser, target: LineTarget, action: "delete" | "reset"): string {
  const today = businessToday();
  if (actor.role === "ADMIN") return target.date ? checkedDay(target.date, today) : today;
  if (actor.role !== "SUPERVISEUR") throw new AppError("FORBIDDEN", LINE_ACTION_MESSAGES.insufficient);
  if (target.supervisorId !== actor.id) {
    throw new AppError("FORBIDDEN", action === "delete" ? LINE_ACTION_MESSAGES.ownOnlyDelete : LINE_ACTION_MESSAGES.ownOnlyReset);
  }
  if (target.date && target.date !== today) {
    throw new AppError("FORBIDDEN", action === "delete" ? LINE_ACTION_MESSAGES.todayOnlyDelete : LINE_ACTION_MESSAGES.todayOnlyReset);
  }
  return today;
}

/** Sets a line to 0 (or newValue): a new base from which later entries count. */
export async function resetLine(db: Db, actor: SessionUser, target: LineTarget & { newValue: number }) {
  const day = actionDay(actor, target, "reset");
  refuseTransferLine(target.accountKey);
  const ref: LineRef = { supervisorId: target.supervisorId, day, lineType: target.lineType, accountKey: target.accountKey };
  return db.transaction(async (tx) => {
    await assertDayOpen(tx, ref.supervisorId, day);
    const line = await lockLine(tx, ref, { create: false });
    if (!line) throw new AppError("NOT_FOUND", LINE_ACTION_MESSAGES.lineNotFound);
    const updated = await setLineBase(tx, line, target.newValue, actor.id);
    await auditLineChange(tx, actor, ref, line, updated, "Réinitialisation");
    return { line: lineSnapshot(updated) };
  });
}

/** Removes a line. A supervisor may never delete his UV_MASTER line. */
export async function deleteLine(db: Db, actor: SessionUser, target: LineTarget) {
  const day = actionDay(actor, target, "delete");
  refuseTransferLine(target.accountKey);
  if (actor.role === "SUPERVISEUR" && target.accountKey === "UV_MASTER") throw new AppError("FORBIDDEN", LINE_ACTION_MESSAGES.uvMaster);
  const ref: LineRef = { supervisorId: target.supervisorId, day, lineType: target.lineType, accountKey: target.accountKey };
  return db.transaction(async (tx) => {
    await assertDayOpen(tx, ref.supervisorId, day);
    const line = await lockLine(tx, ref, { create: false });
    if (!line) throw new AppError("NOT_FOUND", LINE_ACTION_MESSAGES.lineNotFound);
    await dropLine(tx, ref);
    await writeAudit(tx, {
      actor,
      action: "AUDIT_SUPPRESSION",
      entity: "account_line",
      entityId: lineId(ref),
      supervisorId: ref.supervisorId,
      before: lineSnapshot(line),
      reason: "Suppression de ligne",
    });
    await flagChange(tx, actor, {
      supervisorId: ref.supervisorId,
      day,
      entityId: lineId(ref),
      what: "supprimée",
      subject: deletedLineSubject(line.label ?? displayKey(ref.accountKey), ref.lineType, line.value),
      today: businessToday(),
    });
    if (actor.role === "SUPERVISEUR") {
      await notifyAdmins(tx, {
        kind: "SUPERVISOR_DELETION",
        title: "Ligne supprimée par un superviseur",
        message: deletedLineMessage(actor.nomComplet, line.label ?? displayKey(ref.accountKey), ref.lineType, line.value),
        link: "/admin/audit",
      });
    }
    return { line: lineSnapshot(line) };
  });
}

async function assertSupervisor(db: Executor, supervisorId: string) {
  const [row] = isUuid(supervisorId)
    ? await db.select({ role: users.role }).from(users).where(eq(users.id, supervisorId))
    : [];
  if (!row || row.role !== "SUPERVISEUR") throw new AppError("NOT_FOUND", LINE_ACTION_MESSAGES.supervisorNotFound);
}

/**
 * What the admin may set on a supervisor's card: an account type the supervisor holds (an account created
 * for him, or one he has lines of), or a partner line he has on that day. Anything else would open a line
 * under a key nobody chose (a partner's name typed by hand, a made-up account).
 */
async function assertSettableKey(tx: Tx, ref: LineRef): Promise<void> {
  refuseTransferLine(ref.accountKey);
  if (isPartnerKey(ref.accountKey)) {
    const [line] = await tx
      .select({ day: accountLines.day })
      .from(accountLines)
      .where(and(eq(accountLines.supervisorId, ref.supervisorId), eq(accountLines.day, ref.day), eq(accountLines.accountKey, ref.accountKey)))
      .limit(1);
    if (!line) throw new AppError("BAD_REQUEST", LINE_ACTION_MESSAGES.partnerLineMissing);
    return;
  }
  if (!(ACCOUNT_TYPES as readonly string[]).includes(ref.accountKey)) throw new AppError("BAD_REQUEST", LINE_ACTION_MESSAGES.unknownKey);
  const [held] = await queryRows<{ held: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM supervisor_accounts WHERE supervisor_id = ${ref.supervisorId} AND account_type = ${ref.accountKey}::account_type)
        OR EXISTS (SELECT 1 FROM account_lines WHERE supervisor_id = ${ref.supervisorId} AND account_key = ${ref.accountKey}) AS held`,
  );
  if (!held?.held) throw new AppError("BAD_REQUEST", LINE_ACTION_MESSAGES.accountNotHeld);
}

/** The admin sets a line's value (creating the line when missing, for a key he may set: assertSettableKey). */
export async function setAccountValue(db: Db, actor: SessionUser, target: LineTarget & { newValue: number }) {
  if (actor.role !== "ADMIN") throw new AppError("FORBIDDEN", LINE_ACTION_MESSAGES.insufficient);
  await assertSupervisor(db, target.supervisorId);
  const day = target.date ? checkedDay(target.date) : businessToday();
  const ref: LineRef = { supervisorId: target.supervisorId, day, lineType: target.lineType, accountKey: target.accountKey };
  return db.transaction(async (tx) => {
    await assertDayOpen(tx, ref.supervisorId, day);
    await openSupervisorDay(tx, ref.supervisorId, day);
    await assertSettableKey(tx, ref);
    const line = (await lockLine(tx, ref, { create: true, actorId: actor.id }))!;
    const updated = await setLineBase(tx, line, target.newValue, actor.id);
    await auditLineChange(tx, actor, ref, line, updated, "Mise à jour du compte");
    // a corrected declaration: its écart against the operator's statement, if any, follows at once
    await refreshStatementAlertsForDay(tx, ref.supervisorId, day);
    return { line: lineSnapshot(updated) };
  });
}

/** The admin opens an account for a supervisor: today's debut line = initialBalance, sortie line = balance. */
export async function createAccount(
  db: Db,
  actor: SessionUser,
  input: { supervisorId: string; accountType: AccountType; initialBalance: number; balance: number },
) {
  if (actor.role !== "ADMIN") throw new AppError("FORBIDDEN", LINE_ACTION_MESSAGES.adminsOnly);
  await assertSupervisor(db, input.supervisorId);
  await assertAccountCreationAllowed(db, input.accountType);
  const day = businessToday();
  try {
    return await db.transaction(async (tx) => {
      await assertDayOpen(tx, input.supervisorId, day);
      const [account] = await tx
        .insert(supervisorAccounts)
        .values({ supervisorId: input.supervisorId, accountType: input.accountType, createdBy: actor.id })
        .returning();
      await openSupervisorDay(tx, input.supervisorId, day);
      const lines = [];
      for (const [lineType, value] of [["debut", input.initialBalance], ["sortie", input.balance]] as const) {
        const ref: LineRef = { supervisorId: input.supervisorId, day, lineType, accountKey: input.accountType };
        const line = (await lockLine(tx, ref, { create: true, actorId: actor.id }))!;
        lines.push(lineSnapshot(await setLineBase(tx, line, value, actor.id)));
      }
      await writeAudit(tx, {
        actor,
        action: "ACCOUNT_CREATED",
        entity: "supervisor_account",
        entityId: account!.id,
        supervisorId: input.supervisorId,
        after: { accountType: input.accountType, initialBalance: input.initialBalance, balance: input.balance, day },
      });
      return { account: { id: account!.id, supervisorId: input.supervisorId, accountType: input.accountType }, lines };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", LINE_ACTION_MESSAGES.accountExists);
    throw error;
  }
}
