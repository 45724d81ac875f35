// npm run bench:statements — an operator's statement of 200,000 rows (a French CSV, 100 days of a busy wallet)
// imported for one supervisor: its time, its peak memory above the idle process, and the same file imported
// again (every row already known). A benchmark, not a test. Uses DATABASE_URL when set (an empty database),
// else a fresh PGlite folder in the system temp dir.
//   npm run bench:statements -- [--rows 200000] [--json]
// `npm run bench` runs it too (--json: its figures on a last line, for bench/results.json).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { closeDb, getDb, queryRows } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/config/env";
import { loadCheckedEnv } from "@/lib/config/load-env";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { importStatement } from "@/lib/services/statements/import";
import { STATEMENTS_JSON_MARK, type StatementRun } from "./lib/statements";

const ROWS = Number(process.argv[process.argv.indexOf("--rows") + 1] || 0) || 200_000;
const DAYS = 100;

/** The file as a French Windows portal writes it: title lines, `;`, amounts with spaces, a status, a total. */
function statementCsv(rows: number): Buffer {
  const first = addDays(businessToday(), -DAYS);
  const perDay = Math.ceil(rows / DAYS);
  const lines = ["Relevé de compte;;;;", "Agent : 771234567;;;;", ";;;;", "Référence;Date/Heure;Montant;Solde après;Statut"];
  let balance = 5_000_000;
  for (let i = 0; i < rows; i++) {
    const day = addDays(first, Math.floor(i / perDay));
    const minute = Math.floor(((i % perDay) * 720) / perDay);
    const amount = ((i * 7919) % 90_000) + 100;
    const signed = i % 2 ? -amount : amount;
    const failed = i % 50 === 0;
    if (!failed) balance += signed;
    const time = `${String(8 + Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`;
    lines.push(`OM${i};${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${time};${signed.toLocaleString("fr-FR")};${balance.toLocaleString("fr-FR")};${failed ? "Échoué" : "Réussi"}`);
  }
  lines.push(`Total;;;;`);
  return Buffer.from(lines.join("\r\n"), "utf8");
}

const runs: StatementRun[] = [];

async function timed(label: string, run: () => Promise<unknown>) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peakAboveIdleMb = Math.round((peak - idle) / 1024 / 1024);
  runs.push({ label, seconds: Math.round(seconds * 10) / 10, peakAboveIdleMb, result });
  console.log(`${label} : ${seconds.toFixed(1)} s, mémoire +${peakAboveIdleMb} Mo au-dessus du repos (${(idle / 1024 / 1024).toFixed(0)} Mo) — ${JSON.stringify(result)}`);
}

async function main() {
  loadCheckedEnv();
  const temp = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "caisse-bench-statements-"));
  if (temp) {
    process.env.PGLITE_DIR = temp;
    resetEnvCache();
  }
  try {
    const db = await getDb();
    const [admin] = await queryRows<{ id: string }>(db, sql`INSERT INTO users (nom_complet, telephone, role, code_hash, code_cipher) VALUES ('Admin Bench', '770000001', 'ADMIN', 'x', 'x') RETURNING id`);
    const [sup] = await queryRows<{ id: string }>(db, sql`INSERT INTO users (nom_complet, telephone, role, code_hash, code_cipher) VALUES ('Superviseur Bench', '770000002', 'SUPERVISEUR', 'x', 'x') RETURNING id`);
    const bytes = statementCsv(ROWS);
    console.log(`Base ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} : relevé CSV de ${ROWS} lignes (${(bytes.length / 1024 / 1024).toFixed(1)} Mo)`);
    const actor = { id: admin!.id, nomComplet: "Admin Bench", telephone: "770000001", role: "ADMIN" as const };
    const upload = { supervisorId: sup!.id, accountType: "ORANGE_MONEY" as const, fileName: "releve.csv", mime: "text/csv", bytes };
    await timed("Import", () => importStatement(db, actor, upload));
    await timed("Même fichier réimporté (rien de nouveau)", () => importStatement(db, actor, upload));
    const [other] = await queryRows<{ id: string }>(db, sql`INSERT INTO users (nom_complet, telephone, role, code_hash, code_cipher) VALUES ('Second Bench', '770000003', 'SUPERVISEUR', 'x', 'x') RETURNING id`);
    await timed("Même fichier pour un second superviseur (tout nouveau)", () => importStatement(db, actor, { ...upload, supervisorId: other!.id }));
    if (process.argv.includes("--json")) console.log(STATEMENTS_JSON_MARK + JSON.stringify({ engine: process.env.DATABASE_URL ? "postgres" : "pglite", rows: ROWS, runs }));
  } finally {
    await closeDb();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
