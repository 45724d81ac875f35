// The ledger's calls through their real route handlers: shapes, SPEC §5 messages, SPEC §6 refusals.
import { GET as dashboard } from "@/app/api/transactions/dashboard/route";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { GET as partnerDashboard } from "@/app/api/transactions/dashboard/partner/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { GET as availableSupervisors } from "@/app/api/transactions/supervisors/available/route";
import { GET as activePartners } from "@/app/api/transactions/partners/active/route";
import { GET as accountTypes } from "@/app/api/transactions/account-types/route";
import { PATCH as accountUpdate } from "@/app/api/transactions/supervisors/[supervisorId]/accounts/update/route";
import { DELETE as deleteLine } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/route";
import { PUT as resetLine } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/reset/route";
import { GET as deletionHistory } from "@/app/api/transactions/lines/deletion-history/route";
import { POST as createAccount } from "@/app/api/transactions/accounts/route";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { valueOf } from "../helpers/ledger";
import { call } from "../helpers/http";
import { createTestUser, loginAs, setStatus, type TestUser } from "../helpers/users";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

let admin: TestUser, sup: TestUser, other: TestUser, partner: TestUser;
let adminToken: string, supToken: string, otherToken: string, partnerToken: string;
const today = () => businessToday();

beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  sup = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" });
  other = await createTestUser("SUPERVISEUR", { nomComplet: "Awa Ndiaye" });
  partner = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" });
  [adminToken, supToken, otherToken, partnerToken] = await Promise.all([admin, sup, other, partner].map((u) => loginAs(u)));
});

// the form strips its thousands spaces before sending: "25000", never "25 000"
const body = (over: Record<string, unknown> = {}) => ({ superviseurId: sup.id, typeOperation: "depot", montant: "25000", typeCompte: "LIQUIDE", ...over });

