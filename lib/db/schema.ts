// Drizzle schema: the single source of the database's tables and of their TypeScript types.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ACCOUNT_TYPES,
  LINE_TYPES,
  LINE_VALUE_MAX,
  LINE_VALUE_MIN,
  REQUEST_STATUSES,
  ROLES,
  SMS_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  USER_STATUSES,
} from "../domain/constants";
import { TRANSFER_STATUSES } from "../domain/transfers";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum("user_role", ROLES);
export const userStatus = pgEnum("user_status", USER_STATUSES);
export const requestStatus = pgEnum("request_status", REQUEST_STATUSES);
export const accountType = pgEnum("account_type", ACCOUNT_TYPES);
export const lineType = pgEnum("line_type", LINE_TYPES);
export const transactionType = pgEnum("transaction_type", TRANSACTION_TYPES);
export const transactionStatus = pgEnum("transaction_status", TRANSACTION_STATUSES);
export const smsStatus = pgEnum("sms_status", SMS_STATUSES);
export const transferStatus = pgEnum("transfer_status", TRANSFER_STATUSES);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nomComplet: text("nom_complet").notNull(),
    // digits only, country code kept as typed (lib/domain/phone.ts)
    telephone: text("telephone").notNull(),
    adresse: text("adresse"),
    role: userRole("role").notNull(),
    status: userStatus("status").notNull().default("ACTIVE"),
    photo: bytea("photo"),
    photoMime: text("photo_mime"),
    codeHash: text("code_hash").notNull(),
    codeCipher: text("code_cipher").notNull(),
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_telephone_key").on(t.telephone),
    index("users_role_status_idx").on(t.role, t.status),
    check("users_telephone_digits", sql`${t.telephone} ~ '^[0-9]{6,15}$'`),
  ],
);

export const registrationRequests = pgTable(
  "registration_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    telephone: text("telephone").notNull(),
    nomComplet: text("nom_complet").notNull(),
    adresse: text("adresse").notNull(),
    message: text("message"),
    status: requestStatus("status").notNull().default("PENDING"),
    ip: text("ip"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // the same phone asked again while this request was pending: counted here, never a second row
    repeatCount: integer("repeat_count").notNull().default(1),
    lastRequestedAt: timestamp("last_requested_at", { withTimezone: true }),
    // the phone already had an account when the request came: flagged for the admin, never approved
    existingUserId: uuid("existing_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // at most one pending request per phone, guaranteed by the database
    uniqueIndex("registration_requests_pending_phone_key").on(t.telephone).where(sql`${t.status} = 'PENDING'`),
    index("registration_requests_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const supervisorAccounts = pgTable(
  "supervisor_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountType: accountType("account_type").notNull(),
    createdAt: createdAt(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("supervisor_accounts_supervisor_type_key").on(t.supervisorId, t.accountType)],
);

// A row per (supervisor, day) once that day has been opened (carry-over done), so opening is idempotent.
export const ledgerDays = pgTable(
  "ledger_days",
  {
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supervisorId, t.day] }), index("ledger_days_day_idx").on(t.day)],
);

export const accountLines = pgTable(
  "account_lines",
  {
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    lineType: lineType("line_type").notNull(),
    // an account type, or a partner line: `part-<partner id>` for a registered partner, `part-<name
    // normalised>` for a free one (lib/domain/partners.ts); never a name a user can change
    accountKey: text("account_key").notNull(),
    // a partner line's name as last recorded (free: as typed; registered: his name then), or the other kiosk's
    // of a transfer line, shown when no current name is known (the screens show the person's current name)
    label: text("label"),
    // the person a movement line is with, so the screens join his current name: a registered partner's line
    // (part-<his id>), or the other kiosk's supervisor of a transfer line (sup-<his id>)
    partnerId: uuid("partner_id").references(() => users.id, { onDelete: "set null" }),
    // a Début line opened by the carry-over: the day whose Fin it took (the transaction form says "reporté du")
    carriedFrom: date("carried_from", { mode: "string" }),
    // whole francs
    value: bigint("value", { mode: "number" }).notNull().default(0),
    // the last manual value (carry-over, reset, admin set) and the transaction seq reached then:
    // the line is this base plus the entries after it (lib/domain/ledger.ts lineValue)
    baseValue: bigint("base_value", { mode: "number" }).notNull().default(0),
    baseSeq: bigint("base_seq", { mode: "number" }).notNull().default(0),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ name: "account_lines_pkey", columns: [t.supervisorId, t.day, t.lineType, t.accountKey] }),
    index("account_lines_day_idx").on(t.day, t.supervisorId),
    check("account_lines_value_range", sql`${t.value} >= ${sql.raw(String(LINE_VALUE_MIN))} AND ${t.value} <= ${sql.raw(String(LINE_VALUE_MAX))}`),
    check("account_lines_key_not_blank", sql`length(trim(${t.accountKey})) > 0`),
    check("account_lines_base_range", sql`${t.baseValue} >= ${sql.raw(String(LINE_VALUE_MIN))} AND ${t.baseValue} <= ${sql.raw(String(LINE_VALUE_MAX))}`),
  ],
);

