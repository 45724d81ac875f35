// Partner lines keyed by identity and Idempotency-Key done right, through the routes.
import { and, eq, sql } from "drizzle-orm";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { GET as recent } from "@/app/api/transactions/recent/route";
import { PATCH as accountUpdate } from "@/app/api/transactions/supervisors/[supervisorId]/accounts/update/route";
import { DELETE as deleteLine } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/route";
import { PUT as updateProfile } from "@/app/api/users/profile/route";
import { getDb } from "@/lib/db/client";
import { accountLines, auditLog, transactions } from "@/lib/db/schema";
import { call } from "../helpers/http";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser;
let adminToken: string;
beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  adminToken = await loginAs(admin, "10.3.0.1");
});

const deposit = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(create, "/api/transactions/create", { token, body: { typeOperation: "depot", montant: 1_000, ...body }, headers });
const dashboardOf = async (token: string) => (await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token })).body.data.dashboard;
const count = async (where = sql`true`) =>
  (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(transactions).where(where))[0]!.n;

describe("partner lines keyed by identity", () => {
  it("keeps each partner's money on his own line when another takes his name, and shows current names", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const supToken = await loginAs(sup, "10.3.0.2");
    const awa = await createTestUser("PARTENAIRE", { nomComplet: "Awa Ndiaye" });
    const binta = await createTestUser("PARTENAIRE", { nomComplet: "Binta Sow" });
    expect((await deposit(supToken, { superviseurId: sup.id, partenaireId: awa.id, montant: 10_000 })).status).toBe(201);

    // the attack: Binta renames herself to Awa's name
    const bintaToken = await loginAs(binta, "10.3.0.3");
    const renamed = await call(updateProfile, "/api/users/profile", { method: "PUT", token: bintaToken, body: { nomComplet: "Awa Ndiaye" } });
    expect(renamed.status).toBe(200);
    expect((await deposit(supToken, { superviseurId: sup.id, partenaireId: awa.id, montant: 5_000 })).status).toBe(201);
    expect((await deposit(supToken, { superviseurId: sup.id, partenaireId: binta.id, montant: 3_000 })).status).toBe(201);

    const dash = await dashboardOf(supToken);
    expect(dash.comptes.debut).toEqual({ [`part-${awa.id}`]: 15_000, [`part-${binta.id}`]: 3_000 });
    expect(dash.partenaires).toEqual({ [`part-${awa.id}`]: "Awa Ndiaye", [`part-${binta.id}`]: "Awa Ndiaye" });

    // a rename keeps the history, shown under the current name
    const awaToken = await loginAs(awa, "10.3.0.4");
    await call(updateProfile, "/api/users/profile", { method: "PUT", token: awaToken, body: { nomComplet: "Awa Ndiaye Diop" } });
    const after = await dashboardOf(supToken);
    expect(after.comptes.debut[`part-${awa.id}`]).toBe(15_000);
    expect(after.partenaires[`part-${awa.id}`]).toBe("Awa Ndiaye Diop");
    // the admin's dashboard names them once for all the cards
    const admin = (await call(adminDashboard, "/api/transactions/dashboard/admin", { token: adminToken, query: { period: "today" } })).body.data.dashboard;
    expect(admin.partenaires).toMatchObject({ [`part-${awa.id}`]: "Awa Ndiaye Diop", [`part-${binta.id}`]: "Awa Ndiaye" });
    expect(admin.supervisorCards.find((c: { id: string }) => c.id === sup.id).comptes.debut).toEqual({ [`part-${awa.id}`]: 15_000, [`part-${binta.id}`]: 3_000 });
    const list = await call(recent, "/api/transactions/recent", { token: supToken, query: { period: "today" } });
    const names = list.body.data.transactions.map((t: { intervenant: { nom: string }; montant: { valeur: number } }) => [t.intervenant.nom, t.montant.valeur]);
    expect(names).toEqual(expect.arrayContaining([["Awa Ndiaye Diop", 1_000_000], ["Awa Ndiaye Diop", 500_000], ["Awa Ndiaye", 300_000]]));
    // searching finds him by his current name
    const found = await call(recent, "/api/transactions/recent", { token: supToken, query: { period: "today", search: "Diop" } });
    expect(found.body.data.transactions).toHaveLength(2);

    // his line is deleted by its key, never by a name
    const removed = await call(deleteLine, `/api/transactions/supervisors/${sup.id}/lines/debut`, {
      method: "DELETE",
      token: supToken,
      params: { supervisorId: sup.id, lineType: "debut" },
      body: { accountKey: `part-${binta.id}` },
    });
    expect(removed.status).toBe(200);
    expect((await dashboardOf(supToken)).comptes.debut).toEqual({ [`part-${awa.id}`]: 15_000 });
  });

  it("keeps one line per free partner however his name is typed, shown as last typed", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.3.0.5");
    for (const [partenaireNom, montant] of [["Client  Libre", 2_000], ["client libre", 3_000], [" CLIENT LIBRÉ ", 500]] as const) {
      expect((await deposit(token, { superviseurId: sup.id, partenaireNom, montant })).status).toBe(201);
    }
    const dash = await dashboardOf(token);
    expect(dash.comptes.debut).toEqual({ "part-client libre": 5_500 });
    expect(dash.partenaires).toEqual({ "part-client libre": "CLIENT LIBRÉ" });
  });

  it("refuses a free name that would land on a registered partner's line, and writes nothing", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.3.0.6");
    const partner = await createTestUser("PARTENAIRE");
    const before = await count();
    const res = await deposit(token, { superviseurId: sup.id, partenaireNom: partner.id.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Nom du partenaire invalide : saisissez le nom de la personne");
    expect(await count()).toBe(before);
  });

  it("lets the admin set only an account the supervisor holds, or a partner line he has that day", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.3.0.7");
    const partner = await createTestUser("PARTENAIRE", { nomComplet: "Modou Fall" });
    await deposit(token, { superviseurId: sup.id, typeCompte: "WAVE", montant: 4_000 });
    await deposit(token, { superviseurId: sup.id, partenaireId: partner.id, montant: 1_000 });
    const set = (accountKey: string, newValue: unknown = 7_000) =>
      call(accountUpdate, `/api/transactions/supervisors/${sup.id}/accounts/update`, {
        method: "PATCH",
        token: adminToken,
        params: { supervisorId: sup.id },
        body: { accountType: "debut", accountKey, newValue, updatedAt: new Date().toISOString(), updatedBy: "ADMIN" },
      });
    const linesBefore = await (await getDb()).select().from(accountLines).where(eq(accountLines.supervisorId, sup.id));
    for (const [key, message] of [
      ["ORANGE_MONEY", "Ce superviseur ne détient pas ce compte : créez-le d'abord (« Créer un compte »)"],
      ["part-Modou Fall", "Ce partenaire n'a pas de ligne chez ce superviseur ce jour-là"],
      [`part-${admin.id}`, "Ce partenaire n'a pas de ligne chez ce superviseur ce jour-là"],
      ["MYSTERE", "Compte inconnu"],
    ] as const) {
      const res = await set(key);
      expect({ key, status: res.status, message: res.body.message }).toEqual({ key, status: 400, message });
    }
    expect(await (await getDb()).select().from(accountLines).where(eq(accountLines.supervisorId, sup.id))).toEqual(linesBefore);
    expect((await set("WAVE")).status).toBe(200);
    expect((await set(`part-${partner.id}`, 9_000)).status).toBe(200);
    const dash = await dashboardOf(token);
    expect(dash.comptes.debut).toMatchObject({ WAVE: 7_000, [`part-${partner.id}`]: 9_000 });
  });
});

