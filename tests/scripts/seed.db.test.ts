// The generated demo data obeys the app's own ledger rules: every line equals its entries, and the
// app's day opening continues from where the generated days stop.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { transactions } from "@/lib/db/schema";
import { addDays } from "@/lib/domain/periods";
import { getAdminDashboard } from "@/lib/services/ledger/dashboards";
import { businessToday, resolveDashboardDay } from "@/lib/services/ledger/days";
import { createTransaction } from "@/lib/services/ledger/entries";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { generateLedger } from "@/scripts/lib/ledger-generator";
import { syncTransactionSeq, writeDay } from "@/scripts/lib/seed-writer";
import { asActor, createTestUser } from "../helpers/users";

it("generates days whose lines equal their entries, and the app carries on from them", async () => {
  const db = await getDb();
  const admin = await createTestUser("ADMIN");
  const sups = [await createTestUser("SUPERVISEUR"), await createTestUser("SUPERVISEUR")];
  const partners = [await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" })];
  const today = businessToday();
  // generate up to yesterday, so that today is opened by the app itself
  const counts = await generateLedger({
    supervisors: sups,
    partners,
    adminId: admin.id,
    today: addDays(today, -1),
    days: 10,
    onDay: (batch) => writeDay(db, batch, sups.map((s) => s.id)),
  });
  await syncTransactionSeq(db);
  expect(counts.transactions).toBeGreaterThan(50);
  expect(await findLineMismatches(db)).toEqual([]);

  const dash = await getAdminDashboard(db, resolveDashboardDay({ period: "today" }));
  const card = dash.supervisorCards.find((c) => c.id === sups[0]!.id)!;
  expect(Object.keys(card.comptes.debut).length).toBeGreaterThan(0);
  expect(Object.keys(card.comptes.debut).every((k) => !k.startsWith("part-"))).toBe(true);

  const sup = asActor(sups[0]!);
  const created = await createTransaction(db, sup, transactionPayloadSchema.parse({ superviseurId: sup.id, typeOperation: "depot", montant: 1000, typeCompte: "WAVE" }));
  const [row] = await db.select({ seq: transactions.seq }).from(transactions).where(eq(transactions.id, created.transaction.id));
  expect(row!.seq).toBeGreaterThan(counts.transactions);
  expect(await findLineMismatches(db)).toEqual([]);
});