/**
 * A transfer between two kiosks (docs/decisions/0039-transferts-entre-kiosques.md): the money leaves one
 * supervisor's account and arrives on another's, recorded as two transactions linked by this row.
 */
export const transfers = pgTable(
  "transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromSupervisorId: uuid("from_supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromAccount: accountType("from_account").notNull(),
    toSupervisorId: uuid("to_supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toAccount: accountType("to_account").notNull(),
    // hundredths of a franc, as transactions
    amount: bigint("amount", { mode: "number" }).notNull(),
    note: text("note"),
    day: date("day", { mode: "string" }).notNull(),
    status: transferStatus("status").notNull().default("VALIDE"),
    contestReason: text("contest_reason"),
    contestedAt: timestamp("contested_at", { withTimezone: true }),
    contestedBy: uuid("contested_by").references(() => users.id, { onDelete: "set null" }),
    // the admin's correction or confirmation of a contested transfer: when, by whom, why
    settledAt: timestamp("settled_at", { withTimezone: true }),
    settledBy: uuid("settled_by").references(() => users.id, { onDelete: "set null" }),
    settleReason: text("settle_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("transfers_day_idx").on(t.day),
    index("transfers_from_day_idx").on(t.fromSupervisorId, t.day),
    index("transfers_to_day_idx").on(t.toSupervisorId, t.day),
    index("transfers_contested_idx").on(t.contestedAt).where(sql`${t.status} = 'CONTESTE'`),
    check("transfers_amount_positive", sql`${t.amount} > 0`),
    check("transfers_two_kiosks", sql`${t.fromSupervisorId} <> ${t.toSupervisorId}`),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // strictly increasing across all transactions: orders entries against a line's base
    seq: bigserial("seq", { mode: "number" }).notNull(),
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    partnerId: uuid("partner_id").references(() => users.id, { onDelete: "set null" }),
    partnerName: text("partner_name"),
    // a free partner's phone when the form gave one (so that he can be made a registered partner)
    partnerPhone: text("partner_phone"),
    type: transactionType("type").notNull(),
    accountType: accountType("account_type"),
    lineType: lineType("line_type").notNull(),
    accountKey: text("account_key").notNull(),
    // hundredths of a franc
    amount: bigint("amount", { mode: "number" }).notNull(),
    description: text("description"),
    status: transactionStatus("status").notNull().default("VALIDEE"),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    idempotencyKey: text("idempotency_key"),
    // sha-256 of the request's body under that key: the same key with another body is refused
    idempotencyHash: text("idempotency_hash"),
    // a side of a transfer between kiosks: the transfer, and the other kiosk's supervisor (its line: sup-<his id>)
    transferId: uuid("transfer_id").references(() => transfers.id, { onDelete: "set null" }),
    counterpartId: uuid("counterpart_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("transactions_actor_idempotency_key").on(t.actorId, t.idempotencyKey),
    // the recent lists: newest first (ORDER BY created_at DESC, seq DESC) read backwards off these
    // indexes and stopped at the limit, for everyone (admin) or one supervisor, instead of sorting a
    // whole period. Ascending on purpose: a DESC index is NULLS LAST, which ORDER BY ... DESC
    // (NULLS FIRST) cannot use; read backwards, an ascending one matches it exactly.
    index("transactions_created_seq_idx").on(t.createdAt, t.seq),
    index("transactions_supervisor_created_idx").on(t.supervisorId, t.createdAt, t.seq),
    // the stats and counts of a period (by type, sums of amounts) answered from the index alone
    index("transactions_day_type_amount_idx").on(t.day, t.type, t.amount),
    index("transactions_partner_day_idx").on(t.partnerId, t.day),
    index("transactions_line_idx").on(t.supervisorId, t.day, t.lineType, t.accountKey, t.seq),
    // a partner's movements across days, newest first (his balance's history, and its refresh)
    index("transactions_partner_key_idx")
      .on(t.accountKey, t.createdAt, t.seq)
      .where(sql`${t.accountKey} LIKE 'part-%' AND ${t.type} IN ('DEPOT', 'RETRAIT')`),
    uniqueIndex("transactions_seq_key").on(t.seq),
    index("transactions_transfer_idx").on(t.transferId).where(sql`${t.transferId} IS NOT NULL`),
    check("transactions_amount_positive", sql`${t.amount} > 0`),
    check("transactions_partner_phone_digits", sql`${t.partnerPhone} ~ '^[0-9]{6,15}$'`),
  ],
);

// A partner's running balance with the shop, per supervisor he dealt with: kept by triggers on
// `transactions` (drizzle/0008), so that a balance or the list of every partner's is read from a few hundred
// rows instead of summing his whole history. A partner is his line key: `part-<id>` (registered) or
// `part-<folded name>` (free). Amounts in hundredths of a franc, as `transactions.amount`.
export const partnerBalances = pgTable(
  "partner_balances",
  {
    accountKey: text("account_key").notNull(),
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id").references(() => users.id, { onDelete: "set null" }),
    // the free partner's name as last recorded (a registered partner's is read from users)
    partnerName: text("partner_name"),
    depositsCount: integer("deposits_count").notNull().default(0),
    depositsTotal: bigint("deposits_total", { mode: "number" }).notNull().default(0),
    withdrawalsCount: integer("withdrawals_count").notNull().default(0),
    withdrawalsTotal: bigint("withdrawals_total", { mode: "number" }).notNull().default(0),
    maxDeposit: bigint("max_deposit", { mode: "number" }),
    maxWithdrawal: bigint("max_withdrawal", { mode: "number" }),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "partner_balances_pkey", columns: [t.accountKey, t.supervisorId] }),
    index("partner_balances_supervisor_idx").on(t.supervisorId),
    index("partner_balances_partner_idx").on(t.partnerId),
  ],
);

