// Free partners who come back, through the routes, on both engines: a free partner's phone is
// kept, the frequent ones are listed, and converting one makes his history and balance his, once.
import { and, eq, sql } from "drizzle-orm";
import { GET as balanceOne } from "@/app/api/partner-balance/[partnerId]/route";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { GET as details } from "@/app/api/transactions/[id]/details/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { POST as convert } from "@/app/api/transactions/partners/convert-free/route";
import { GET as frequent } from "@/app/api/transactions/partners/frequent-free/route";
import { getDb } from "@/lib/db/client";
import { accountLines, auditLog, transactions, users } from "@/lib/db/schema";
import { call } from "../helpers/http";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser;
let adminToken: string;
beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  adminToken = await loginAs(admin, "10.17.0.1");
});

let phoneCounter = 0;
const newPhone = () => `78${String(Date.now() % 1e5).padStart(5, "0")}${String(++phoneCounter).padStart(2, "0")}`;

const record = async (token: string, body: Record<string, unknown>) => {
  const res = await call(create, "/api/transactions/create", { token, body });
  expect(res.status).toBe(201);
  return res.body.data.transaction.id as string;
};
const frequentOf = (token: string, query: Record<string, string | number> = {}) =>
  call(frequent, "/api/transactions/partners/frequent-free", { token, query });
const balanceOf = (token: string, id: string) =>
  call(balanceOne, `/api/partner-balance/${encodeURIComponent(id)}`, { token, params: { partnerId: encodeURIComponent(id) } });

async function backdate(id: string, days: number) {
  await (await getDb())
    .update(transactions)
    .set({ day: sql`${transactions.day} - ${days}::int`, createdAt: sql`${transactions.createdAt} - make_interval(days => ${days}::int)` })
    .where(eq(transactions.id, id));
}

describe("a free partner's phone", () => {
  it("is stored from either form's field and refused where it does not belong", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.17.0.2");
    const phone = newPhone();
    const id = await record(token, { superviseurId: sup.id, partenaireNom: "Ibou Telephone", telephoneLibre: `+${phone.slice(0, 2)} ${phone.slice(2)}`, typeOperation: "depot", montant: 1_000 });
    const admined = await call(adminCreate, "/api/transactions/admin/create", {
      token: adminToken,
      body: { superviseurId: sup.id, partenaireNom: "Ibou Telephone", telephone: phone, typeOperation: "retrait", montant: 500 },
    });
    expect(admined.status).toBe(201);
    const db = await getDb();
    const stored = await db.select({ phone: transactions.partnerPhone }).from(transactions).where(eq(transactions.accountKey, "part-ibou telephone"));
    expect(stored.map((r) => r.phone)).toEqual([phone, phone]);
    // the transaction's detail shows it
    const shown = await call(details, `/api/transactions/${id}/details`, { token, params: { id } });
    expect(shown.body.data.transaction.partnerPhone).toBe(phone);
    const registered = await call(details, `/api/transactions/${admined.body.data.transaction.id}/details`, { token: adminToken, params: { id: admined.body.data.transaction.id } });
    expect(registered.body.data.transaction.partnerPhone).toBe(phone);

    const partner = await createTestUser("PARTENAIRE");
    const refusals: [Record<string, unknown>, string][] = [
      [{ partenaireNom: "Ibou Telephone", telephoneLibre: "12" }, "Numéro de téléphone invalide"],
      [{ partenaireNom: "Ibou Telephone", telephoneLibre: 770000000 }, "Numéro de téléphone invalide"],
      [{ partenaireId: partner.id, telephoneLibre: phone }, "Le téléphone ne s'indique que pour un partenaire libre"],
      [{ typeCompte: "LIQUIDE", telephoneLibre: phone }, "Le téléphone ne s'indique que pour un partenaire libre"],
      [{ partenaireNom: "Ibou Telephone", telephone: phone, telephoneLibre: newPhone() }, "Deux numéros de téléphone différents"],
    ];
    for (const [over, message] of refusals) {
      const res = await call(create, "/api/transactions/create", { token, body: { superviseurId: sup.id, typeOperation: "depot", montant: 100, ...over } });
      expect(res.status).toBe(422);
      expect(res.body.message).toContain(message);
    }
    expect((await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(transactions).where(eq(transactions.supervisorId, sup.id)))[0]!.n).toBe(2);
  });
});

