// Excel exports (admin): availability, information, and what a workbook is written from. The workbooks
// themselves, their sheets and French texts, are lib/presenters/exports, which pulls the rows from this source
// as it writes them, so the file streams with flat memory.
import type { Db, Executor } from "@/lib/db/client";
import type { AccountTypesSetting } from "@/lib/domain/account-types";
import { AppError } from "@/lib/domain/errors";
import type { ExportFormat } from "@/lib/domain/exports";
import type { ExportPeriod } from "@/lib/domain/periods";
import { EXPORT_MESSAGES, exportRequestProblems } from "@/lib/validation/exports";
import { getAccountTypes } from "../account-types";
import { businessToday } from "../ledger/days";
import {
  accountTotals,
  countTransactions,
  dayTotals,
  hasData,
  prepareRange,
  resolveExportRange,
  supervisorDays,
  supervisorTotals,
  type AccountTotal,
  type DayTotal,
  type ExportRange,
  type SupervisorDay,
  type SupervisorTotal,
} from "./data";
import { movementDays, type Movement } from "./movements";
import { reconciliationRows, type ReconciliationExportRow } from "./reconciliation";

export type { AccountTotal, DayTotal, ExportRange, Movement, SupervisorDay, SupervisorTotal };

export interface ExportInput {
  period?: string;
  customDate?: string;
  format?: string;
}

/** The checked request's days, or 422 with 'Validation échouée: ' and every problem. */
export async function exportRange(db: Executor, input: ExportInput, needsFormat = false): Promise<ExportRange> {
  const problems = exportRequestProblems(input, businessToday(), { needsFormat });
  if (problems.length) throw new AppError("VALIDATION_ERROR", EXPORT_MESSAGES.prefix + problems.join(", "));
  const range = await resolveExportRange(db, input.period as ExportPeriod, input.period === "custom" ? input.customDate!.trim() : undefined);
  await prepareRange(db, range);
  return range;
}

export async function exportAvailability(db: Executor, input: ExportInput) {
  return { hasData: await hasData(db, await exportRange(db, input)) };
}

/** The workbook a request asks for (the complete one unless it says simple), its days and its transactions. */
export async function exportInfo(db: Executor, input: ExportInput) {
  const range = await exportRange(db, input);
  const format: ExportFormat = input.format === "simple" ? "simple" : "xlsx";
  return { format, range, transactions: await countTransactions(db, range) };
}

/**
 * What a workbook is written from: the checked days, the market's account types, and the reads, each run when
 * the workbook reaches its sheet (those by day yield one day at a time).
 */
export interface ExportSource {
  range: ExportRange;
  accountTypes: AccountTypesSetting;
  dayTotals: () => Promise<DayTotal[]>;
  accountTotals: () => Promise<AccountTotal[]>;
  supervisorTotals: () => Promise<SupervisorTotal[]>;
  supervisorDays: () => AsyncGenerator<SupervisorDay[]>;
  movementDays: () => AsyncGenerator<Movement[]>;
  reconciliationRows: () => AsyncGenerator<ReconciliationExportRow[]>;
}

/** The request checked (422 before any byte is written), then its source. */
export async function exportSource(db: Db, input: ExportInput, options: { needsFormat?: boolean } = {}): Promise<ExportSource> {
  const range = await exportRange(db, input, options.needsFormat);
  return {
    range,
    accountTypes: await getAccountTypes(db),
    dayTotals: () => dayTotals(db, range),
    accountTotals: () => accountTotals(db, range),
    supervisorTotals: () => supervisorTotals(db, range),
    supervisorDays: () => supervisorDays(db, range),
    movementDays: () => movementDays(db, range),
    reconciliationRows: () => reconciliationRows(db, range),
  };
}
