// The earlier app as a client (../shared/ORIGINAL-CLIENT.md): each call its screens make, made
// as it makes it (its paths, its bodies), and every field it reads checked in the answer. On both engines.
import { PATCH as accountypeLabel } from "@/app/api/accountype/[type]/label/route";
import { PATCH as accountypeToggle } from "@/app/api/accountype/[type]/toggle/route";
import { GET as accountype } from "@/app/api/accountype/route";
import { GET as accountLinesHistory } from "@/app/api/account-lines/deletion-history/route";
import { DELETE as accountLinesDelete } from "@/app/api/account-lines/supervisor/[supervisorId]/[lineType]/route";
import { PUT as accountLinesReset } from "@/app/api/account-lines/supervisor/[supervisorId]/[lineType]/reset/route";
import { PATCH as accountLinesUpdate } from "@/app/api/account-lines/supervisor/[supervisorId]/[lineType]/update/route";
import { GET as balanceOne } from "@/app/api/partner-balance/[partnerId]/route";
import { GET as balanceHistory } from "@/app/api/partner-balance/[partnerId]/history/route";
import { GET as balanceList } from "@/app/api/partner-balance/route";
import { GET as recent } from "@/app/api/recent/route";
import { GET as ownDashboard } from "@/app/api/transactions/dashboard/route";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { GET as partnerDashboard } from "@/app/api/transactions/dashboard/partner/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { POST as convert } from "@/app/api/transactions/partners/convert-free/route";
import { GET as frequent } from "@/app/api/transactions/partners/frequent-free/route";
import { GET as userCode } from "@/app/api/users/[id]/code/route";
import { POST as userCreate } from "@/app/api/users/create/route";
import { call } from "../helpers/http";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser, sup: TestUser, partner: TestUser;
let adminToken: string, supToken: string;
beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  sup = await createTestUser("SUPERVISEUR", { nomComplet: "Superviseur Ancien Client" });
  partner = await createTestUser("PARTENAIRE", { nomComplet: "Partenaire Ancien Client" });
  adminToken = await loginAs(admin, "10.18.0.1");
  supToken = await loginAs(sup, "10.18.0.2");
});

/** Fails with the path of the first field the client reads that the answer lacks. */
function expectFields(value: unknown, paths: string[]) {
  for (const path of paths) {
    let at: unknown = value;
    for (const part of path.split(".")) {
      expect([path, at !== null && typeof at === "object" && part in (at as object)]).toEqual([path, true]);
      at = (at as Record<string, unknown>)[part];
    }
  }
}

/**
 * The supervisor dashboard's text as the earlier app prints it (template strings, `toLocaleString`): a field of
 * the wrong type shows as `[object Object]`, `NaN` or `undefined`, which the caller's expectations refuse.
 */
function printedByEarlierApp(dashboard: {
  uvMaster: { personal: { formatted: unknown }; formatted: unknown };
  recentTransactions: { type: unknown; montant: unknown; personne: unknown; description: unknown; createdAt: unknown }[];
}): string[] {
  const lines = [`UV Master : ${dashboard.uvMaster.personal.formatted} (réseau : ${dashboard.uvMaster.formatted})`];
  for (const t of dashboard.recentTransactions) {
    lines.push(`${t.type} · ${(t.montant as number).toLocaleString("fr-FR")} F · ${t.personne} · ${t.description ?? ""} · ${new Date(t.createdAt as string).getFullYear()}`);
  }
  for (const line of lines) expect(line).not.toMatch(/\[object Object\]|NaN|undefined/);
  return lines;
}

