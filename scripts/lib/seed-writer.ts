// Writes generated days in batches (shared by seed:demo and seed:scale).
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accountLines, ledgerDays, transactions } from "@/lib/db/schema";
import type { GenLine, GenTransaction } from "./ledger-generator";

const CHUNK = 1000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export async function writeDay(db: Db, batch: { day: string; transactions: GenTransaction[]; lines: GenLine[] }, supervisorIds: string[]) {
  await db.transaction(async (tx) => {
    await inChunks(batch.transactions, (chunk) => tx.insert(transactions).values(chunk.map((t) => ({ ...t, status: "VALIDEE" as const, updatedAt: t.createdAt }))));
    await inChunks(batch.lines, (chunk) =>
      tx.insert(accountLines).values(chunk.map((l) => ({ ...l, baseSeq: 0, updatedAt: new Date(`${batch.day}T19:30:00Z`) }))),
    );
    await inChunks(supervisorIds, (chunk) =>
      tx.insert(ledgerDays).values(chunk.map((supervisorId) => ({ supervisorId, day: batch.day }))).onConflictDoNothing(),
    );
  });
}

/** After inserting explicit seq values, moves the sequence past them so the app's next entry comes after. */
export async function syncTransactionSeq(db: Db) {
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('transactions', 'seq'), GREATEST((SELECT coalesce(max(seq), 0) FROM transactions), 1))`);
}

export async function currentMaxSeq(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT coalesce(max(seq), 0) AS max FROM transactions`)) as unknown as { rows: { max: string | number }[] };
  return Number(result.rows[0]!.max);
}