describe("Idempotency-Key", () => {
  it("replays the first answer for the same body, refuses another body, and is scoped to the caller", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.3.0.8");
    const body = { superviseurId: sup.id, typeCompte: "LIQUIDE", typeOperation: "depot", montant: 12_000 };
    const key = { "idempotency-key": "cle-unique-0001" };
    const first = await call(create, "/api/transactions/create", { token, body, headers: key });
    expect(first.status).toBe(201);
    // the same request again, its fields in another order: the first answer again, nothing new
    const reordered = { montant: 12_000, typeOperation: "depot", typeCompte: "LIQUIDE", superviseurId: sup.id };
    const again = await call(create, "/api/transactions/create", { token, body: reordered, headers: key });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ replayed: true, transaction: { id: first.body.data.transaction.id }, lineValue: 12_000 });
    // another request under the same key: refused, nothing written
    const before = await count(eq(transactions.supervisorId, sup.id));
    const other = await call(create, "/api/transactions/create", { token, body: { ...body, montant: 99_000 }, headers: key });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      success: false,
      code: "IDEMPOTENCY_CONFLICT",
      message: "Cette clé d'idempotence (Idempotency-Key) a déjà servi pour une autre opération : envoyez une nouvelle clé pour une nouvelle transaction",
      data: null,
    });
    expect(await count(eq(transactions.supervisorId, sup.id))).toBe(before);
    expect((await dashboardOf(token)).comptes.debut).toEqual({ LIQUIDE: 12_000 });
    // the admin's route is another request, even with the same fields
    const viaAdmin = await call(adminCreate, "/api/transactions/admin/create", { token: adminToken, body, headers: key });
    expect(viaAdmin.status).toBe(201);
    // keys are the caller's: the admin's use of the same key recorded its own transaction
    expect(viaAdmin.body.data.transaction.id).not.toBe(first.body.data.transaction.id);
    const audits = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "TRANSACTION_CREATED"), eq(auditLog.supervisorId, sup.id)));
    expect(audits).toHaveLength(2);
  });

  it("records once when the same request arrives several times at once", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const token = await loginAs(sup, "10.3.0.9");
    const body = { superviseurId: sup.id, typeCompte: "WAVE", typeOperation: "depot", montant: 2_500 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(create, "/api/transactions/create", { token, body, headers: { "idempotency-key": "rafale-1" } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.transaction.id)).size).toBe(1);
    expect(await count(eq(transactions.supervisorId, sup.id))).toBe(1);
    expect((await dashboardOf(token)).comptes.debut).toEqual({ WAVE: 2_500 });
  });
});
