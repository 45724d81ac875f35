// npm run seed:demo — a realistic demo: 1 admin, 4 supervisors, 6 partners, 30 days of lines and
// transactions, built with the app's own ledger rules. Prints the logins. Run it with the server stopped
// (PGlite opens its folder for one process at a time).
import { eq, ne } from "drizzle-orm";
import { generateAccessCode, newAccessCode } from "@/lib/auth/codes";
import { closeDb, getDb } from "@/lib/db/client";
import { supervisorAccounts, users } from "@/lib/db/schema";
import { describeAdminLogin, ensureAdmin } from "@/lib/services/bootstrap";
import { businessToday } from "@/lib/services/ledger/days";
import { insertUser } from "@/lib/services/users";
import { generateLedger } from "./lib/ledger-generator";
import { describeFailure, loadCheckedEnv } from "@/lib/config/load-env";
import { syncTransactionSeq, writeDay } from "./lib/seed-writer";

const SUPERVISORS = [
  { nomComplet: "Moussa Diop", telephone: "771000001", adresse: "Pikine, Dakar" },
  { nomComplet: "Awa Ndiaye", telephone: "771000002", adresse: "Thiaroye, Dakar" },
  { nomComplet: "Cheikh Sow", telephone: "771000003", adresse: "Keur Massar" },
  { nomComplet: "Mariama Ba", telephone: "771000004", adresse: "Guédiawaye" },
];
const PARTNERS = [
  { nomComplet: "Fatou Sarr", telephone: "772000001", adresse: "Marché Thiaroye" },
  { nomComplet: "Ibrahima Fall", telephone: "772000002", adresse: "Pikine Icotaf" },
  { nomComplet: "Aminata Diallo", telephone: "772000003", adresse: "Keur Massar" },
  { nomComplet: "Ousmane Gueye", telephone: "772000004", adresse: "Guédiawaye" },
  { nomComplet: "Khady Mbaye", telephone: "772000005", adresse: "Yeumbeul" },
  { nomComplet: "Pape Ndiaye", telephone: "772000006", adresse: "Malika" },
];
const DAYS = 30;

async function main() {
  const env = loadCheckedEnv();
  const db = await getDb();
  const admin = await ensureAdmin(db);
  const [existing] = await db.select({ id: users.id }).from(users).where(ne(users.role, "ADMIN")).limit(1);
  if (existing) {
    console.error(
      "La base contient déjà des superviseurs ou des partenaires : la démo ne s'ajoute pas à des données existantes.\n" +
        `Pour repartir de zéro avec PGlite : arrêtez le serveur, supprimez ${env.PGLITE_DIR}, puis relancez npm run seed:demo.`,
    );
    process.exitCode = 1;
    return;
  }
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.role, "ADMIN")).limit(1);
  const logins: { role: string; nom: string; telephone: string; code: string }[] = [];
  const create = async (role: "SUPERVISEUR" | "PARTENAIRE", person: (typeof SUPERVISORS)[number]) => {
    const code = generateAccessCode();
    const user = await insertUser(db, { ...person, role, code: await newAccessCode(code) });
    logins.push({ role, nom: person.nomComplet, telephone: person.telephone, code });
    return { id: user.id, nomComplet: user.nomComplet };
  };
  const supervisors: { id: string; nomComplet: string }[] = [];
  for (const s of SUPERVISORS) supervisors.push(await create("SUPERVISEUR", s));
  const partners: { id: string; nomComplet: string }[] = [];
  for (const p of PARTNERS) partners.push(await create("PARTENAIRE", p));
  for (const sup of supervisors) {
    for (const accountType of ["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"] as const) {
      await db.insert(supervisorAccounts).values({ supervisorId: sup.id, accountType, createdBy: adminRow!.id });
    }
  }

  const today = businessToday();
  process.stdout.write(`Génération de ${DAYS} jours jusqu'au ${today}`);
  const totals = await generateLedger({
    supervisors,
    partners,
    adminId: adminRow!.id,
    today,
    days: DAYS,
    onDay: async (batch) => {
      await writeDay(db, batch, supervisors.map((s) => s.id));
      process.stdout.write(".");
    },
  });
  await syncTransactionSeq(db);
  console.log(` ${totals.transactions} transactions, ${totals.lines} lignes.\n`);
  const url = env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`;
  console.log(describeAdminLogin(admin, url, `Démo prête : lancez npm start puis ouvrez ${url}`));
  console.log("\nComptes de démonstration :");
  for (const l of logins) console.log(`  ${l.role.padEnd(12)} ${l.nom.padEnd(16)} téléphone ${l.telephone}   code ${l.code}`);
  await closeDb();
}

main().catch(async (error) => {
  console.error(describeFailure(error));
  await closeDb().catch(() => undefined);
  process.exit(1);
});
