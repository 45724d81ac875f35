// The account types switched on and AUTRES's label: read, switched, renamed by the admin,
// audited. The setting is one row of `settings`; a server keeps it a few seconds in memory, since every new
// entry checks its type (a change made on this server is seen at once, on another within CACHE_MS).
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Executor, Tx } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import {
  accountCreationAllowed,
  accountTypesView,
  ALWAYS_ACTIVE_TYPES,
  accountTypeLabel,
  inactiveTypeMessage,
  readAccountTypesSetting,
  type AccountTypesSetting,
} from "@/lib/domain/account-types";
import { ACCOUNT_TYPES, type AccountType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { writeAudit } from "./audit";
import { timedCache } from "./cache";

const KEY = "account_types";
const cache = timedCache<AccountTypesSetting>(5_000);

export const ACCOUNT_TYPE_MESSAGES = {
  unknown: "Type de compte inconnu",
  alwaysActive: "Le liquide ne peut pas être désactivé",
  labelOnlyAutres: "Seul le type « Autres » prend un libellé choisi",
  activated: "Type de compte activé",
  deactivated: "Type de compte désactivé",
  renamed: "Libellé enregistré",
} as const;

/** The setting read now through `executor`, never kept: a transaction under way reads it as it sees it. */
export async function readAccountTypes(executor: Executor): Promise<AccountTypesSetting> {
  const [row] = await executor.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return readAccountTypesSetting(row?.value);
}

/**
 * The setting, kept a few seconds: a kept copy sends no statement. Read through the process's database, never
 * a caller's transaction, since the copy it keeps serves every request; inside a transaction: readAccountTypes(tx).
 */
export async function getAccountTypes(db: Db): Promise<AccountTypesSetting> {
  const kept = cache.get();
  if (kept) return kept;
  const setting = await readAccountTypes(db);
  cache.set(setting);
  return setting;
}

function refuseInactiveType(type: AccountType, setting: AccountTypesSetting): void {
  if (!setting.active.includes(type)) throw new AppError("VALIDATION_ERROR", inactiveTypeMessage(type, setting));
}

/** Refuses a new entry on a type switched off, with the admin's way back in the message (the kept setting). */
export async function assertAccountTypeActive(db: Db, type: AccountType): Promise<void> {
  refuseInactiveType(type, await getAccountTypes(db));
}

/** The same refusal inside a transaction under way, on the setting as the transaction sees it. */
export async function assertAccountTypeActiveIn(tx: Tx, type: AccountType): Promise<void> {
  refuseInactiveType(type, await readAccountTypes(tx));
}

/** Refuses "Créer un compte" on a market type switched off (SPEC's own accounts, AUTRES included, stay open). */
export async function assertAccountCreationAllowed(db: Db, type: AccountType): Promise<void> {
  const setting = await getAccountTypes(db);
  if (!accountCreationAllowed(type, setting)) throw new AppError("VALIDATION_ERROR", inactiveTypeMessage(type, setting));
}

export function parseAccountTypeParam(value: string | undefined): AccountType {
  if (!value || !(ACCOUNT_TYPES as readonly string[]).includes(value)) throw new AppError("NOT_FOUND", ACCOUNT_TYPE_MESSAGES.unknown);
  return value as AccountType;
}

async function write(db: Db, actor: SessionUser, change: (before: AccountTypesSetting) => AccountTypesSetting) {
  const after = await db.transaction(async (tx) => {
    // one change at a time: the row is locked (created first if it was never written)
    await tx.insert(settings).values({ key: KEY, value: readAccountTypesSetting(null), updatedBy: actor.id }).onConflictDoNothing();
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).for("update");
    const before = readAccountTypesSetting(row?.value);
    const next = change(before);
    await tx.update(settings).set({ value: next, updatedAt: sql`now()`, updatedBy: actor.id }).where(eq(settings.key, KEY));
    await writeAudit(tx, { actor, action: "ACCOUNT_TYPES_UPDATED", entity: "settings", entityId: KEY, before, after: next });
    return next;
  });
  cache.set(after);
  return accountTypesView(after);
}

/** PATCH /api/accountype/{type}/toggle */
export async function toggleAccountType(db: Db, actor: SessionUser, type: AccountType, isActive: boolean) {
  if (!isActive && ALWAYS_ACTIVE_TYPES.includes(type)) throw new AppError("VALIDATION_ERROR", ACCOUNT_TYPE_MESSAGES.alwaysActive);
  return write(db, actor, (before) => ({
    ...before,
    active: ACCOUNT_TYPES.filter((t) => (t === type ? isActive : before.active.includes(t))),
  }));
}

/** PATCH /api/accountype/AUTRES/label */
export async function setAutresLabel(db: Db, actor: SessionUser, type: AccountType, label: string) {
  if (type !== "AUTRES") throw new AppError("VALIDATION_ERROR", ACCOUNT_TYPE_MESSAGES.labelOnlyAutres);
  return write(db, actor, (before) => ({ ...before, autresLabel: label }));
}

export { accountTypeLabel, accountTypesView };
