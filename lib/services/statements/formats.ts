// The column mappings the admin saved for headers Caisse did not recognise: found again by the header's
// signature on the next import, or named by the import form.
import { asc } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Executor } from "@/lib/db/client";
import { statementFormats } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { headerSignature, type ColumnMapping, type StatementFormat } from "@/lib/domain/statements/table";
import { isUniqueViolation } from "@/lib/db/errors";
import type { StatementFormatInput } from "@/lib/validation/reconciliation";
import { writeAudit } from "../audit";

export const FORMAT_MESSAGES = { taken: "Un format porte déjà ce nom" } as const;

/** Every saved format (a handful: one per operator's portal at most). */
export async function loadFormats(executor: Executor): Promise<StatementFormat[]> {
  const rows = await executor.select().from(statementFormats).orderBy(asc(statementFormats.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    columns: r.columns as ColumnMapping,
    headerSignature: r.headerSignature,
    dateFormat: r.dateFormat,
    decimalSeparator: r.decimalSeparator === "," || r.decimalSeparator === "." ? r.decimalSeparator : null,
    headerLine: r.headerLine,
  }));
}

export async function saveFormat(db: Db, actor: SessionUser, input: StatementFormatInput): Promise<{ id: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(statementFormats)
        .values({
          name: input.name,
          columns: input.columns,
          headerSignature: input.header ? headerSignature(input.header) : null,
          dateFormat: input.dateFormat || null,
          decimalSeparator: input.decimalSeparator ?? null,
          headerLine: input.headerLine ?? null,
          createdBy: actor.id,
        })
        .returning({ id: statementFormats.id });
      await writeAudit(tx, { actor, action: "STATEMENT_FORMAT_SAVED", entity: "statement_format", entityId: row!.id, after: { name: input.name, columns: input.columns } });
      return { id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, "statement_formats_name_key")) throw new AppError("CONFLICT", FORMAT_MESSAGES.taken);
    throw error;
  }
}
