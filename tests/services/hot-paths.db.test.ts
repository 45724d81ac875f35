// The hot paths rewritten for speed give the same answers as the plain reading of the tables:
// the admin dashboard's single grouped query, and the create path's checks and recomputed line.
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { accountLines, users } from "@/lib/db/schema";
import { addDays } from "@/lib/domain/periods";
import { getAdminDashboard } from "@/lib/services/ledger/dashboards";
import { businessToday, resolveDashboardDay } from "@/lib/services/ledger/days";
import { createTransaction } from "@/lib/services/ledger/entries";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { generateLedger } from "@/scripts/lib/ledger-generator";
import { syncTransactionSeq, writeDay } from "@/scripts/lib/seed-writer";
import { payload, valueOf } from "../helpers/ledger";
import { asActor, createTestUser, setStatus } from "../helpers/users";

const create = async (actor: ReturnType<typeof asActor>, body: Record<string, unknown>, key?: string) =>
  createTransaction(await getDb(), actor, transactionPayloadSchema.parse(body), { idempotencyKey: key });

it("gives, for a past day, every supervisor's lines and totals exactly as the lines table holds them", async () => {
  const db = await getDb();
  const admin = await createTestUser("ADMIN");
  const sups = [
    await createTestUser("SUPERVISEUR", { nomComplet: "zoé Ndiaye" }),
    await createTestUser("SUPERVISEUR", { nomComplet: "Amadou Fall" }),
    await createTestUser("SUPERVISEUR", { nomComplet: "Binta Sow" }),
  ];
  const idle = await createTestUser("SUPERVISEUR", { nomComplet: "Aaron Sans Ligne" });
  const partners = [await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" })];
  const yesterday = addDays(businessToday(), -1);
  await generateLedger({ supervisors: sups, partners, adminId: admin.id, today: yesterday, days: 4, partnerOpsPerDay: 8, seed: 11, onDay: (b) => writeDay(db, b, sups.map((s) => s.id)) });
  await syncTransactionSeq(db);

  const day = addDays(yesterday, -1);
  const dash = await getAdminDashboard(db, resolveDashboardDay({ period: "custom", date: day }));
  const lines = await db.select().from(accountLines).where(eq(accountLines.day, day));
  const names = await db.select({ id: users.id, nom: users.nomComplet }).from(users).where(eq(users.role, "SUPERVISEUR"));
  const withLines = names.filter((u) => lines.some((l) => l.supervisorId === u.id));

  // the cards: supervisors with lines that day (not the idle one), by name whatever its case
  expect(dash.supervisorCards.map((c) => c.id)).toEqual(
    withLines.sort((a, b) => (a.nom.toLowerCase() < b.nom.toLowerCase() ? -1 : a.nom.toLowerCase() > b.nom.toLowerCase() ? 1 : a.id < b.id ? -1 : 1)).map((u) => u.id),
  );
  expect(dash.supervisorCards.some((c) => c.id === idle.id)).toBe(false);
  for (const card of dash.supervisorCards) {
    const own = lines.filter((l) => l.supervisorId === card.id);
    const expected = { debut: {} as Record<string, number>, sortie: {} as Record<string, number> };
    for (const l of own) expected[l.lineType][l.accountKey] = l.value;
    expect(card.comptes).toEqual(expected);
    const debut = own.filter((l) => l.lineType === "debut").reduce((s, l) => s + l.value, 0);
    const sortie = own.filter((l) => l.lineType === "sortie").reduce((s, l) => s + l.value, 0);
    expect(card.totaux).toMatchObject({ debutTotal: debut, sortieTotal: sortie, grTotal: sortie - debut });
  }
  const debut = lines.filter((l) => l.lineType === "debut").reduce((s, l) => s + l.value, 0);
  const sortie = lines.filter((l) => l.lineType === "sortie").reduce((s, l) => s + l.value, 0);
  expect(dash.globalTotals).toMatchObject({ debutTotalGlobal: debut, sortieTotalGlobal: sortie, grTotalGlobal: sortie - debut });

  // today: an active supervisor without any line still has his (empty) card
  const today = await getAdminDashboard(db, resolveDashboardDay({ period: "today" }));
  expect(today.supervisorCards.find((c) => c.id === idle.id)?.comptes).toEqual({ debut: {}, sortie: {} });
});

it("checks the supervisor and the partner, and keeps the line equal to its entries, in the create path", async () => {
  const admin = asActor(await createTestUser("ADMIN"));
  const sup = asActor(await createTestUser("SUPERVISEUR"));
  const partner = await createTestUser("PARTENAIRE", { nomComplet: "Khady Mbaye" });
  const other = await createTestUser("PARTENAIRE", { nomComplet: "Pape Ndiaye" });
  await setStatus(other.id, "SUSPENDED");

  await expect(create(admin, payload(partner.id))).rejects.toMatchObject({ code: "NOT_FOUND" });
  await expect(create(admin, payload("00000000-0000-4000-8000-000000000000"))).rejects.toMatchObject({ code: "NOT_FOUND" });
  await expect(create(sup, { superviseurId: sup.id, typeOperation: "depot", montant: 500, partenaireId: sup.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  await expect(create(sup, { superviseurId: sup.id, typeOperation: "depot", montant: 500, partenaireId: other.id })).rejects.toMatchObject({ code: "BAD_REQUEST" });

  const first = await create(sup, { superviseurId: sup.id, typeOperation: "retrait", montant: 1_500, partenaireId: partner.id });
  expect(first.transaction).toMatchObject({ partnerId: partner.id, partnerName: "Khady Mbaye", accountKey: `part-${partner.id}`, lineType: "sortie", amount: 150_000 });
  expect(first.transaction.createdAt).toBeInstanceOf(Date);
  // its audit row holds the whole row as the other changes write it, with the line's new value
  const [audit] = (await (await getDb()).execute(sql`SELECT actor_id, actor_name, actor_role, action, entity, after FROM audit_log WHERE entity_id = ${first.transaction.id}`) as unknown as {
    rows: { actor_id: string; actor_name: string; actor_role: string; action: string; entity: string; after: Record<string, unknown> }[];
  }).rows;
  expect(audit).toMatchObject({ actor_id: sup.id, actor_name: sup.nomComplet, actor_role: "SUPERVISEUR", action: "TRANSACTION_CREATED", entity: "transaction" });
  expect(audit!.after).toEqual({
    ...first.transaction,
    createdAt: first.transaction.createdAt.toISOString(),
    updatedAt: first.transaction.updatedAt.toISOString(),
    lineValue: 1_500,
  });
  const second = await create(sup, { superviseurId: sup.id, typeOperation: "retrait", montant: 2_000, partenaireId: partner.id });
  expect(second.lineValue).toBe(3_500);
  expect(second.transaction.seq).toBeGreaterThan(first.transaction.seq);
  // a Fin sets its sortie line to the latest amount
  await create(sup, payload(sup.id, { typeOperation: "retrait", montant: 9_000 }));
  const fin = await create(sup, payload(sup.id, { typeOperation: "retrait", montant: 7_000 }));
  expect(fin.lineValue).toBe(7_000);
  expect(await valueOf(sup.id, "sortie", "LIQUIDE")).toBe(7_000);
  // a refused amount changes nothing and leaves no audit row behind
  const db = await getDb();
  const audits = async () => Number((await db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE supervisor_id = ${sup.id}`) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const before = await audits();
  await create(sup, payload(sup.id, { montant: 999_999_999 }));
  await expect(create(sup, payload(sup.id, { montant: 1 }))).rejects.toMatchObject({ code: "LINE_OUT_OF_RANGE" });
  expect(await audits()).toBe(before + 1);
  expect(await valueOf(sup.id, "debut", "LIQUIDE")).toBe(999_999_999);
  expect(await findLineMismatches(db, { supervisorId: sup.id })).toEqual([]);
});
