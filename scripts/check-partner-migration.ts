// npm run check:partner-migration -- [--supervisors 100] [--partners 300] [--days 365]
// Proves the partner-key migration (drizzle/0006) at scale: a database at migration 0005 is filled with a
// generated network keyed the old way (scripts/lib/partner-migration-check.ts), then 0006 runs, and every
// supervisor's totals of every day must be unchanged, every line equal to its entries, every partner line
// keyed by identity. Runs on an in-memory PGlite by default (your ./data is never touched), or on the EMPTY
// PostgreSQL database of CHECK_DATABASE_URL.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { businessToday } from "@/lib/services/ledger/days";
import { loadCheckedEnv } from "@/lib/config/load-env";
import { checkPartnerMigration, migrationsBefore, MIGRATIONS_FOLDER, PARTNER_MIGRATION_TAG, seedLegacyPartners } from "./lib/partner-migration-check";
import { parseScaleArgs } from "./lib/scale-args";

async function open(url: string | undefined): Promise<{ db: Db; engine: string; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  if (url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: url, max: 2 });
    const db = drizzle(pool) as unknown as Db;
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'");
    if (rows[0].n > 0) {
      await pool.end();
      throw new Error("CHECK_DATABASE_URL doit désigner une base PostgreSQL vide (elle sera remplie puis laissée telle quelle).");
    }
    return { db, engine: "PostgreSQL", migrate: (folder) => migrate(drizzle(pool), { migrationsFolder: folder }), close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite();
  return { db: drizzle({ client }) as unknown as Db, engine: "PGlite (en mémoire)", migrate: (folder) => migrate(drizzle({ client }), { migrationsFolder: folder }), close: () => client.close() };
}

async function main() {
  loadCheckedEnv();
  const { args, rest } = parseScaleArgs(process.argv.slice(2));
  if (rest.length) throw new Error(`option inconnue ${rest[0]} (usage : npm run check:partner-migration -- [--supervisors 100] [--partners 300] [--days 365])`);
  const target = await open(process.env.CHECK_DATABASE_URL || undefined);
  try {
    console.log(`${target.engine} : ${args.supervisors} superviseurs, ${args.partners} partenaires, ${args.days} jours, clés partenaires à l'ancienne`);
    const before = migrationsBefore(PARTNER_MIGRATION_TAG);
    try {
      await target.migrate(before.folder);
    } finally {
      before.cleanup();
    }
    const started = Date.now();
    await seedLegacyPartners(target.db, { ...args, today: businessToday(), log: (text) => console.log(`  ${text}`) });
    await target.db.execute(sql`ANALYZE`);
    console.log(`  données générées en ${((Date.now() - started) / 1000).toFixed(1)} s ; migration 0006...`);
    const check = await checkPartnerMigration(target.db, () => target.migrate(MIGRATIONS_FOLDER));
    const ok =
      check.differingDays.length === 0 &&
      check.mismatches === 0 &&
      check.registeredNotById === 0 &&
      check.freeNotFolded === 0 &&
      check.registeredLinesWithoutId === 0 &&
      check.transactionsAfter === check.transactionsBefore &&
      check.amountAfter === check.amountBefore;
    console.log(`  migration en ${check.seconds.toFixed(1)} s`);
    console.log(`  ${check.days} journées (superviseur, jour) comparées : ${check.differingDays.length} totaux différents`);
    console.log(`  lignes différentes de leurs écritures : ${check.mismatches}`);
    console.log(`  transactions de partenaires enregistrés non rattachées à leur identifiant : ${check.registeredNotById}`);
    console.log(`  clés de partenaires libres non normalisées : ${check.freeNotFolded}`);
    console.log(`  lignes de partenaires enregistrés sans leur identifiant : ${check.registeredLinesWithoutId}`);
    console.log(`  transactions : ${check.transactionsBefore} → ${check.transactionsAfter} ; montants : ${check.amountBefore} → ${check.amountAfter}`);
    console.log(ok ? "RÉSULTAT : la migration conserve chaque total et chaque ligne." : "RÉSULTAT : ÉCHEC (voir ci-dessus).");
    for (const d of check.differingDays.slice(0, 10)) console.log(`    ${d.supervisorId} ${d.day} : début ${d.debut}, sortie ${d.sortie} avant`);
    if (!ok) process.exitCode = 1;
  } finally {
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