// A closed day: the counted figures, the GR and the justification as they were when the day was
// closed. While the row exists, nothing of that supervisor's day may change; reopening deletes it (the audit
// log keeps both events).
export const dayClosures = pgTable(
  "day_closures",
  {
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedByName: text("closed_by_name"),
    debutTotal: bigint("debut_total", { mode: "number" }).notNull(),
    sortieTotal: bigint("sortie_total", { mode: "number" }).notNull(),
    gr: bigint("gr", { mode: "number" }).notNull(),
    tolerance: bigint("tolerance", { mode: "number" }).notNull(),
    justification: text("justification"),
    // the account types without a Fin when the day was closed (counted as 0 F)
    missingFin: jsonb("missing_fin").$type<string[]>().notNull(),
    // the day's lines then: [{ lineType, accountKey, value }]
    lines: jsonb("lines").notNull(),
  },
  (t) => [primaryKey({ name: "day_closures_pkey", columns: [t.supervisorId, t.day] }), index("day_closures_day_idx").on(t.day)],
);

// What looks wrong, flagged at the moment it became true (lib/services/alerts): a closed day's GR outside the
// supervisor's usual band, an écart above a share of the counted total, a change after a close or after the
// evening summary, a burst of deletions, a transfer contested and not settled. `key` names the fact, so that a
// fact raised twice (a day closed, reopened and closed again) is one alert, updated.
export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    level: text("level").notNull(),
    // the kiosk concerned; null for a burst of deletions by an admin
    supervisorId: uuid("supervisor_id").references(() => users.id, { onDelete: "cascade" }),
    // who did it, for the alerts about a user's own acts (deletions, late changes)
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    day: date("day", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    data: jsonb("data"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: uuid("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    comment: text("comment"),
  },
  (t) => [
    uniqueIndex("alerts_key_idx").on(t.key),
    index("alerts_created_idx").on(t.createdAt.desc()),
    index("alerts_open_idx").on(t.supervisorId).where(sql`${t.acknowledgedAt} IS NULL`),
    index("alerts_supervisor_day_idx").on(t.supervisorId, t.day.desc()),
    index("alerts_day_idx").on(t.day),
  ],
);

// The evening summary of a day, one row per day: the row is locked while the summary is sent, and `sent_at`
// says it went out, so that several instances and a restart send it once (lib/services/summary).
export const dailySummaries = pgTable("daily_summaries", {
  day: date("day", { mode: "string" }).primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
  sends: integer("sends").notNull().default(0),
  smsText: text("sms_text"),
  figures: jsonb("figures"),
});

// Network settings (the tolerance of a negative GR before a closing needs a justification).
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

// Append-only: a trigger (drizzle/0001_audit_append_only.sql) refuses UPDATE and DELETE.
// No foreign keys, so that the history outlives the users it speaks of.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name"),
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    supervisorId: uuid("supervisor_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_action_at_idx").on(t.action, t.at.desc()),
    index("audit_log_supervisor_at_idx").on(t.supervisorId, t.at.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    body: text("body").notNull(),
    provider: text("provider").notNull(),
    purpose: text("purpose"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: smsStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // the dispatcher: when the next attempt is due, and which instance holds the message until when
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [
    index("sms_outbox_status_created_idx").on(t.status, t.createdAt.desc()),
    index("sms_outbox_status_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

// One row per signed-in session (the token's `sid`): logout revokes it, every request checks it, so a
// logged-out token is refused on every instance. Expired rows are purged.
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    address: text("address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// Login throttling, per phone (`phone:<digits>`) and per client address (`ip:<address>`).
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * The database functions and triggers of lib/db/functions/ as last applied (lib/db/apply-functions.ts): one row, the
 * hash of the files, so that a start-up re-applies them only when they changed.
 */
export const databaseFunctions = pgTable(
  "caisse_functions",
  {
    id: integer("id").primaryKey().default(1),
    hash: text("hash").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("caisse_functions_one_row", sql`${t.id} = 1`)],
);

// An operator's statement imported for one supervisor's e-money account (lib/services/statements): who
// brought which file, when, and what it held. Deleting one removes its operations (the audit log keeps why).
export const statements = pgTable(
  "statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountType: accountType("account_type").notNull(),
    fileName: text("file_name").notNull(),
    formatId: uuid("format_id").references(() => statementFormats.id, { onDelete: "set null" }),
    // rows read, new operations stored, operations already known and skipped
    rows: integer("rows").notNull(),
    stored: integer("stored").notNull(),
    duplicates: integer("duplicates").notNull(),
    // the business days its operations cover
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    importedBy: uuid("imported_by").references(() => users.id, { onDelete: "set null" }),
    importedByName: text("imported_by_name"),
    createdAt: createdAt(),
  },
  (t) => [index("statements_account_idx").on(t.supervisorId, t.accountType, t.fromDay, t.toDay), index("statements_created_idx").on(t.createdAt.desc())],
);

// One operation of an operator's statement, stored once per wallet: the same operator reference, or without
// one the same instant, amount and balance, is the same operation whichever file brought it.
export const statementOperations = pgTable(
  "statement_operations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => statements.id, { onDelete: "cascade" }),
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountType: accountType("account_type").notNull(),
    reference: text("reference"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    // the business day of `at` in APP_TIMEZONE
    day: date("day", { mode: "string" }).notNull(),
    // whole francs, signed: money in > 0, money out < 0
    amount: bigint("amount", { mode: "number" }).notNull(),
    // null only on a failed row whose file left the balance empty
    balanceAfter: bigint("balance_after", { mode: "number" }),
    // the operator's status as written (kept for the record), and whether it moved the balance
    status: text("status"),
    counted: boolean("counted").notNull().default(true),
    type: text("type"),
    // the file's line (CSV) or row (XLSX) it came from
    line: integer("line").notNull(),
  },
  (t) => [
    uniqueIndex("statement_operations_reference_key").on(t.supervisorId, t.accountType, t.reference).where(sql`${t.reference} IS NOT NULL`),
    uniqueIndex("statement_operations_unreferenced_key")
      .on(t.supervisorId, t.accountType, t.at, t.amount, t.balanceAfter)
      .where(sql`${t.reference} IS NULL`),
    index("statement_operations_account_at_idx").on(t.supervisorId, t.accountType, t.at, t.id),
    index("statement_operations_statement_idx").on(t.statementId),
  ],
);

// A column mapping the admin gave for a header Caisse did not recognise, found again by the header's signature.
export const statementFormats = pgTable(
  "statement_formats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // { date, time?, reference?, amount? | debit + credit, balance, status?, type? }: the header's names
    columns: jsonb("columns").notNull(),
    headerSignature: text("header_signature"),
    dateFormat: text("date_format"),
    decimalSeparator: text("decimal_separator"),
    headerLine: integer("header_line"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("statement_formats_name_key").on(t.name), index("statement_formats_signature_idx").on(t.headerSignature)],
);

// A supervisor's explanation of a day's écart against his statement, one per account and day.
export const reconciliationComments = pgTable(
  "reconciliation_comments",
  {
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountType: accountType("account_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    comment: text("comment").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "reconciliation_comments_pkey", columns: [t.supervisorId, t.accountType, t.day] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RegistrationRequest = typeof registrationRequests.$inferSelect;
export type SupervisorAccount = typeof supervisorAccounts.$inferSelect;
export type AccountLine = typeof accountLines.$inferSelect;
export type Transfer = typeof transfers.$inferSelect;
export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type DayClosure = typeof dayClosures.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;
export type PartnerBalanceRow = typeof partnerBalances.$inferSelect;
export type StatementRow = typeof statements.$inferSelect;
export type StatementFormatRow = typeof statementFormats.$inferSelect;
