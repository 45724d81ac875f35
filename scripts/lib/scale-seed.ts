// Fills a database with a generated network (supervisors, partners, days of lines and transactions, every
// day before the last closed) through the same schema and ledger rules as the app, in batches, reporting progress.
import { eq } from "drizzle-orm";
import { generateAccessCode, sealAccessCode } from "@/lib/auth/codes";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ensureAdmin } from "@/lib/services/bootstrap";
import { businessToday } from "@/lib/services/ledger/days";
import { generateLedger } from "./ledger-generator";
import { closeDay, syncTransactionSeq, writeDay } from "./seed-writer";

export interface ScaleOptions {
  supervisors: number;
  partners: number;
  days: number;
  /** partner operations per supervisor per day (about 20 transactions a day with the Début and Fin entries) */
  partnerOpsPerDay?: number;
  /** the last generated day (default today: its operations up to now) */
  lastDay?: string;
  log?: (text: string) => void;
}

const FIRST = ["Moussa", "Awa", "Cheikh", "Mariama", "Ibrahima", "Fatou", "Ousmane", "Aminata", "Pape", "Khady", "Modou", "Ndeye", "Abdoulaye", "Coumba", "Mamadou", "Astou"];
const LAST = ["Diop", "Ndiaye", "Sow", "Ba", "Fall", "Sarr", "Gueye", "Diallo", "Mbaye", "Faye", "Cissé", "Kane", "Sy", "Thiam", "Niang", "Seck"];
const nameOf = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${Math.floor(i / (FIRST.length * LAST.length)) + 1}`;

export async function seedScale(db: Db, options: ScaleOptions) {
  const log = options.log ?? (() => undefined);
  await ensureAdmin(db);
  const [admin] = await db.select({ id: users.id, nom: users.nomComplet }).from(users).where(eq(users.role, "ADMIN")).limit(1);
  // one sealed code for all generated users: hashing 400 codes would dominate the seeding time
  const code = generateAccessCode();
  const sealed = await sealAccessCode(code);
  const insertMany = async (role: "SUPERVISEUR" | "PARTENAIRE", count: number, phoneBase: number) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      nomComplet: nameOf(i + (role === "PARTENAIRE" ? 7 : 0)),
      telephone: String(phoneBase + i),
      role,
      adresse: "Dakar",
      ...sealed,
    }));
    const created: { id: string; nomComplet: string }[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      created.push(...(await db.insert(users).values(rows.slice(i, i + 500)).onConflictDoNothing().returning({ id: users.id, nomComplet: users.nomComplet })));
    }
    return created;
  };
  const supervisors = await insertMany("SUPERVISEUR", options.supervisors, 781_000_000);
  const partners = await insertMany("PARTENAIRE", options.partners, 782_000_000);
  log(`${supervisors.length} superviseurs et ${partners.length} partenaires créés (code d'accès commun : ${code})`);
  const started = Date.now();
  const today = options.lastDay ?? businessToday();
  let done = 0;
  const totals = await generateLedger({
    supervisors,
    partners,
    adminId: admin!.id,
    today,
    days: options.days,
    partnerOpsPerDay: options.partnerOpsPerDay ?? 16,
    seed: 7,
    onDay: async (batch) => {
      await writeDay(db, batch, supervisors.map((s) => s.id));
      // every day before the last is closed, as a network that closes its days has them
      if (batch.day < today) await closeDay(db, batch, { id: admin!.id, nom: admin!.nom });
      done += 1;
      if (done % 10 === 0 || done === options.days) {
        const rate = (Date.now() - started) / done;
        log(`  ${done}/${options.days} jours (${batch.day}) — reste environ ${Math.round(((options.days - done) * rate) / 1000)} s`);
      }
    },
  });
  await syncTransactionSeq(db);
  return { ...totals, seconds: (Date.now() - started) / 1000, supervisors: supervisors.length, partners: partners.length, code };
}
