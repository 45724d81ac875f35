// After the writers, with the server stopped: every line of today still equals its entries, and each
// 201 the writers got is one stored transaction. A failure marks the writers' scenarios KO.
import { sql } from "drizzle-orm";
import { closeDb, getDb, queryRows } from "@/lib/db/client";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { openDataset, type Dataset } from "./dataset";
import type { ScenarioResult } from "./targets";
import type { WriteCount } from "./writers";

export interface Verification {
  linesChecked: "today";
  mismatches: number;
  created: number;
  stored: number;
  sent: number;
  ok: boolean;
}

export async function verifyWrites(dataset: Dataset, count: WriteCount, scenarios: ScenarioResult[], log: (text: string) => void): Promise<Verification> {
  openDataset(dataset.env);
  try {
    const db = await getDb();
    const mismatches = await findLineMismatches(db, { from: dataset.today });
    const [row] = await queryRows<{ count: string }>(db, sql`SELECT count(*) AS count FROM transactions WHERE idempotency_key LIKE ${`${count.runId}-%`}`);
    const stored = Number(row?.count ?? 0);
    const { created, sent } = count;
    // requests still in flight when a run stops may commit without their answer being counted:
    // every 201 must be stored, and nothing stored that was never sent
    const ok = mismatches.length === 0 && stored >= created && stored <= sent;
    log(`vérification : ${mismatches.length} ligne(s) différente(s) de ses écritures ; ${created} réponses 201, ${stored} transactions en base, ${sent} envoyées`);
    if (!ok) for (const s of scenarios.filter((s) => s.id.startsWith("writers"))) s.ok = false;
    return { linesChecked: "today", mismatches: mismatches.length, created, stored, sent, ok };
  } finally {
    await closeDb();
  }
}
