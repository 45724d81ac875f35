// The account types of the market, through the routes, on both engines: the admin switches a
// type on or off and names AUTRES; a type off is neither offered nor accepted for a new entry, its history stays.
import { and, eq } from "drizzle-orm";
import { PATCH as label } from "@/app/api/accountype/[type]/label/route";
import { PATCH as toggle } from "@/app/api/accountype/[type]/toggle/route";
import { GET as accountype } from "@/app/api/accountype/route";
import { GET as formTypes } from "@/app/api/transactions/account-types/route";
import { POST as createAccount } from "@/app/api/transactions/accounts/route";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { PUT as updateTx } from "@/app/api/transactions/[id]/route";
import { GET as entities } from "@/app/api/transactions/entities/search/route";
import { GET as recentList } from "@/app/api/transactions/recent/route";
import { getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { call } from "../helpers/http";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser, sup: TestUser;
let adminToken: string, supToken: string;
beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  sup = await createTestUser("SUPERVISEUR");
  adminToken = await loginAs(admin, "10.19.0.1");
  supToken = await loginAs(sup, "10.19.0.2");
});

const switchType = (type: string, isActive: unknown, token = adminToken) =>
  call(toggle, `/api/accountype/${type}/toggle`, { method: "PATCH", token, params: { type }, body: { isActive } });
const operators = async (token: string) =>
  (await call(entities, "/api/transactions/entities/search", { token, query: { type: "operators", limit: 10 } })).body.data.results as { id: string; nomComplet: string }[];
const formCodes = async (token: string) => (await call(formTypes, "/api/transactions/account-types", { token })).body.data.accountTypes.map((t: { code: string }) => t.code);

