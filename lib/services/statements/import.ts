// An operator's statement imported for one supervisor's account, all or nothing: the file's records read as a
// stream, each operation inserted in batches inside one transaction (an operation the wallet already has,
// by reference or by instant, amount and balance, is skipped), any unreadable row rolling the whole back.
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Tx } from "@/lib/db/client";
import { statements, users } from "@/lib/db/schema";
import type { AccountType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { wallClockInstant } from "@/lib/domain/statements/instants";
import { StatementHeaderError, StatementLineError, StatementTable, type ParsedOperation, type StatementFormat } from "@/lib/domain/statements/table";
import { getEnv } from "@/lib/config/env";
import { readAccountTypes } from "../account-types";
import { writeAudit } from "../audit";
import { refreshStatementAlerts } from "./alerts";
import { assertInflatesWithin, statementKind } from "./files";
import { loadFormats } from "./formats";
import { statementRecords } from "./records";

/** Operations inserted per statement: few enough parameters for both drivers, many enough to be quick. */
const BATCH_ROWS = 1_000;
/** The most rows one import may hold. */
export const STATEMENT_ROWS_MAX = 300_000;

export const IMPORT_MESSAGES = {
  supervisor: "Superviseur non trouvé",
  format: "Format de relevé non trouvé",
  inactive: "Ce compte n'est pas activé dans le réseau",
  empty: "Aucune opération dans ce relevé",
  tooMany: `Relevé trop long : ${STATEMENT_ROWS_MAX.toLocaleString("fr-FR")} opérations au plus par import`,
  fileName: "Nom de fichier invalide",
} as const;

export interface StatementUpload {
  supervisorId: string;
  accountType: AccountType;
  formatId?: string;
  fileName: string;
  mime: string;
  bytes: Buffer;
}

export interface ImportedStatement {
  id: string;
  rows: number;
  stored: number;
  duplicates: number;
  from: string;
  to: string;
}

/** A refusal of the file's content: 422 with the line and column, or with the header read. */
function refusal(error: unknown): unknown {
  if (error instanceof StatementLineError) return new AppError("VALIDATION_ERROR", error.message, undefined, { details: { line: error.line, column: error.column } });
  if (error instanceof StatementHeaderError) return new AppError("VALIDATION_ERROR", error.message, undefined, { details: { columns: error.columns } });
  return error;
}

const cleanFileName = (name: string) => {
  const base = name.split(/[\\/]/).pop()!.trim();
  if (!base || base.length > 200 || /[\u0000-\u001f\u007f]/.test(base)) throw new AppError("VALIDATION_ERROR", IMPORT_MESSAGES.fileName);
  return base;
};

export async function importStatement(db: Db, actor: SessionUser, upload: StatementUpload): Promise<ImportedStatement> {
  const fileName = cleanFileName(upload.fileName);
  const kind = statementKind(fileName, upload.mime, upload.bytes);
  if (kind === "xlsx") await assertInflatesWithin(upload.bytes);
  const [supervisor] = await db.select({ role: users.role }).from(users).where(eq(users.id, upload.supervisorId));
  if (supervisor?.role !== "SUPERVISEUR") throw new AppError("NOT_FOUND", IMPORT_MESSAGES.supervisor);
  const formats = await loadFormats(db);
  const forced = upload.formatId ? formats.find((f) => f.id === upload.formatId) : null;
  if (upload.formatId && !forced) throw new AppError("NOT_FOUND", IMPORT_MESSAGES.format);
  try {
    return await db.transaction(async (tx) => {
      if (!(await readAccountTypes(tx)).active.includes(upload.accountType)) throw new AppError("VALIDATION_ERROR", IMPORT_MESSAGES.inactive);
      return store(tx, actor, { ...upload, fileName }, kind, formats, forced ?? null);
    });
  } catch (error) {
    throw refusal(error);
  }
}

async function store(tx: Tx, actor: SessionUser, upload: StatementUpload, kind: "csv" | "xlsx", formats: StatementFormat[], forced: StatementFormat | null): Promise<ImportedStatement> {
  const [row] = await tx
    .insert(statements)
    .values({ supervisorId: upload.supervisorId, accountType: upload.accountType, fileName: upload.fileName, rows: 0, stored: 0, duplicates: 0, fromDay: "2000-01-01", toDay: "2000-01-01", importedBy: actor.id, importedByName: actor.nomComplet })
    .returning({ id: statements.id });
  const statementId = row!.id;
  const timeZone = getEnv().APP_TIMEZONE;
  let rows = 0;
  let stored = 0;
  let from: string | null = null;
  let to: string | null = null;
  let batch: ParsedOperation[] = [];
  const flush = async () => {
    if (!batch.length) return;
    // one parameter per batch (a JSON array), unpacked by the database: far cheaper to send and parse than
    // a dozen parameters per row, and the same on PGlite and PostgreSQL
    const rows = JSON.stringify(
      batch.map((op) => ({ r: op.reference, t: wallClockInstant(op.day, op.seconds, timeZone).toISOString(), d: op.day, a: op.amount, b: op.balanceAfter, s: op.status, c: op.counted, y: op.type, l: op.line })),
    );
    batch = [];
    const inserted = await queryRows<{ n: number }>(
      tx,
      sql`WITH added AS (
            INSERT INTO statement_operations (statement_id, supervisor_id, account_type, reference, at, day, amount, balance_after, status, counted, type, line)
            SELECT ${statementId}::uuid, ${upload.supervisorId}::uuid, ${upload.accountType}::account_type, x.r, x.t, x.d, x.a, x.b, x.s, x.c, x.y, x.l
            FROM jsonb_to_recordset(${rows}::jsonb) AS x(r text, t timestamptz, d date, a bigint, b bigint, s text, c boolean, y text, l integer)
            ON CONFLICT DO NOTHING RETURNING 1)
          SELECT count(*)::int AS n FROM added`,
    );
    stored += inserted[0]!.n;
  };
  // a workbook's table is on one of its sheets: each sheet is searched in turn, the first that has it is read
  let table: StatementTable | null = null;
  let sheet: string | null | undefined;
  let missed: StatementHeaderError | null = null;
  let skipping = false;
  for await (const record of statementRecords(kind, upload.bytes)) {
    if (record.sheet !== sheet || !table) {
      if (table?.headerNames.length) break;
      sheet = record.sheet;
      table = new StatementTable({ formats, forced });
      skipping = false;
    }
    if (skipping) continue;
    let op: ParsedOperation | null;
    try {
      op = table.push(record.cells, record.line);
    } catch (error) {
      if (!(error instanceof StatementHeaderError) || kind === "csv") throw error;
      missed ??= error;
      skipping = true;
      continue;
    }
    if (!op) continue;
    if (++rows > STATEMENT_ROWS_MAX) throw new AppError("PAYLOAD_TOO_LARGE", IMPORT_MESSAGES.tooMany);
    if (!from || op.day < from) from = op.day;
    if (!to || op.day > to) to = op.day;
    batch.push(op);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  if (!table?.headerNames.length) {
    if (missed) throw missed;
    (table ?? new StatementTable()).finish();
  }
  await flush();
  if (!rows || !from || !to) throw new AppError("VALIDATION_ERROR", IMPORT_MESSAGES.empty);
  const duplicates = rows - stored;
  await tx.update(statements).set({ rows, stored, duplicates, fromDay: from, toDay: to, formatId: table!.format?.id ?? null }).where(eq(statements.id, statementId));
  await writeAudit(tx, {
    actor,
    action: "STATEMENT_IMPORTED",
    entity: "statement",
    entityId: statementId,
    supervisorId: upload.supervisorId,
    after: { fileName: upload.fileName, accountType: upload.accountType, rows, stored, duplicates, from, to },
  });
  await refreshStatementAlerts(tx, { supervisorId: upload.supervisorId, accountType: upload.accountType, from, to });
  return { id: statementId, rows, stored, duplicates, from, to };
}

/** How many operations an account has stored (tests and the bench). */
export async function countOperations(db: Db, supervisorId: string, accountType: AccountType): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM statement_operations WHERE supervisor_id = ${supervisorId}::uuid AND account_type = ${accountType}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
