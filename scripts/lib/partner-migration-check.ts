// Proves the partner-key migration (drizzle/0006) on generated data: a database migrated up to 0005 is
// filled with partner lines keyed the old way (`part-<name as typed>`), with the cases that made the old
// keys wrong (two registered partners with one name, a registered partner and a free one with one name,
// free names typed with other spaces and cases), manual values on partner lines and deleted lines; then
// 0006 runs and every supervisor's totals of every day must be what they were, every line must equal its
// entries, and every partner line must be keyed by identity. Used by `npm run check:partner-migration`
// (the 100 x 365 data set) and by tests/db/partner-migration.db.test.ts.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { generateAccessCode, sealAccessCode } from "@/lib/auth/codes";
import { queryRows, type Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { foldName } from "@/lib/domain/partners";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { generateLedger, rng } from "./ledger-generator";
import { syncTransactionSeq, writeDay } from "./seed-writer";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
/** The migration that re-keys partner lines. */
export const PARTNER_MIGRATION_TAG = "0006_partner_identity";

/** A copy of the migrations folder holding only the migrations before `tag` (drizzle runs what it finds). */
export function migrationsBefore(tag: string): { folder: string; cleanup: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "caisse-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index < 0) throw new Error(`migration ${tag} introuvable`);
  const kept = journal.entries.slice(0, index);
  for (const entry of kept) copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  return { folder, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface LegacyOptions {
  supervisors: number;
  partners: number;
  days: number;
  today: string;
  partnerOpsPerDay?: number;
  seed?: number;
  log?: (text: string) => void;
}

const FIRST = ["Moussa", "Awa", "Cheikh", "Mariama", "Ibrahima", "Fatou", "Ousmane", "Aminata", "Pape", "Khady", "Modou", "Ndeye"];
const LAST = ["Diop", "Ndiaye", "Sow", "Ba", "Fall", "Sarr", "Gueye", "Diallo", "Mbaye", "Faye", "Cissé", "Kane"];

/** Fills a database at migration 0005 with old-style partner keys and their pitfalls. */
export async function seedLegacyPartners(db: Db, options: LegacyOptions) {
  const code = generateAccessCode();
  const sealed = await sealAccessCode(code);
  const insert = async (role: "ADMIN" | "SUPERVISEUR" | "PARTENAIRE", names: string[], phoneBase: number) => {
    const created: { id: string; nomComplet: string }[] = [];
    for (let i = 0; i < names.length; i += 500) {
      const rows = names.slice(i, i + 500).map((nomComplet, j) => ({ nomComplet, telephone: String(phoneBase + i + j), role, ...sealed }));
      created.push(...(await db.insert(users).values(rows).returning({ id: users.id, nomComplet: users.nomComplet })));
    }
    return created;
  };
  const nameOf = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? ` ${i}` : ""}`;
  const [admin] = await insert("ADMIN", ["Administrateur"], 770_000_000);
  const supervisors = await insert("SUPERVISEUR", Array.from({ length: options.supervisors }, (_, i) => `Superviseur ${nameOf(i)}`), 781_000_000);
  const partnerNames = Array.from({ length: options.partners }, (_, i) => nameOf(i + 3));
  // the rename attack, already happened: the second partner took the first one's name
  if (partnerNames.length > 1) partnerNames[1] = partnerNames[0]!;
  const partners = await insert("PARTENAIRE", partnerNames, 782_000_000);
  // free partners typed many ways, and one typed with a registered partner's name
  const freeNames = ["Boutique Keur Massar", "boutique keur massar", " Boutique  Keur Massar ", "BOUTIQUE KEUR MASSAR", "Quincaillerie Thiaroye", "Alimentation Pikine", "Kiosque Marché Sandaga", "kiosque marche sandaga", partners[2]?.nomComplet ?? "Client"];
  const totals = await generateLedger({
    supervisors,
    partners,
    adminId: admin!.id,
    today: options.today,
    days: options.days,
    partnerOpsPerDay: options.partnerOpsPerDay ?? 16,
    seed: options.seed ?? 11,
    freePartnerNames: freeNames,
    partnerKeys: "legacy",
    onDay: (batch) => writeDay(db, batch, supervisors.map((s) => s.id)),
  });
  await syncTransactionSeq(db);

  // manual values on partner lines (a reset to a value, a value set by the admin), as the app makes them:
  // the base after all the line's entries, or after some of them; and partner lines deleted by hand
  const random = rng(options.seed ?? 11);
  const lines = await queryRows<{ supervisor_id: string; day: string; line_type: string; account_key: string }>(
    db,
    sql`SELECT supervisor_id, day::text AS day, line_type, account_key FROM account_lines WHERE account_key LIKE 'part-%' ORDER BY supervisor_id, day, line_type, account_key`,
  );
  let manual = 0;
  let deleted = 0;
  for (const line of lines) {
    const pick = random.next();
    if (pick < 0.02) {
      await db.execute(sql`
        UPDATE account_lines l SET base_value = 10000 + (random() * 50000)::bigint, base_seq = coalesce(
          (SELECT max(t.seq) FROM transactions t WHERE t.supervisor_id = l.supervisor_id AND t.day = l.day AND t.line_type = l.line_type AND t.account_key = l.account_key), 0)
        WHERE l.supervisor_id = ${line.supervisor_id} AND l.day = ${line.day}::date AND l.line_type = ${line.line_type}::line_type AND l.account_key = ${line.account_key}`);
      manual += 1;
    } else if (pick < 0.04) {
      await db.execute(sql`
        UPDATE account_lines l SET base_value = 5000, base_seq = coalesce(
          (SELECT min(t.seq) FROM transactions t WHERE t.supervisor_id = l.supervisor_id AND t.day = l.day AND t.line_type = l.line_type AND t.account_key = l.account_key), 0)
        WHERE l.supervisor_id = ${line.supervisor_id} AND l.day = ${line.day}::date AND l.line_type = ${line.line_type}::line_type AND l.account_key = ${line.account_key}`);
      manual += 1;
    } else if (pick < 0.05) {
      await db.execute(sql`
        DELETE FROM account_lines WHERE supervisor_id = ${line.supervisor_id} AND day = ${line.day}::date
          AND line_type = ${line.line_type}::line_type AND account_key = ${line.account_key}`);
      deleted += 1;
    }
  }
  // the lines with a manual value follow the app's rule: base + the entries after it
  await db.execute(sql`
    UPDATE account_lines l SET value = l.base_value + coalesce((SELECT round(sum(t.amount) / 100.0) FROM transactions t
      WHERE t.supervisor_id = l.supervisor_id AND t.day = l.day AND t.line_type = l.line_type AND t.account_key = l.account_key
        AND t.seq > l.base_seq), 0)
    WHERE l.account_key LIKE 'part-%' AND l.base_seq > 0`);
  options.log?.(`${totals.transactions} transactions, ${totals.lines} lignes ; ${manual} lignes partenaires à valeur manuelle, ${deleted} supprimées`);
  return { ...totals, manual, deleted, partners, supervisors };
}

export interface DayTotals {
  supervisorId: string;
  day: string;
  debut: number;
  sortie: number;
}

/** Every supervisor's Début and Sortie totals of every day (GR = sortie - debut). */
export async function supervisorDayTotals(db: Db): Promise<DayTotals[]> {
  const rows = await queryRows<{ supervisor_id: string; day: string; debut: string | null; sortie: string | null }>(
    db,
    sql`SELECT supervisor_id, day::text AS day,
          sum(value) FILTER (WHERE line_type = 'debut') AS debut, sum(value) FILTER (WHERE line_type = 'sortie') AS sortie
        FROM account_lines GROUP BY supervisor_id, day ORDER BY supervisor_id, day`,
  );
  return rows.map((r) => ({ supervisorId: r.supervisor_id, day: r.day, debut: Number(r.debut ?? 0), sortie: Number(r.sortie ?? 0) }));
}

export interface MigrationCheck {
  days: number;
  differingDays: DayTotals[];
  mismatches: number;
  /** registered partners' transactions not keyed by their id */
  registeredNotById: number;
  /** free partners' keys that are not their name folded */
  freeNotFolded: number;
  /** registered partners' lines without his id in partner_id (the screens join his name on it) */
  registeredLinesWithoutId: number;
  transactionsBefore: number;
  transactionsAfter: number;
  amountBefore: number;
  amountAfter: number;
}

async function countsOf(db: Db) {
  const [row] = await queryRows<{ n: string; amount: string }>(db, sql`SELECT count(*) AS n, coalesce(sum(amount), 0) AS amount FROM transactions`);
  return { n: Number(row!.n), amount: Number(row!.amount) };
}

/** Runs `migrate` (0006 onwards) between two readings of the data, and compares them. */
export async function checkPartnerMigration(db: Db, migrate: () => Promise<void>): Promise<MigrationCheck & { seconds: number }> {
  const before = await supervisorDayTotals(db);
  const countsBefore = await countsOf(db);
  const started = Date.now();
  await migrate();
  const seconds = (Date.now() - started) / 1000;
  const after = new Map((await supervisorDayTotals(db)).map((t) => [`${t.supervisorId}|${t.day}`, t]));
  const differingDays = before.filter((t) => {
    const a = after.get(`${t.supervisorId}|${t.day}`);
    return !a || a.debut !== t.debut || a.sortie !== t.sortie;
  });
  const [registered] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM transactions WHERE partner_id IS NOT NULL AND account_key <> 'part-' || partner_id::text`,
  );
  const free = await queryRows<{ account_key: string; partner_name: string }>(
    db,
    sql`SELECT DISTINCT account_key, partner_name FROM transactions WHERE partner_id IS NULL AND account_key LIKE 'part-%'`,
  );
  const [lines] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM account_lines l JOIN users u ON l.account_key = 'part-' || u.id::text
        WHERE l.partner_id IS DISTINCT FROM u.id`,
  );
  const countsAfter = await countsOf(db);
  return {
    seconds,
    days: before.length,
    differingDays,
    mismatches: (await findLineMismatches(db)).length,
    registeredNotById: Number(registered!.n),
    freeNotFolded: free.filter((f) => f.account_key !== `part-${foldName(f.partner_name)}`).length,
    registeredLinesWithoutId: Number(lines!.n),
    transactionsBefore: countsBefore.n,
    transactionsAfter: countsAfter.n,
    amountBefore: countsBefore.amount,
    amountAfter: countsAfter.amount,
  };
}
