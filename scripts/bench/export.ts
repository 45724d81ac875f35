// npm run bench:export — the complete export of one month for 100 supervisors of generated data:
// its time and its peak memory above the idle process (a benchmark, not a test).
// Uses DATABASE_URL when set (an empty database), else a fresh PGlite folder in the system temp dir.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { closeDb, getDb } from "@/lib/db/client";
import { getEnv, resetEnvCache } from "@/lib/config/env";
import { workbookResponse } from "@/lib/presenters/exports";
import { exportSource } from "@/lib/services/exports";
import { seedScale } from "../lib/scale-seed";
import { loadCheckedEnv } from "@/lib/config/load-env";

const SUPERVISORS = Number(process.env.BENCH_SUPERVISORS ?? 100);
const DAYS = 31;

async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done();
    },
  });
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    sink.write(value);
  }
  return bytes;
}

/** The complete workbook as its route answers it. */
async function completeExport(db: Awaited<ReturnType<typeof getDb>>, period: string): Promise<Response> {
  return workbookResponse("xlsx", await exportSource(db, { period }), getEnv().APP_TIMEZONE);
}

async function main() {
  loadCheckedEnv();
  const temp = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "caisse-bench-"));
  if (temp) {
    process.env.PGLITE_DIR = temp;
    resetEnvCache();
  }
  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  try {
    const db = await getDb();
    console.log(`Base ${engine} : génération de ${DAYS} jours pour ${SUPERVISORS} superviseurs...`);
    const seeded = await seedScale(db, { supervisors: SUPERVISORS, partners: 60, days: DAYS, log: (t) => console.log(t) });
    console.log(`${seeded.transactions} transactions, ${seeded.lines} lignes en ${seeded.seconds.toFixed(1)} s`);

    await drain(await completeExport(db, "week")); // warm-up (code paths, JIT)
    global.gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    // "all" covers exactly the 31 generated days: a whole month
    const bytes = await drain(await completeExport(db, "all"));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(`\nExport complet, ${DAYS} jours (un mois)`);
    console.log(`  base            ${engine}`);
    console.log(`  superviseurs    ${SUPERVISORS}`);
    console.log(`  fichier         ${(bytes / 1024).toFixed(0)} Ko`);
    console.log(`  durée           ${seconds.toFixed(2)} s   (objectif ≤ 3 s)`);
    console.log(`  mémoire         +${mb(peak - idle)} Mo au-dessus du repos (pic ${mb(peak)} Mo, repos ${mb(idle)} Mo)   (objectif ≤ 150 Mo)`);
  } finally {
    await closeDb();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