describe("account types", () => {
  it("starts with SPEC's four accounts on and the market's others off", async () => {
    const res = await call(accountype, "/api/accountype", { token: supToken });
    expect(res.status).toBe(200);
    expect(res.body.data.allTypes.map((t: { value: string }) => t.value)).toEqual([
      "LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER", "FREE_MONEY", "WESTERN_UNION", "RIA", "MONEYGRAM", "AUTRES",
    ]);
    expect(res.body.data.activeTypes).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"]);
    expect(res.body.data.allTypes.find((t: { value: string }) => t.value === "AUTRES")).toMatchObject({ label: "Autres", isActive: false, canCustomizeLabel: true });
    expect(res.body.data.activeOptions[0]).toEqual({ value: "LIQUIDE", label: "Liquide (Cash)" });
    expect(await formCodes(supToken)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE"]);
    expect(await formCodes(adminToken)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"]);
  });

  it("refuses a type switched off, offers it once on, and keeps its history when it goes off again", async () => {
    const entry = (token: string, body: Record<string, unknown>) => call(token === adminToken ? adminCreate : create, "/api/transactions/create", { token, body });
    const off = await entry(supToken, { superviseurId: sup.id, typeOperation: "depot", montant: 10_000, typeCompte: "FREE_MONEY" });
    expect(off.status).toBe(422);
    expect(off.body.message).toBe("Le type de compte Free Money est désactivé : l'administrateur peut le réactiver dans « Types de compte »");
    expect((await call(createAccount, "/api/transactions/accounts", { token: adminToken, body: { supervisorId: sup.id, accountType: "FREE_MONEY" } })).status).toBe(422);

    const on = await switchType("FREE_MONEY", true);
    expect(on.status).toBe(200);
    expect(on.body.message).toBe("Type de compte activé");
    expect(on.body.data.activeTypes).toContain("FREE_MONEY");
    expect(await formCodes(supToken)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE", "FREE_MONEY"]);
    expect((await operators(supToken)).map((o) => o.id)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER", "FREE_MONEY"]);
    // the admin records a Début on it for the supervisor
    const debut = await entry(adminToken, { superviseurId: sup.id, typeOperation: "depot", montant: 25_000, typeCompte: "FREE_MONEY" });
    expect(debut.status).toBe(201);
    const wave = await entry(supToken, { superviseurId: sup.id, typeOperation: "depot", montant: 5_000, typeCompte: "WAVE" });
    expect(wave.status).toBe(201);

    expect((await switchType("FREE_MONEY", false)).body.message).toBe("Type de compte désactivé");
    expect(await formCodes(supToken)).not.toContain("FREE_MONEY");
    expect((await operators(supToken)).map((o) => o.id)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"]);
    expect((await entry(supToken, { superviseurId: sup.id, typeOperation: "retrait", montant: 20_000, typeCompte: "FREE_MONEY" })).status).toBe(422);
    // an entry cannot be moved onto it either
    const moved = await call(updateTx, `/api/transactions/${wave.body.data.transaction.id}`, {
      method: "PUT",
      token: adminToken,
      params: { id: wave.body.data.transaction.id },
      body: { typeCompte: "FREE_MONEY" },
    });
    expect(moved.status).toBe(422);
    // its line stays on the dashboard
    const dash = (await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token: supToken })).body.data.dashboard;
    expect(dash.comptes.debut.FREE_MONEY).toBe(25_000);
    const audits = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "ACCOUNT_TYPES_UPDATED"), eq(auditLog.actorId, admin.id)));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("names AUTRES, and refuses what is not the admin's or not well formed", async () => {
    const res = await call(label, "/api/accountype/AUTRES/label", { method: "PATCH", token: adminToken, params: { type: "AUTRES" }, body: { label: "  Tigo Cash " } });
    expect(res.status).toBe(200);
    expect(res.body.data.autresLabel).toBe("Tigo Cash");
    expect(res.body.data.allTypes.find((t: { value: string }) => t.value === "AUTRES").label).toBe("Tigo Cash");
    // the transactions' operator filter offers it under that name once it is on
    expect((await operators(supToken)).map((o) => o.id)).not.toContain("AUTRES");
    expect((await switchType("AUTRES", true)).status).toBe(200);
    expect((await operators(supToken)).find((o) => o.id === "AUTRES")).toEqual({ id: "AUTRES", nomComplet: "Tigo Cash", telephone: "" });
    // its line on the dashboard and its transactions in the lists carry that name
    const entry = await call(create, "/api/transactions/create", { token: supToken, body: { superviseurId: sup.id, typeOperation: "depot", montant: 3_000, typeCompte: "AUTRES" } });
    expect(entry.status).toBe(201);
    const dash = (await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token: supToken })).body.data.dashboard;
    expect(dash.partenaires.AUTRES).toBe("Tigo Cash");
    // the day's transactions on the dashboard are the earlier app's (its type code and francs); the lists name the account
    expect(dash.recentTransactions[0]).toMatchObject({ id: entry.body.data.transaction.id, type: "DEBUT_JOURNEE", montant: 3_000 });
    const listed = (await call(recentList, "/api/transactions/recent", { token: supToken, query: { period: "today", accountType: "AUTRES" } })).body.data.transactions;
    expect(listed.map((t: { compte: string }) => t.compte)).toEqual(["Tigo Cash"]);
    expect((await call(label, "/api/accountype/WAVE/label", { method: "PATCH", token: adminToken, params: { type: "WAVE" }, body: { label: "Vague" } })).status).toBe(422);
    for (const bad of [{ label: "x" }, { label: "x".repeat(41) }, { label: 5 }, { label: "a\u0000b" }, {}]) {
      expect((await call(label, "/api/accountype/AUTRES/label", { method: "PATCH", token: adminToken, params: { type: "AUTRES" }, body: bad })).status).toBe(422);
    }
    for (const isActive of ["true", 1, null, [true]]) expect((await switchType("RIA", isActive)).status).toBe(422);
    const cash = await switchType("LIQUIDE", false);
    expect(cash.status).toBe(422);
    expect(cash.body.message).toBe("Le liquide ne peut pas être désactivé");
    expect((await switchType("INCONNU", true)).status).toBe(404);
    expect((await switchType("RIA", true, supToken)).status).toBe(403);
    expect((await call(accountype, "/api/accountype", { token: await loginAs(await createTestUser("PARTENAIRE"), "10.19.0.3") })).status).toBe(403);
    // put back as found
    await switchType("AUTRES", false);
    await call(label, "/api/accountype/AUTRES/label", { method: "PATCH", token: adminToken, params: { type: "AUTRES" }, body: { label: "Autres" } });
  });
});