describe("the earlier app's calls", () => {
  it("POST /transactions/create and /transactions/admin/create with a free partner's phone: success, message", async () => {
    const mine = await call(create, "/api/transactions/create", {
      token: supToken,
      body: { superviseurId: sup.id, typeOperation: "depot", montant: 12_000, partenaireNom: "Client Ancien", telephoneLibre: "771112233" },
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ success: true, message: expect.any(String) });
    const theirs = await call(adminCreate, "/api/transactions/admin/create", {
      token: adminToken,
      body: { superviseurId: sup.id, typeOperation: "retrait", montant: 2_000, partenaireNom: "Client Ancien", telephone: "771112233" },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ success: true, message: expect.any(String) });
    for (let i = 0; i < 2; i++) {
      await call(create, "/api/transactions/create", { token: supToken, body: { superviseurId: sup.id, typeOperation: "depot", montant: 1_000, partenaireNom: "Client Ancien" } });
    }
    await call(create, "/api/transactions/create", { token: supToken, body: { superviseurId: sup.id, typeOperation: "depot", montant: 5_000, partenaireId: partner.id } });
    await call(create, "/api/transactions/create", { token: supToken, body: { superviseurId: sup.id, typeOperation: "depot", montant: 80_000, typeCompte: "WAVE" } });
  });

  it("POST /users/create with a code the admin chose: data.codeAcces, data.user.nomComplet", async () => {
    const res = await call(userCreate, "/api/users/create", {
      token: adminToken,
      body: { nomComplet: "Ndeye Choisi", telephone: "781119900", adresse: "Thiès", role: "PARTENAIRE", code: "482913" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.codeAcces).toBe("482913");
    expect(res.body.data.user.nomComplet).toBe("Ndeye Choisi");
    // the chosen code opens the account; a malformed one is refused
    await loginAs({ telephone: "781119900", code: "482913" }, "10.18.0.3");
    for (const code of ["12345", "abcdef", 123456, "1234567"]) {
      const bad = await call(userCreate, "/api/users/create", { token: adminToken, body: { nomComplet: "Code Faux", telephone: "781119901", role: "PARTENAIRE", code } });
      expect(bad.status).toBe(422);
    }
  });

  it("GET /users/:id/code: data.codeAcces (and codeClair)", async () => {
    const res = await call(userCode, `/api/users/${partner.id}/code`, { token: adminToken, params: { id: partner.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.codeAcces).toBe(partner.code);
    expect(res.body.data.codeClair).toBe(partner.code);
  });

  it("GET /recent with its filter: transactions, stats, pagination and each item's fields", async () => {
    const res = await call(recent, "/api/recent", { token: adminToken, query: { type: "depot", period: "today", page: 1, limit: 2, sortBy: "createdAt", sortOrder: "desc" } });
    expect(res.status).toBe(200);
    const { transactions, stats, pagination } = res.body.data;
    expectFields(stats, ["total", "depots", "retraits", "transferts", "montantTotal", "montantEntrees", "montantSorties"]);
    expect(stats.montantTotal).toBe(stats.montantEntrees + stats.montantSorties);
    expect(stats.depots).toBeGreaterThanOrEqual(4);
    expectFields(pagination, ["totalCount", "hasNextPage"]);
    expect(pagination.totalCount).toBe(stats.total);
    expect(pagination.hasNextPage).toBe(stats.total > 2);
    expect(transactions).toHaveLength(2);
    for (const t of transactions) {
      expectFields(t, ["id", "type.code", "type.label", "type.key", "type.color", "montant.valeur", "montant.signe", "montant.formatted", "montant.devise", "compte", "description", "dateHeure", "timeAgo", "isValidated", "intervenant.nom", "intervenant.role", "superviseur.nom"]);
      expect(t.type.key).toBe(t.type.code);
      expect(t.montant.devise).toBe("F CFA");
      expect(Number.isNaN(new Date(t.dateHeure).getTime())).toBe(false);
      expect(t.timeAgo).toMatch(/^(à l'instant|il y a \d+ (min|h|j))$/);
      expect(t.isValidated).toBe(true);
    }
    const supView = await call(recent, "/api/recent", { token: supToken, query: { period: "today", accountType: "WAVE" } });
    expect(supView.body.data.transactions.map((t: { montant: { valeur: number } }) => t.montant.valeur)).toEqual([8_000_000]);
    expect((await call(recent, "/api/recent", { token: adminToken, query: { page: "1e3" } })).status).toBe(422);
  });

  it("GET /transactions/dashboard/admin, /supervisor[/:id] and /partner: everything under data.dashboard", async () => {
    for (const query of [{ period: "today" }, { period: "yesterday" }]) {
      const admin = await call(adminDashboard, "/api/transactions/dashboard/admin", { token: adminToken, query });
      expect(admin.status).toBe(200);
      expectFields(admin.body.data, ["dashboard.globalTotals.grTotalGlobal", "dashboard.globalTotals.formatted", "dashboard.supervisorCards"]);
    }

    const own = await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token: supToken, query: { period: "today" } });
    const byAdmin = await call(supervisorDashboard, `/api/transactions/dashboard/supervisor/${sup.id}`, { token: adminToken, params: { id: sup.id }, query: { period: "today" } });
    for (const res of [own, byAdmin]) {
      expect(res.status).toBe(200);
      const { dashboard } = res.body.data;
      expectFields(dashboard, [
        "superviseur.id", "superviseur.nom", "superviseur.status", "comptes.debut", "comptes.sortie",
        "totaux.debutTotal", "totaux.sortieTotal", "totaux.grTotal", "totaux.formatted.grTotal",
        "uvMaster.personal.debut", "uvMaster.personal.sortie", "uvMaster.personal.formatted", "uvMaster.total", "uvMaster.debut", "uvMaster.formatted",
        "recentTransactions", "nombreTransactions",
      ]);
      // the six transactions of the first test, newest first, their amounts in francs
      expect(dashboard.nombreTransactions).toBe(6);
      expect(dashboard.recentTransactions.map((t: { montant: number }) => t.montant)).toEqual([80_000, 5_000, 1_000, 1_000, 2_000, 12_000]);
      for (const t of dashboard.recentTransactions) {
        expectFields(t, ["id", "type", "montant", "description", "personne", "createdAt", "partenaireId", "partenaireNom"]);
      }
      expect(dashboard.uvMaster.formatted).toBe("0\u00a0F");
      const printed = printedByEarlierApp(dashboard);
      expect(printed[0]).toBe("UV Master : 0\u00a0F (réseau : 0\u00a0F)");
      expect(printed).toHaveLength(7);
      expect(printed.filter((line) => line.includes("Client Ancien (Partenaire)")).length).toBeGreaterThan(0);
    }

    const partnerToken = await loginAs(partner, "10.18.0.3");
    const mine = await call(partnerDashboard, "/api/transactions/dashboard/partner", { token: partnerToken });
    expect(mine.status).toBe(200);
    const { dashboard } = mine.body.data;
    expectFields(dashboard, [
      "partenaire.id", "partenaire.nomComplet", "partenaire.telephone", "partenaire.status",
      "statistiques.totalDepots", "statistiques.totalRetraits", "statistiques.nombreTransactions", "statistiques.solde",
      "transactions",
    ]);
    expect(dashboard.partenaire).toMatchObject({ id: partner.id, nomComplet: "Partenaire Ancien Client", status: "ACTIVE" });
    expect(dashboard.statistiques).toMatchObject({ totalDepots: 5_000, totalRetraits: 0, nombreTransactions: 1, solde: 5_000 });
    expect(dashboard.transactions).toEqual([expect.objectContaining({ type: "DEPOT", montant: 5_000, superviseur: "Superviseur Ancien Client" })]);
    // the same shapes by role on GET /transactions/dashboard
    const byRole = await call(ownDashboard, "/api/transactions/dashboard", { token: partnerToken });
    expect(byRole.body.data.dashboard.partenaire.id).toBe(partner.id);
    expect((await call(ownDashboard, "/api/transactions/dashboard", { token: supToken })).body.data.dashboard.nombreTransactions).toBe(6);
    expectFields((await call(ownDashboard, "/api/transactions/dashboard", { token: adminToken })).body.data, ["dashboard.globalTotals", "dashboard.supervisorCards"]);
  });

  it("/account-lines/supervisor/:supervisorId/:lineType (update, reset, delete) and /account-lines/deletion-history", async () => {
    const path = `/api/account-lines/supervisor/${sup.id}/sortie`;
    const params = { supervisorId: sup.id, lineType: "sortie" };
    const updated = await call(accountLinesUpdate, `${path}/update`, { method: "PATCH", token: adminToken, params, body: { accountKey: "WAVE", newValue: 70_000 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: expect.any(String) });
    const reset = await call(accountLinesReset, `${path}/reset`, { method: "PUT", token: adminToken, params, body: { accountKey: "WAVE", newValue: 0 } });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true, message: expect.any(String) });
    const removed = await call(accountLinesDelete, path, { method: "DELETE", token: adminToken, params, body: { accountKey: "WAVE" } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: expect.any(String) });
    expect((await call(accountLinesUpdate, `${path}/update`, { method: "PATCH", token: adminToken, params: { ...params, lineType: "milieu" }, body: { accountKey: "WAVE", newValue: 1 } })).status).toBe(422);
    expect((await call(accountLinesUpdate, `${path}/update`, { method: "PATCH", token: supToken, params, body: { accountKey: "WAVE", newValue: 1 } })).status).toBe(403);

    const history = await call(accountLinesHistory, "/api/account-lines/deletion-history", { token: adminToken, query: { page: 1, limit: 10, supervisorId: sup.id } });
    expect(history.status).toBe(200);
    expect(Array.isArray(history.body.data)).toBe(true);
    expect(history.body.data[0]).toMatchObject({ before: { accountKey: "WAVE", lineType: "sortie" } });
    expect(history.body.pagination).toMatchObject({ page: 1, limit: 10, total: 1 });
  });

  it("GET /partner-balance, /:partnerId and /:partnerId/history: the fields its partner screens read", async () => {
    const list = await call(balanceList, "/api/partner-balance", { token: adminToken });
    expect(list.status).toBe(200);
    const row = list.body.data.partners.find((p: { id: string }) => p.id === partner.id);
    expectFields(row, ["id", "nomComplet", "telephone", "status", "solde.montant", "solde.etat", "solde.label", "statistiques.totalDepots", "statistiques.nombreTransactions"]);

    const one = await call(balanceOne, `/api/partner-balance/${partner.id}`, { token: adminToken, params: { partnerId: partner.id } });
    expectFields(one.body.data, [
      "partenaire.id", "partenaire.nomComplet", "partenaire.telephone", "partenaire.status",
      "solde.montant", "solde.montantAbsolu", "solde.etat", "solde.label",
      "statistiques.totalDepots", "statistiques.totalRetraits", "statistiques.nombreTransactions", "statistiques.derniereTransaction",
    ]);
    expect(one.body.data.solde).toMatchObject({ montant: 5_000, montantAbsolu: 5_000, etat: "BOUTIQUE_DOIT" });
    for (const t of one.body.data.transactions) expectFields(t, ["id", "type", "montant", "createdAt", "archived", "superviseur"]);
    expect(one.body.data.transactions[0].type).toBe("DEPOT");

    const history = await call(balanceHistory, `/api/partner-balance/${partner.id}/history`, { token: adminToken, params: { partnerId: partner.id } });
    expectFields(history.body.data, ["statistiques.premiereTransaction", "statistiques.moyenneTransaction", "statistiques.plusGrosDepot", "statistiques.plusGrosRetrait"]);
    for (const t of history.body.data.transactions) {
      expectFields(t, ["id", "type", "montant", "createdAt", "archived", "note", "reference", "superviseur.id", "superviseur.nomComplet", "superviseur.role", "superviseur.status"]);
    }
  });

  it("GET /accountype, PATCH /accountype/:type/toggle and /accountype/AUTRES/label", async () => {
    const res = await call(accountype, "/api/accountype", { token: adminToken });
    expect(res.status).toBe(200);
    expectFields(res.body.data, ["allTypes", "activeTypes", "activeOptions", "autresLabel"]);
    for (const t of res.body.data.allTypes) expectFields(t, ["value", "label", "isActive", "canCustomizeLabel"]);
    for (const o of res.body.data.activeOptions) expectFields(o, ["value", "label"]);
    const on = await call(accountypeToggle, "/api/accountype/MONEYGRAM/toggle", { method: "PATCH", token: adminToken, params: { type: "MONEYGRAM" }, body: { isActive: true } });
    expect(on.body).toMatchObject({ success: true, data: expect.objectContaining({ activeTypes: expect.arrayContaining(["MONEYGRAM"]) }) });
    const off = await call(accountypeToggle, "/api/accountype/MONEYGRAM/toggle", { method: "PATCH", token: adminToken, params: { type: "MONEYGRAM" }, body: { isActive: false } });
    expect(off.body.success).toBe(true);
    const named = await call(accountypeLabel, "/api/accountype/AUTRES/label", { method: "PATCH", token: adminToken, params: { type: "AUTRES" }, body: { label: "Autres" } });
    expect(named.body).toMatchObject({ success: true, data: expect.objectContaining({ autresLabel: "Autres" }) });
  });

  it("GET /transactions/partners/frequent-free and POST /transactions/partners/convert-free", async () => {
    const res = await call(frequent, "/api/transactions/partners/frequent-free", { token: adminToken, query: { superviseurId: sup.id, daysBack: 3, minTransactions: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.data.config).toEqual({ daysBack: 3, minTransactions: 3 });
    const found = res.body.data.partners.find((p: { partenaireNom: string }) => p.partenaireNom === "Client Ancien");
    expectFields(found, ["partenaireNom", "telephoneLibre", "nombreTransactions", "totalDepots", "totalRetraits", "derniereTransaction", "superviseurIds", "peutConvertir"]);
    expect(found).toMatchObject({ telephoneLibre: "771112233", nombreTransactions: 4, peutConvertir: true });

    const converted = await call(convert, "/api/transactions/partners/convert-free", { token: adminToken, body: { partenaireNom: found.partenaireNom, telephoneLibre: found.telephoneLibre } });
    expect(converted.status).toBe(201);
    expectFields(converted.body.data, ["user.id", "user.nomComplet", "user.telephone", "user.role", "user.status", "user.createdAt", "codeAcces"]);
  });
});