describe("creating transactions", () => {
  it("checks the session in the recording's own call: suspended, stale token, deleted (401, nothing written)", async () => {
    const db = await getDb();
    const user = await createTestUser("SUPERVISEUR", { nomComplet: "Ibrahima Fall" });
    const token = await loginAs(user);
    const mine = (over: Record<string, unknown> = {}) => body({ superviseurId: user.id, montant: 1_000, ...over });
    const count = async () => Number(((await db.execute(sql`SELECT count(*) AS n FROM transactions WHERE supervisor_id = ${user.id}`)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
    expect((await call(create, "/api/transactions/create", { body: mine(), token })).status).toBe(201);
    // renamed since the token was issued: the audit row names him as the database does
    await db.execute(sql`UPDATE users SET nom_complet = 'Ibrahima Fall Ndiaye' WHERE id = ${user.id}`);
    const renamed = await call(create, "/api/transactions/create", { body: mine(), token });
    expect(renamed.status).toBe(201);
    const audit = (await db.execute(sql`SELECT actor_name FROM audit_log WHERE entity_id = ${renamed.body.data.transaction.id}`)) as unknown as { rows: { actor_name: string }[] };
    expect(audit.rows[0]!.actor_name).toBe("Ibrahima Fall Ndiaye");

    await setStatus(user.id, "SUSPENDED");
    const suspended = await call(create, "/api/transactions/create", { body: mine(), token });
    expect(suspended.status).toBe(401);
    expect(suspended.body).toMatchObject({ success: false, code: "UNAUTHORIZED" });
    await setStatus(user.id, "ACTIVE");
    await db.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user.id}`);
    expect((await call(create, "/api/transactions/create", { body: mine(), token })).status).toBe(401);
    expect(await count()).toBe(2);
    expect(await valueOf(user.id, "debut", "LIQUIDE")).toBe(2_000);

    // the admin's route too: a deleted admin's token records nothing
    const gone = await createTestUser("ADMIN");
    const goneToken = await loginAs(gone);
    await db.execute(sql`DELETE FROM users WHERE id = ${gone.id}`);
    expect((await call(adminCreate, "/api/transactions/admin/create", { body: mine(), token: goneToken })).status).toBe(401);
    expect(await count()).toBe(2);
    await setStatus(user.id, "SUSPENDED"); // out of the later tests' lists of active supervisors
  });

  it("records a supervisor's Début and answers 201 with the line's new value", async () => {
    const res = await call(create, "/api/transactions/create", { body: body(), token: supToken });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Transaction créée avec succès",
      data: { transaction: { type: "DEBUT_JOURNEE", montant: 25_000, accountKey: "LIQUIDE", lineType: "debut", day: today() }, lineValue: 25_000, replayed: false },
    });
  });

  it("answers the first result again for the same Idempotency-Key", async () => {
    const headers = { "idempotency-key": "double-tap-1" };
    const first = await call(create, "/api/transactions/create", { body: body({ montant: 1_000, typeCompte: "WAVE" }), token: supToken, headers });
    const second = await call(create, "/api/transactions/create", { body: body({ montant: 1_000, typeCompte: "WAVE" }), token: supToken, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.replayed).toBe(true);
    expect(second.body.data.transaction.id).toBe(first.body.data.transaction.id);
    expect(await valueOf(sup.id, "debut", "WAVE")).toBe(1_000);
  });

  it("lists every problem after 'Données invalides: ' (SPEC §5)", async () => {
    const res = await call(adminCreate, "/api/transactions/admin/create", {
      body: { typeOperation: "plus", montant: "0", partenaireId: partner.id, partenaireNom: "X" },
      token: adminToken,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "Données invalides: Superviseur requis, Choisissez soit un partenaire enregistré, soit un nom libre (pas les deux), Type d'opération requis, Montant doit être supérieur à 0",
    );
    const noAccount = await call(adminCreate, "/api/transactions/admin/create", { body: body({ typeCompte: undefined }), token: adminToken });
    expect(noAccount.body.message).toBe("Données invalides: Type de compte requis pour début/fin journée");
    const shortName = await call(adminCreate, "/api/transactions/admin/create", { body: body({ typeCompte: undefined, partenaireNom: " A " }), token: adminToken });
    expect(shortName.body.message).toBe("Données invalides: Nom du partenaire doit contenir au moins 2 caractères");
    const badAccount = await call(adminCreate, "/api/transactions/admin/create", { body: body({ typeCompte: "EPARGNE" }), token: adminToken });
    expect([badAccount.status, badAccount.body.message]).toEqual([422, "Type de compte invalide"]);
    const badTypes = await call(adminCreate, "/api/transactions/admin/create", { body: { superviseurId: 12, typeOperation: "depot", montant: true, typeCompte: "WAVE" }, token: adminToken });
    expect(badTypes.body.message).toBe("Superviseur requis, Montant doit être supérieur à 0");
    const longName = await call(adminCreate, "/api/transactions/admin/create", { body: body({ typeCompte: undefined, partenaireNom: "x".repeat(101) }), token: adminToken });
    expect(longName.body.message).toBe("Données invalides: Nom du partenaire trop long (maximum 100 caractères)");
  });

  it("refuses a supervisor recording for someone else, or UV Master, or the admin route", async () => {
    const forOther = await call(create, "/api/transactions/create", { body: body({ superviseurId: other.id }), token: supToken });
    expect(forOther.status).toBe(403);
    expect(forOther.body.message).toBe("Vous ne pouvez enregistrer des transactions que pour vous-même");
    const uv = await call(create, "/api/transactions/create", { body: body({ typeCompte: "UV_MASTER" }), token: supToken });
    expect(uv.status).toBe(403);
    const viaAdmin = await call(adminCreate, "/api/transactions/admin/create", { body: body(), token: supToken });
    expect(viaAdmin.status).toBe(403);
    expect(viaAdmin.body.message).toBe("Accès interdit. Vous n'avez pas les permissions nécessaires.");
  });

  it("lets the admin record for any supervisor, a registered partner included", async () => {
    const res = await call(adminCreate, "/api/transactions/admin/create", {
      body: body({ superviseurId: other.id, typeCompte: undefined, partenaireId: partner.id, typeOperation: "retrait", montant: 7_500 }),
      token: adminToken,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.transaction).toMatchObject({ type: "RETRAIT", accountKey: `part-${partner.id}`, lineType: "sortie" });
    const unknownSup = await call(adminCreate, "/api/transactions/admin/create", { body: body({ superviseurId: partner.id }), token: adminToken });
    expect(unknownSup.status).toBe(404);
    expect(unknownSup.body.message).toBe("Superviseur non trouvé");
  });
});

describe("dashboards", () => {
  it("answers each role's own dashboard on /dashboard", async () => {
    const a = await call(dashboard, "/api/transactions/dashboard", { token: adminToken });
    expect(a.body.data.dashboard).toHaveProperty("globalTotals");
    expect(a.body.data.dashboard).toHaveProperty("supervisorCards");
    const s = await call(dashboard, "/api/transactions/dashboard", { token: supToken });
    expect(s.body.data.dashboard.superviseur).toMatchObject({ id: sup.id, nom: "Moussa Diop", status: "ACTIVE" });
    const p = await call(dashboard, "/api/transactions/dashboard", { token: partnerToken });
    expect(p.body.data.dashboard.retraits).toHaveLength(1);
    expect(p.body.data.dashboard.totaux.retraits).toBe(7_500);
  });

  it("gives the admin every field of SPEC §3 with formatted variants", async () => {
    const res = await call(adminDashboard, "/api/transactions/dashboard/admin", { token: adminToken, query: { period: "today" } });
    expect(res.status).toBe(200);
    const { globalTotals, supervisorCards } = res.body.data.dashboard;
    expect(Object.keys(globalTotals).sort()).toEqual(["days", "debutTotalGlobal", "formatted", "grClosedGlobal", "grLabel", "grOpenGlobal", "grTotalGlobal", "missingFin", "sortieTotalGlobal", "uvMaster"].sort());
    expect(globalTotals.uvMaster).toEqual({ solde: 0, sorties: 0 });
    const card = supervisorCards.find((c: { id: string }) => c.id === sup.id);
    expect(card).toMatchObject({ nom: "Moussa Diop", status: "ACTIVE", comptes: { debut: { LIQUIDE: 25_000, WAVE: 1_000 }, sortie: {} } });
    expect(card.totaux).toMatchObject({ debutTotal: 26_000, sortieTotal: 0, grTotal: -26_000 });
    expect(card.totaux.formatted.debutTotal).toBe("26\u00a0000\u00a0F");
  });

  it("checks a custom date on the server (SPEC §5)", async () => {
    const ask = (query: Record<string, string>) => call(adminDashboard, "/api/transactions/dashboard/admin", { token: adminToken, query });
    expect((await ask({ period: "custom" })).body.message).toBe("Veuillez sélectionner une date");
    const future = await ask({ period: "custom", date: addDays(today(), 1) });
    expect(future.status).toBe(422);
    expect(future.body.message).toBe("Impossible de sélectionner une date future");
    expect((await ask({ period: "custom", date: addDays(today(), -366) })).body.message).toBe("La date ne peut pas remonter à plus de 365 jours");
    expect((await ask({ period: "custom", date: "2026-02-30" })).body.message).toBe("Date invalide");
    expect((await ask({ period: "week" })).body.message).toBe("Période invalide");
    const past = await ask({ period: "custom", date: addDays(today(), -365) });
    expect(past.status).toBe(200);
    expect(past.body.data.dashboard).toMatchObject({ isToday: false, supervisorCards: [] });
  });

  it("lets a supervisor read only his own dashboard; the admin anyone's", async () => {
    expect((await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token: supToken })).status).toBe(200);
    const others = await call(supervisorDashboard, `/api/transactions/dashboard/supervisor/${other.id}`, { token: supToken, params: { id: other.id } });
    expect(others.status).toBe(403);
    const byAdmin = await call(supervisorDashboard, `/api/transactions/dashboard/supervisor/${other.id}`, { token: adminToken, params: { id: other.id } });
    expect(byAdmin.body.data.dashboard.comptes.sortie).toEqual({ [`part-${partner.id}`]: 7_500 });
    expect(byAdmin.body.data.dashboard.partenaires).toEqual({ [`part-${partner.id}`]: "Fatou Sarr" });
    expect((await call(partnerDashboard, "/api/transactions/dashboard/partner", { token: supToken })).status).toBe(403);
  });
});

describe("line actions (SPEC §6)", () => {
  const lineCall = (handler: typeof deleteLine, supervisorId: string, lineType: string, token: string, payload: object, method = "DELETE") =>
    call(handler, `/api/transactions/supervisors/${supervisorId}/lines/${lineType}`, { method, token, params: { supervisorId, lineType }, body: payload });

  it("refuses a supervisor on another supervisor's line, on yesterday, and on deleting UV_MASTER", async () => {
    const reset = (token: string, supervisorId: string, payload: object) => lineCall(resetLine, supervisorId, "debut", token, payload, "PUT");
    let res = await reset(otherToken, sup.id, { accountKey: "LIQUIDE" });
    expect([res.status, res.body.message]).toEqual([403, "Vous ne pouvez réinitialiser que vos propres comptes"]);
    res = await lineCall(deleteLine, sup.id, "debut", otherToken, { accountKey: "LIQUIDE" });
    expect([res.status, res.body.message]).toEqual([403, "Vous ne pouvez supprimer que vos propres comptes"]);
    const yesterday = addDays(today(), -1);
    res = await reset(supToken, sup.id, { accountKey: "LIQUIDE", date: yesterday });
    expect([res.status, res.body.message]).toEqual([403, "Seules les données d'aujourd'hui peuvent être réinitialisées"]);
    res = await lineCall(deleteLine, sup.id, "debut", supToken, { accountKey: "LIQUIDE", date: yesterday });
    expect([res.status, res.body.message]).toEqual([403, "Seules les données d'aujourd'hui peuvent être supprimées"]);
    res = await lineCall(deleteLine, sup.id, "debut", supToken, { accountKey: "UV_MASTER" });
    expect([res.status, res.body.message]).toEqual([403, "Impossible de supprimer le compte UV_MASTER"]);
  });

  it("validates line input with SPEC §5's messages", async () => {
    let res = await lineCall(deleteLine, sup.id, "milieu", supToken, { accountKey: "LIQUIDE" });
    expect([res.status, res.body.message]).toEqual([422, "Type de ligne invalide (debut/sortie requis)"]);
    res = await lineCall(deleteLine, sup.id, "debut", supToken, { accountKey: "  " });
    expect(res.body.message).toBe("Clé de compte requise");
    res = await lineCall(resetLine, sup.id, "debut", supToken, { accountKey: "LIQUIDE", newValue: -5 }, "PUT");
    expect(res.body.message).toBe("La nouvelle valeur ne peut pas être négative");
    const update = (payload: object) =>
      call(accountUpdate, `/api/transactions/supervisors/${sup.id}/accounts/update`, { method: "PATCH", token: adminToken, params: { supervisorId: sup.id }, body: payload });
    expect((await update({ accountType: "debut", accountKey: "WAVE", newValue: "abc" })).body.message).toBe("La valeur doit être un nombre positif");
    expect((await update({ accountType: "debut", accountKey: "WAVE", newValue: 1_000_000_000 })).body.message).toBe("La valeur est trop élevée (max: 999,999,999)");
    expect((await update({ accountType: "debut", accountKey: "WAVE", newValue: -1 })).body.message).toBe("La valeur doit être un nombre positif");
  });

  it("lets a supervisor reset and delete his own line of today, and the admin set a value", async () => {
    let res = await lineCall(resetLine, sup.id, "debut", supToken, { accountKey: "WAVE" }, "PUT");
    expect([res.status, res.body.message]).toEqual([200, "Ligne réinitialisée avec succès"]);
    expect(await valueOf(sup.id, "debut", "WAVE")).toBe(0);
    res = await lineCall(deleteLine, sup.id, "debut", supToken, { accountKey: "WAVE" });
    expect([res.status, res.body.message]).toEqual([200, "Ligne supprimée avec succès"]);
    expect(await valueOf(sup.id, "debut", "WAVE")).toBeNull();
    res = await call(accountUpdate, `/api/transactions/supervisors/${sup.id}/accounts/update`, {
      method: "PATCH",
      token: adminToken,
      params: { supervisorId: sup.id },
      body: { accountType: "sortie", accountKey: "LIQUIDE", newValue: 30_000, updatedAt: new Date().toISOString(), updatedBy: "ADMIN" },
    });
    expect([res.status, res.body.message]).toEqual([200, "Compte mis à jour avec succès"]);
    expect(await valueOf(sup.id, "sortie", "LIQUIDE")).toBe(30_000);
    const history = await call(deletionHistory, "/api/transactions/lines/deletion-history", { token: adminToken, query: { supervisorId: sup.id } });
    expect(history.body.data.deletions[0]).toMatchObject({ supervisorName: "Moussa Diop", actorName: "Moussa Diop", before: { accountKey: "WAVE", lineType: "debut" } });
    expect(history.body.data.pagination).toMatchObject({ page: 1, limit: 20, total: 1 });
  });

  it("refuses a supervisor creating accounts or setting values, with SPEC's words", async () => {
    const account = await call(createAccount, "/api/transactions/accounts", { token: supToken, body: { supervisorId: sup.id, accountType: "WAVE" } });
    expect([account.status, account.body.message]).toEqual([403, "Seuls les administrateurs peuvent créer des comptes"]);
    const set = await call(accountUpdate, `/api/transactions/supervisors/${sup.id}/accounts/update`, {
      method: "PATCH",
      token: supToken,
      params: { supervisorId: sup.id },
      body: { accountType: "debut", accountKey: "LIQUIDE", newValue: 1 },
    });
    expect([set.status, set.body.message]).toEqual([403, "Permissions insuffisantes"]);
    const created = await call(createAccount, "/api/transactions/accounts", { token: adminToken, body: { supervisorId: other.id, accountType: "ORANGE_MONEY", initialBalance: 5_000 } });
    expect([created.status, created.body.message]).toEqual([201, "Compte créé avec succès"]);
    const again = await call(createAccount, "/api/transactions/accounts", { token: adminToken, body: { supervisorId: other.id, accountType: "ORANGE_MONEY" } });
    expect([again.status, again.body.message]).toEqual([409, "Ce compte existe déjà pour ce superviseur"]);
  });

  it("refuses a partner on every ledger call", async () => {
    const p = { token: partnerToken };
    const checks = await Promise.all([
      call(adminDashboard, "/api/transactions/dashboard/admin", p),
      call(supervisorDashboard, "/api/transactions/dashboard/supervisor", p),
      call(create, "/api/transactions/create", { ...p, body: body() }),
      call(adminCreate, "/api/transactions/admin/create", { ...p, body: body() }),
      call(availableSupervisors, "/api/transactions/supervisors/available", p),
      call(activePartners, "/api/transactions/partners/active", p),
      call(accountTypes, "/api/transactions/account-types", p),
      lineCall(deleteLine, sup.id, "debut", partnerToken, { accountKey: "LIQUIDE" }),
      lineCall(resetLine, sup.id, "debut", partnerToken, { accountKey: "LIQUIDE" }, "PUT"),
      call(accountUpdate, `/api/transactions/supervisors/${sup.id}/accounts/update`, { ...p, method: "PATCH", params: { supervisorId: sup.id }, body: {} }),
      call(deletionHistory, "/api/transactions/lines/deletion-history", p),
      call(createAccount, "/api/transactions/accounts", { ...p, body: {} }),
    ]);
    expect(checks.map((r) => r.status)).toEqual(Array(12).fill(403));
    expect(checks[7]!.body.message).toBe("Permissions insuffisantes");
    expect(checks[11]!.body.message).toBe("Seuls les administrateurs peuvent créer des comptes");
  });

  it("offers the form's choices: active supervisors (admin), active partners, account types by role", async () => {
    const sups = await call(availableSupervisors, "/api/transactions/supervisors/available", { token: adminToken });
    expect(sups.body.data.supervisors.map((s: { nomComplet: string }) => s.nomComplet)).toEqual(["Awa Ndiaye", "Moussa Diop"]);
    expect(Object.keys(sups.body.data.supervisors[0]).sort()).toEqual(["id", "nomComplet", "telephone"]);
    // a supervisor gets the kiosks he can send a transfer to: their names, never their phones (a login)
    const kiosks = await call(availableSupervisors, "/api/transactions/supervisors/available", { token: supToken });
    expect(kiosks.body.data.supervisors).toEqual([
      { id: other.id, nomComplet: "Awa Ndiaye" },
      { id: sup.id, nomComplet: "Moussa Diop" },
    ]);
    const partners = await call(activePartners, "/api/transactions/partners/active", { token: supToken });
    expect(partners.body.data.partners.map((s: { nomComplet: string }) => s.nomComplet)).toEqual(["Fatou Sarr"]);
    const supTypes = await call(accountTypes, "/api/transactions/account-types", { token: supToken });
    expect(supTypes.body.data.accountTypes.map((t: { code: string }) => t.code)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE"]);
    const adminTypes = await call(accountTypes, "/api/transactions/account-types", { token: adminToken });
    expect(adminTypes.body.data.accountTypes.map((t: { code: string }) => t.code)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"]);
  });
});
