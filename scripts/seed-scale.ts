// npm run seed:scale -- --supervisors 100 --partners 300 --days 365
// Fills an empty database (PGlite in PGLITE_DIR, or DATABASE_URL) with a generated network through the
// app's schema and ledger rules, in batches, printing its progress. It refuses a database that already
// has supervisors or partners: generated days would collide with the existing lines.
// Run it with the server stopped (PGlite opens its folder for one process at a time).
import { ne, sql } from "drizzle-orm";
import { closeDb, getDb, getDbHandle } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { loadCheckedEnv } from "@/lib/config/load-env";
import { parseScaleArgs } from "./lib/scale-args";
import { seedScale } from "./lib/scale-seed";

async function main() {
  const env = loadCheckedEnv();
  const { args, rest } = parseScaleArgs(process.argv.slice(2));
  if (rest.length) throw new Error(`option inconnue ${rest[0]} (usage : npm run seed:scale -- [--supervisors 100] [--partners 300] [--days 365])`);
  const handle = await getDbHandle();
  const db = await getDb();
  const target = handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite (${env.PGLITE_DIR})`;
  const [existing] = await db.select({ id: users.id }).from(users).where(ne(users.role, "ADMIN")).limit(1);
  if (existing) {
    console.error(
      `La base ${target} contient déjà des superviseurs ou des partenaires : seed:scale ne remplit qu'une base vide.\n` +
        "Utilisez un autre PGLITE_DIR (ou une autre base PostgreSQL), ou supprimez le dossier de données.",
    );
    process.exitCode = 1;
    await closeDb();
    return;
  }
  console.log(`Base ${target} : ${args.supervisors} superviseurs, ${args.partners} partenaires, ${args.days} jours`);
  const result = await seedScale(db, { ...args, log: (text) => console.log(text) });
  // planner statistics for the fresh tables, and the visibility map that lets the stats be read from
  // the index alone (PGlite has no autovacuum)
  await db.execute(sql`VACUUM ANALYZE`);
  const mismatches = await findLineMismatches(db);
  const perDay = result.transactions / Math.max(1, args.supervisors * args.days);
  console.log(
    `\nTerminé en ${result.seconds.toFixed(1)} s : ${result.transactions} transactions (${perDay.toFixed(1)} par superviseur et par jour), ` +
      `${result.lines} lignes, ${(result.transactions / result.seconds).toFixed(0)} transactions/s.`,
  );
  console.log(mismatches.length === 0 ? "Chaque ligne égale ses écritures." : `ATTENTION : ${mismatches.length}+ lignes diffèrent de leurs écritures.`);
  console.log(`Code d'accès commun des superviseurs et partenaires générés : ${result.code} (téléphones 781000000…, 782000000…)`);
  await closeDb();
  if (mismatches.length) process.exitCode = 1;
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
