// Partners' running balances across days, through the routes, on both engines: the balance
// is always the sum of the partner's transactions that still exist, whoever recorded them and whenever.
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { GET as balanceOne } from "@/app/api/partner-balance/[partnerId]/route";
import { GET as balanceHistory } from "@/app/api/partner-balance/[partnerId]/history/route";
import { GET as balanceList } from "@/app/api/partner-balance/route";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { DELETE as removeTx, PUT as updateTx } from "@/app/api/transactions/[id]/route";
import { getDb } from "@/lib/db/client";
import { partnerBalances, transactions, users } from "@/lib/db/schema";
import { formatFcfa } from "@/lib/domain/money";
import { addDays } from "@/lib/domain/periods";
import { call } from "../helpers/http";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser;
let adminToken: string;
beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  adminToken = await loginAs(admin, "10.16.0.1");
});

const record = async (token: string, body: Record<string, unknown>) => {
  const res = await call(create, "/api/transactions/create", { token, body });
  expect(res.status).toBe(201);
  return res.body.data.transaction.id as string;
};
const one = (token: string, id: string) =>
  call(balanceOne, `/api/partner-balance/${encodeURIComponent(id)}`, { token, params: { partnerId: encodeURIComponent(id) } });
const history = (token: string, id: string, query: Record<string, string | number> = {}) =>
  call(balanceHistory, `/api/partner-balance/${encodeURIComponent(id)}/history`, { token, params: { partnerId: encodeURIComponent(id) }, query });

/** Moves a transaction to `days` days earlier, as if it had been recorded then. */
async function backdate(id: string, days: number) {
  const db = await getDb();
  await db
    .update(transactions)
    .set({ day: sql`${transactions.day} - ${days}::int`, createdAt: sql`${transactions.createdAt} - make_interval(days => ${days}::int)` })
    .where(eq(transactions.id, id));
}

/** The balance straight from the transactions, in francs: deposits − withdrawals. */
async function summed(accountKey: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      dep: sql<number>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = 'DEPOT'), 0)`.mapWith(Number),
      ret: sql<number>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = 'RETRAIT'), 0)`.mapWith(Number),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(transactions)
    .where(and(eq(transactions.accountKey, accountKey), inArray(transactions.type, ["DEPOT", "RETRAIT"])));
  return { montant: (row!.dep - row!.ret) / 100, n: row!.n };
}