describe("frequent free partners and their conversion", () => {
  it("lists the free partners who came back, converts one with his history and balance, once", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const other = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.17.0.3");
    const otherToken = await loginAs(other, "10.17.0.4");
    const phone = newPhone();
    const ids = [
      await record(token, { superviseurId: sup.id, partenaireNom: "Cheikh Frequent", typeOperation: "depot", montant: 10_000 }),
      await record(token, { superviseurId: sup.id, partenaireNom: "cheikh  fréquent", telephoneLibre: phone, typeOperation: "depot", montant: 4_000 }),
      await record(token, { superviseurId: sup.id, partenaireNom: "CHEIKH FREQUENT", typeOperation: "retrait", montant: 3_000 }),
    ];
    // one older than the window, and a partner seen only twice
    const old = await record(token, { superviseurId: sup.id, partenaireNom: "Cheikh Frequent", typeOperation: "depot", montant: 1_000 });
    await backdate(old, 5);
    await record(token, { superviseurId: sup.id, partenaireNom: "Rare Visiteur", telephoneLibre: newPhone(), typeOperation: "depot", montant: 1_000 });
    await record(token, { superviseurId: sup.id, partenaireNom: "Rare Visiteur", typeOperation: "depot", montant: 1_000 });
    await record(otherToken, { superviseurId: other.id, partenaireNom: "Cheikh Frequent", typeOperation: "depot", montant: 2_000 });

    const mine = await frequentOf(token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.config).toEqual({ daysBack: 3, minTransactions: 3 });
    expect(mine.body.data.partners).toEqual([
      expect.objectContaining({
        id: "cheikh frequent",
        partenaireNom: "CHEIKH FREQUENT",
        telephoneLibre: phone,
        nombreTransactions: 3,
        totalDepots: 14_000,
        totalRetraits: 3_000,
        superviseurIds: [sup.id],
        peutConvertir: true,
        motif: null,
      }),
    ]);
    expect(typeof mine.body.data.partners[0].derniereTransaction).toBe("string");
    // a week back he counts 4 times; with 2 at least, the rare visitor too
    expect((await frequentOf(token, { daysBack: 7 })).body.data.partners[0].nombreTransactions).toBe(4);
    expect((await frequentOf(token, { minTransactions: 2 })).body.data.partners.map((p: { id: string }) => p.id)).toEqual(["cheikh frequent", "rare visiteur"]);
    // the admin sees every supervisor's; a supervisor only his own
    const all = await frequentOf(adminToken, { minTransactions: 4 });
    expect(all.body.data.partners.find((p: { id: string }) => p.id === "cheikh frequent")).toMatchObject({ nombreTransactions: 4, superviseurIds: expect.arrayContaining([sup.id, other.id]) });
    expect((await frequentOf(otherToken, { superviseurId: sup.id })).status).toBe(403);
    expect((await frequentOf(token, { daysBack: "1e3" })).status).toBe(422);

    // before: his balance and his line under his name
    const before = (await balanceOf(adminToken, "cheikh frequent")).body.data;
    const lineBefore = (await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token })).body.data.dashboard.comptes.debut["part-cheikh frequent"];
    expect(lineBefore).toBeGreaterThan(0);
    expect(before.solde.montant).toBe(14_000);

    // only the admin converts
    const body = { partenaireNom: "Cheikh Fréquent", telephoneLibre: phone };
    expect((await call(convert, "/api/transactions/partners/convert-free", { token, body })).status).toBe(403);
    const res = await call(convert, "/api/transactions/partners/convert-free", { token: adminToken, body });
    expect(res.status).toBe(201);
    const { user, codeAcces, transactionsTransferees } = res.body.data;
    expect(user).toMatchObject({ nomComplet: "Cheikh Fréquent", telephone: phone, role: "PARTENAIRE", status: "ACTIVE" });
    expect(typeof user.createdAt).toBe("string");
    expect(codeAcces).toMatch(/^\d{6}$/);
    expect(transactionsTransferees).toBe(5);
    // the code he is given opens his account, where his balance is the one he had
    const partnerToken = await loginAs({ telephone: phone, code: codeAcces }, "10.17.0.5");
    const after = await balanceOf(partnerToken, user.id);
    expect(after.status).toBe(200);
    expect(after.body.data.solde).toEqual(before.solde);
    expect(after.body.data.statistiques).toMatchObject({ nombreTransactions: 5, totalDepots: before.statistiques.totalDepots });
    expect(after.body.data.transactions.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining(ids));
    expect((await balanceOf(adminToken, "cheikh frequent")).status).toBe(404);
    // his lines are his: today's Début line of his supervisor, under his id and name
    const dash = (await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token })).body.data.dashboard;
    expect(dash.comptes.debut[`part-${user.id}`]).toBe(lineBefore);
    expect(dash.partenaires[`part-${user.id}`]).toBe("Cheikh Fréquent");
    expect(dash.comptes.debut["part-cheikh frequent"]).toBeUndefined();
    const db = await getDb();
    expect(await db.select().from(accountLines).where(eq(accountLines.accountKey, "part-cheikh frequent"))).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, "FREE_PARTNER_CONVERTED"), eq(auditLog.entityId, user.id)));
    expect(audit).toMatchObject({ actorId: admin.id });
    // he is no longer a free partner; converting again finds nothing to convert
    expect((await frequentOf(adminToken, { minTransactions: 1 })).body.data.partners.some((p: { id: string }) => p.id === "cheikh frequent")).toBe(false);
    const again = await call(convert, "/api/transactions/partners/convert-free", { token: adminToken, body: { ...body, telephoneLibre: newPhone() } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Aucune opération n'est enregistrée pour ce partenaire libre");
  });

  it("refuses a phone that already has an account, and changes nothing", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.17.0.6");
    const taken = await createTestUser("SUPERVISEUR");
    for (let i = 0; i < 3; i++) await record(token, { superviseurId: sup.id, partenaireNom: "Numero Pris", telephoneLibre: taken.telephone, typeOperation: "depot", montant: 1_000 });
    const listed = (await frequentOf(token)).body.data.partners.find((p: { id: string }) => p.id === "numero pris");
    expect(listed).toMatchObject({ peutConvertir: false, motif: "Ce numéro a déjà un compte" });
    const db = await getDb();
    const usersBefore = (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n;
    const res = await call(convert, "/api/transactions/partners/convert-free", { token: adminToken, body: { partenaireNom: "Numero Pris", telephoneLibre: taken.telephone } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ce numéro de téléphone est déjà utilisé par un autre utilisateur");
    expect((await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n).toBe(usersBefore);
    expect((await balanceOf(adminToken, "numero pris")).body.data.statistiques.nombreTransactions).toBe(3);
    // a malformed body changes nothing either
    for (const bad of [{ partenaireNom: "Numero Pris" }, { partenaireNom: "x", telephoneLibre: newPhone() }, { partenaireNom: ["Numero Pris"], telephoneLibre: newPhone() }]) {
      expect((await call(convert, "/api/transactions/partners/convert-free", { token: adminToken, body: bad })).status).toBe(422);
    }
    // a free partner without a phone is listed, not yet convertible
    for (let i = 0; i < 3; i++) await record(token, { superviseurId: sup.id, partenaireNom: "Sans Numero", typeOperation: "retrait", montant: 500 });
    expect((await frequentOf(token)).body.data.partners.find((p: { id: string }) => p.id === "sans numero")).toMatchObject({
      telephoneLibre: null,
      peutConvertir: false,
      motif: "Téléphone inconnu : indiquez-le pour créer son compte",
    });
  });
});