describe("partner balances across days", () => {
  it("equals the sum of the partner's transactions after creates, edits and deletions, across days and supervisors", async () => {
    const supA = await createTestUser("SUPERVISEUR");
    const supB = await createTestUser("SUPERVISEUR");
    const tokenA = await loginAs(supA, "10.16.0.2");
    const tokenB = await loginAs(supB, "10.16.0.3");
    const awa = await createTestUser("PARTENAIRE", { nomComplet: "Awa Balance" });
    const key = `part-${awa.id}`;

    const d1 = await record(tokenA, { superviseurId: supA.id, partenaireId: awa.id, typeOperation: "depot", montant: 50_000 });
    const r1 = await record(tokenA, { superviseurId: supA.id, partenaireId: awa.id, typeOperation: "retrait", montant: 20_000 });
    await backdate(d1, 3);
    await backdate(r1, 2);
    const d2 = await record(tokenB, { superviseurId: supB.id, partenaireId: awa.id, typeOperation: "depot", montant: 5_000 });
    const r2 = await record(tokenB, { superviseurId: supB.id, partenaireId: awa.id, typeOperation: "retrait", montant: 15_000 });

    let res = await one(adminToken, awa.id);
    expect(res.status).toBe(200);
    expect(res.body.data.partenaire).toMatchObject({ id: awa.id, nomComplet: "Awa Balance", telephone: awa.telephone, status: "ACTIVE", libre: false });
    expect(res.body.data.solde).toMatchObject({ montant: 20_000, montantAbsolu: 20_000, etat: "BOUTIQUE_DOIT", label: `On doit ${formatFcfa(20_000)}` });
    expect(res.body.data.statistiques).toMatchObject({
      totalDepots: 55_000,
      totalRetraits: 35_000,
      nombreTransactions: 4,
      nombreSuperviseurs: 2,
      plusGrosDepot: 50_000,
      plusGrosRetrait: 20_000,
    });
    expect(res.body.data.transactions.map((t: { id: string }) => t.id)).toEqual([r2, d2, r1, d1]);
    expect(res.body.data.transactions[0]).toMatchObject({ type: "RETRAIT", montant: 15_000, archived: false, superviseur: { id: supB.id, role: "SUPERVISEUR" } });
    expect(res.body.data.solde.montant).toBe((await summed(key)).montant);

    // a correction of the amount, then a deletion
    expect((await call(updateTx, `/api/transactions/${r2}`, { method: "PUT", token: adminToken, params: { id: r2 }, body: { montant: 45_000 } })).status).toBe(200);
    res = await one(adminToken, awa.id);
    expect(res.body.data.solde).toMatchObject({ montant: -10_000, montantAbsolu: 10_000, etat: "PARTENAIRE_DOIT", label: `Doit ${formatFcfa(10_000)}` });
    expect(res.body.data.statistiques.plusGrosRetrait).toBe(45_000);
    expect(
      (await call(removeTx, `/api/transactions/${d2}`, { method: "DELETE", token: adminToken, params: { id: d2 }, body: { reason: "Erreur de saisie" } })).status,
    ).toBe(200);
    res = await one(adminToken, awa.id);
    expect(res.body.data.solde.montant).toBe(-15_000);
    expect(res.body.data.statistiques).toMatchObject({ totalDepots: 50_000, nombreTransactions: 3 });
    expect(res.body.data.solde.montant).toBe((await summed(key)).montant);
    // deleting the largest withdrawal brings the largest back to the next one
    await call(removeTx, `/api/transactions/${r2}`, { method: "DELETE", token: adminToken, params: { id: r2 }, body: { reason: "Erreur" } });
    res = await one(adminToken, awa.id);
    expect(res.body.data.statistiques).toMatchObject({ plusGrosRetrait: 20_000, nombreSuperviseurs: 1 });
    expect(res.body.data.solde).toMatchObject({ montant: 30_000, etat: "BOUTIQUE_DOIT" });

    // the history, paged and by period
    const h = await history(adminToken, awa.id, { limit: 1 });
    expect(h.status).toBe(200);
    expect(h.body.data.transactions).toHaveLength(1);
    expect(h.body.data.transactions[0]).toMatchObject({ id: r1, note: null, superviseur: { id: supA.id, nomComplet: supA.nomComplet, status: "ACTIVE" } });
    expect(h.body.data.pagination).toMatchObject({ page: 1, totalCount: 2, totalPages: 2, hasNextPage: true });
    expect(h.body.data.statistiques).toMatchObject({ moyenneTransaction: 35_000, plusGrosDepot: 50_000 });
    expect(h.body.data.statistiques.premiereTransaction < h.body.data.statistiques.derniereTransaction).toBe(true);
    const [d1Row] = await (await getDb()).select({ day: transactions.day }).from(transactions).where(eq(transactions.id, d1));
    const only = await history(adminToken, awa.id, { from: d1Row!.day, to: d1Row!.day });
    expect(only.body.data.transactions.map((t: { id: string }) => t.id)).toEqual([d1]);
    expect(only.body.data.periode).toMatchObject({ nombreTransactions: 1, totalDepots: 50_000, totalRetraits: 0 });

    // each day of the page comes with the whole day's figures, even when the page shows only part of it
    const r3 = await record(tokenA, { superviseurId: supA.id, partenaireId: awa.id, typeOperation: "retrait", montant: 8_000 });
    await backdate(r3, 3);
    const firstPage = await history(adminToken, awa.id, { limit: 2 });
    expect(firstPage.body.data.transactions.map((t: { id: string }) => t.id)).toEqual([r1, r3]);
    expect(firstPage.body.data.jours).toEqual([
      { day: firstPage.body.data.transactions[0].day, nombre: 1, depots: 0, retraits: 20_000, net: -20_000 },
      { day: d1Row!.day, nombre: 2, depots: 50_000, retraits: 8_000, net: 42_000 },
    ]);
    const secondPage = await history(adminToken, awa.id, { limit: 2, page: 2 });
    expect(secondPage.body.data.transactions.map((t: { id: string }) => t.id)).toEqual([d1]);
    expect(secondPage.body.data.jours).toEqual([{ day: d1Row!.day, nombre: 2, depots: 50_000, retraits: 8_000, net: 42_000 }]);
    // within the period only
    expect((await history(adminToken, awa.id, { to: addDays(d1Row!.day, -1) })).body.data.jours).toEqual([]);
    await call(removeTx, `/api/transactions/${r3}`, { method: "DELETE", token: adminToken, params: { id: r3 }, body: { reason: "Erreur" } });

    // the list carries him with the same figures
    const list = await call(balanceList, "/api/partner-balance", { token: adminToken });
    expect(list.status).toBe(200);
    const row = list.body.data.partners.find((p: { id: string }) => p.id === awa.id);
    expect(row).toMatchObject({ nomComplet: "Awa Balance", solde: { montant: 30_000 }, statistiques: { nombreTransactions: 2 } });
  });

  it("knows a free partner by his folded name, and lists a registered partner without movements as settled", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.16.0.4");
    await record(token, { superviseurId: sup.id, partenaireNom: "Modou  Fall", typeOperation: "depot", montant: 7_000 });
    await record(token, { superviseurId: sup.id, partenaireNom: "MODOU FALL", typeOperation: "retrait", montant: 2_000 });
    const res = await one(adminToken, "modou fall");
    expect(res.status).toBe(200);
    expect(res.body.data.partenaire).toMatchObject({ id: "modou fall", nomComplet: "MODOU FALL", libre: true, telephone: null });
    expect(res.body.data.solde).toMatchObject({ montant: 5_000, etat: "BOUTIQUE_DOIT" });
    expect((await one(adminToken, "Modou Fall")).body.data.solde.montant).toBe(5_000);

    const idle = await createTestUser("PARTENAIRE", { nomComplet: "Partenaire Sans Mouvement" });
    const listed = (await call(balanceList, "/api/partner-balance", { token: adminToken, query: { search: "sans mouvement" } })).body.data.partners;
    expect(listed).toEqual([expect.objectContaining({ id: idle.id, solde: expect.objectContaining({ montant: 0, etat: "SOLDE", label: "Compte soldé" }) })]);
    expect((await one(adminToken, idle.id)).body.data.solde.etat).toBe("SOLDE");
    expect((await one(adminToken, "personne inconnue")).status).toBe(404);
    expect((await one(adminToken, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("shows a supervisor only the partners he dealt with, and a partner only his own balance", async () => {
    const supA = await createTestUser("SUPERVISEUR");
    const supB = await createTestUser("SUPERVISEUR");
    const tokenA = await loginAs(supA, "10.16.0.5");
    const tokenB = await loginAs(supB, "10.16.0.6");
    const ours = await createTestUser("PARTENAIRE", { nomComplet: "Partenaire De A" });
    const theirs = await createTestUser("PARTENAIRE", { nomComplet: "Partenaire De B" });
    await record(tokenA, { superviseurId: supA.id, partenaireId: ours.id, typeOperation: "depot", montant: 1_000 });
    await record(tokenB, { superviseurId: supB.id, partenaireId: theirs.id, typeOperation: "depot", montant: 2_000 });
    await record(tokenB, { superviseurId: supB.id, partenaireId: ours.id, typeOperation: "retrait", montant: 4_000 });

    const listA = (await call(balanceList, "/api/partner-balance", { token: tokenA })).body.data.partners;
    expect(listA.map((p: { id: string }) => p.id)).toEqual([ours.id]);
    // his whole balance with the shop, both supervisors' movements
    expect(listA[0].solde).toMatchObject({ montant: -3_000, etat: "PARTENAIRE_DOIT" });
    const refused = await one(tokenA, theirs.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Accès interdit : vous n'avez aucune opération avec ce partenaire.");
    expect((await history(tokenA, theirs.id)).status).toBe(403);

    const partnerToken = await loginAs(ours, "10.16.0.7");
    const own = await one(partnerToken, ours.id);
    expect(own.status).toBe(200);
    expect(own.body.data.solde.montant).toBe(-3_000);
    expect((await one(partnerToken, theirs.id)).status).toBe(403);
    const ownList = (await call(balanceList, "/api/partner-balance", { token: partnerToken })).body.data.partners;
    expect(ownList.map((p: { id: string }) => p.id)).toEqual([ours.id]);
    expect((await call(balanceList, "/api/partner-balance", {})).status).toBe(401);
  });

  it("refuses malformed queries with a French message", async () => {
    const bad: Record<string, string>[] = [{ page: "1e3" }, { page: "0" }, { limit: "[5]" }, { limit: "101" }, { from: "2026-13-01" }, { to: "hier" }];
    for (const query of bad) {
      const res = await history(adminToken, "client", query);
      expect(res.status).toBe(422);
      expect(typeof res.body.message).toBe("string");
    }
    const backwards = await history(adminToken, "client", { from: "2026-05-02", to: "2026-05-01" });
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe("La date de début doit précéder la date de fin");
    expect((await one(adminToken, "x".repeat(400))).status).toBe(404);
    expect((await one(adminToken, "%E0%A4%A")).status).toBe(404);
    expect((await call(balanceList, "/api/partner-balance", { token: adminToken, query: { search: "a".repeat(101) } })).status).toBe(422);
  });

  it("drops a deleted supervisor's rows with his transactions", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.16.0.8");
    const p = await createTestUser("PARTENAIRE", { nomComplet: "Partenaire Du Supprime" });
    await record(token, { superviseurId: sup.id, partenaireId: p.id, typeOperation: "depot", montant: 9_000 });
    await call(adminCreate, "/api/transactions/admin/create", {
      token: adminToken,
      body: { superviseurId: sup.id, partenaireNom: "Libre Du Supprime", typeOperation: "depot", montant: 1_000 },
    });
    // the cascade as the database runs it (the route refuses a supervisor whose lines are not at zero)
    const db = await getDb();
    await db.delete(users).where(eq(users.id, sup.id));
    expect(await db.select().from(partnerBalances).where(eq(partnerBalances.supervisorId, sup.id))).toEqual([]);
    expect((await one(adminToken, p.id)).body.data.solde.etat).toBe("SOLDE");
    expect((await one(adminToken, "libre du supprime")).status).toBe(404);
  });

  it("keeps every stored balance row equal to the transactions it stands for", async () => {
    const db = await getDb();
    const stored = await db.select().from(partnerBalances).where(like(partnerBalances.accountKey, "part-%"));
    expect(stored.length).toBeGreaterThan(3);
    for (const row of stored) {
      const [fresh] = await db
        .select({
          dep: sql<number>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = 'DEPOT'), 0)`.mapWith(Number),
          ret: sql<number>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = 'RETRAIT'), 0)`.mapWith(Number),
          n: sql<number>`count(*)`.mapWith(Number),
        })
        .from(transactions)
        .where(and(eq(transactions.accountKey, row.accountKey), eq(transactions.supervisorId, row.supervisorId), inArray(transactions.type, ["DEPOT", "RETRAIT"])));
      expect([row.depositsTotal, row.withdrawalsTotal, row.depositsCount + row.withdrawalsCount]).toEqual([fresh!.dep, fresh!.ret, fresh!.n]);
    }
  });
});
