// The day's close through the routes: the day's state on the dashboards, closing with the
// justification rule at the tolerance's boundary, the lock on every write path, reopening, the settings and
// the GR trend (its values are the dashboards' of those days; role rules).
import { DEFAULT_SETTINGS } from "@/lib/services/settings";
import { and, eq, sql } from "drizzle-orm";
import { POST as adminCreate } from "@/app/api/transactions/admin/create/route";
import { POST as createAccount } from "@/app/api/transactions/accounts/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { DELETE as deleteTx, PUT as updateTx } from "@/app/api/transactions/[id]/route";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { PATCH as accountUpdate } from "@/app/api/transactions/supervisors/[supervisorId]/accounts/update/route";
import { POST as close } from "@/app/api/transactions/supervisors/[supervisorId]/close/route";
import { DELETE as deleteLine } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/route";
import { PUT as resetLine } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/reset/route";
import { POST as reopen } from "@/app/api/transactions/supervisors/[supervisorId]/reopen/route";
import { GET as trend } from "@/app/api/transactions/trend/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { getDb } from "@/lib/db/client";
import { accountLines, auditLog, dayClosures, notifications, transactions } from "@/lib/db/schema";
import { addDays } from "@/lib/domain/periods";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { businessToday } from "@/lib/services/ledger/days";
import { call } from "../helpers/http";
import { expectStaffDenied, roleTokens, type RoleTokens } from "../helpers/roles";
import { asActor, createTestUser, loginAs } from "../helpers/users";

let tokens: RoleTokens;
beforeAll(async () => {
  tokens = await roleTokens();
});

const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const today = () => businessToday();

async function newSupervisor() {
  const sup = await createTestUser("SUPERVISEUR");
  return { sup, token: await loginAs(sup, `10.5.${Math.floor(Math.random() * 200)}.1`) };
}
const record = (token: string, body: Record<string, unknown>) =>
  call(create, "/api/transactions/create", { token, body: { typeOperation: "depot", montant: 1_000, ...body } });
const closeCall = (token: string, supervisorId: string, body: Record<string, unknown> = {}) =>
  call(close, `/api/transactions/supervisors/${supervisorId}/close`, { method: "POST", token, params: { supervisorId }, body });
const reopenCall = (token: string, supervisorId: string, body: Record<string, unknown>) =>
  call(reopen, `/api/transactions/supervisors/${supervisorId}/reopen`, { method: "POST", token, params: { supervisorId }, body });
const ownDashboard = async (token: string) => (await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token })).body.data.dashboard;
const setTolerance = (ecartTolerance: unknown, token = tokens.adminToken) => call(putSettings, "/api/settings", { method: "PUT", token, body: { ecartTolerance } });

async function snapshot(supervisorId: string) {
  const db = await getDb();
  const lines = await db.select().from(accountLines).where(eq(accountLines.supervisorId, supervisorId));
  const txs = await db.select().from(transactions).where(eq(transactions.supervisorId, supervisorId));
  return JSON.stringify({ lines: lines.sort((a, b) => (a.accountKey + a.lineType < b.accountKey + b.lineType ? -1 : 1)), txs: txs.sort((a, b) => a.seq - b.seq) });
}

afterEach(async () => {
  await setTolerance(0);
});

describe("the state of the day on the dashboards", () => {
  it("is empty, then open with the accounts whose Fin is missing, then closed", async () => {
    const { sup, token } = await newSupervisor();
    let dash = await ownDashboard(token);
    expect(dash.day).toMatchObject({ status: "empty", missingFin: [], closedAt: null, closedBy: null, gr: 0, justification: null });
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", montant: 150_000 });
    await record(token, { superviseurId: sup.id, typeCompte: "WAVE", montant: 80_000 });
    await record(token, { superviseurId: sup.id, partenaireNom: "Client Matin", montant: 5_000 });
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", typeOperation: "retrait", montant: 160_000 });
    dash = await ownDashboard(token);
    expect(dash.day).toMatchObject({ status: "open", missingFin: ["WAVE"], gr: 160_000 - 235_000 });
    const admin = (await call(adminDashboard, "/api/transactions/dashboard/admin", { token: tokens.adminToken, query: { period: "today" } })).body.data.dashboard;
    const card = admin.supervisorCards.find((c: { id: string }) => c.id === sup.id);
    expect(card.day).toMatchObject({ status: "open", missingFin: ["WAVE"] });
    expect(admin.globalTotals.days.open).toBeGreaterThanOrEqual(1);
    expect(admin.globalTotals.days.open + admin.globalTotals.days.closed + admin.globalTotals.days.empty).toBe(admin.supervisorCards.length);
  });
});

describe("closing", () => {
  it("needs a justification below minus the tolerance, exactly at its boundary, and locks the day", async () => {
    const { sup, token } = await newSupervisor();
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", montant: 100_000 });
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", typeOperation: "retrait", montant: 95_000 });
    // GR = -5 000: with a tolerance of 4 999 a justification is required, with 5 000 it is not
    expect((await setTolerance(4_999)).status).toBe(200);
    const refused = await closeCall(token, sup.id);
    expect(refused.status).toBe(422);
    expect(nb(refused.body.message)).toBe("Écart de -5 000 F, au-delà de la tolérance de 4 999 F : une justification est requise pour clôturer la journée");
    expect((await closeCall(token, sup.id, { justification: "   " })).status).toBe(422);
    expect(await (await getDb()).select().from(dayClosures).where(eq(dayClosures.supervisorId, sup.id))).toHaveLength(0);
    await setTolerance(5_000);
    const closed = await closeCall(token, sup.id);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: "closed", gr: -5_000, debutTotal: 100_000, sortieTotal: 95_000, tolerance: 5_000, justification: null, missingFin: [] });
    expect((await closeCall(token, sup.id)).status).toBe(409);
    const dash = await ownDashboard(token);
    expect(dash.day).toMatchObject({ status: "closed", gr: -5_000, closedBy: { id: sup.id, nom: sup.nomComplet } });
    // the admins hear of a negative close
    const notes = await (await getDb()).select().from(notifications).where(and(eq(notifications.userId, tokens.admin.id), eq(notifications.kind, "DAY_CLOSED_NEGATIVE")));
    expect(notes.map((n) => nb(n.message))).toContainEqual(expect.stringContaining(`${sup.nomComplet} : GR -5 000 F`));
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "DAY_CLOSED"), eq(auditLog.supervisorId, sup.id)));
    expect(audit).toMatchObject({ actorId: sup.id, before: { status: "open" }, after: { status: "closed", gr: -5_000 } });
  });

  it("takes a justification and records it; the accounts without a Fin count as 0 F", async () => {
    const { sup, token } = await newSupervisor();
    await record(token, { superviseurId: sup.id, typeCompte: "WAVE", montant: 30_000 });
    const res = await closeCall(token, sup.id, { justification: "  Fin Wave oubliée, comptée demain  " });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ gr: -30_000, missingFin: ["WAVE"], justification: "Fin Wave oubliée, comptée demain" });
  });

  it("refuses every write to a closed day with 409 'Journée clôturée' and changes nothing", async () => {
    const { sup, token } = await newSupervisor();
    const partner = await createTestUser("PARTENAIRE");
    const first = await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", montant: 50_000 });
    await record(token, { superviseurId: sup.id, partenaireId: partner.id, montant: 2_000 });
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", typeOperation: "retrait", montant: 50_000 });
    expect((await closeCall(token, sup.id, { justification: "Dépôt partenaire gardé en caisse" })).status).toBe(200);
    const before = await snapshot(sup.id);
    const txId = first.body.data.transaction.id as string;
    const attempts = {
      "supervisor create": () => record(token, { superviseurId: sup.id, typeCompte: "WAVE" }),
      "admin create": () => call(adminCreate, "/api/transactions/admin/create", { token: tokens.adminToken, body: { superviseurId: sup.id, typeOperation: "depot", montant: 1_000, typeCompte: "WAVE" } }),
      edit: () => call(updateTx, `/api/transactions/${txId}`, { method: "PUT", token: tokens.adminToken, params: { id: txId }, body: { montant: 60_000 } }),
      delete: () => call(deleteTx, `/api/transactions/${txId}`, { method: "DELETE", token: tokens.adminToken, params: { id: txId }, body: { reason: "test" } }),
      reset: () => call(resetLine, `/api/transactions/supervisors/${sup.id}/lines/debut/reset`, { method: "PUT", token, params: { supervisorId: sup.id, lineType: "debut" }, body: { accountKey: "LIQUIDE", newValue: 0 } }),
      "line delete": () => call(deleteLine, `/api/transactions/supervisors/${sup.id}/lines/debut`, { method: "DELETE", token, params: { supervisorId: sup.id, lineType: "debut" }, body: { accountKey: `part-${partner.id}` } }),
      "account update": () =>
        call(accountUpdate, `/api/transactions/supervisors/${sup.id}/accounts/update`, { method: "PATCH", token: tokens.adminToken, params: { supervisorId: sup.id }, body: { accountType: "sortie", accountKey: "LIQUIDE", newValue: 1 } }),
      "account create": () => call(createAccount, "/api/transactions/accounts", { method: "POST", token: tokens.adminToken, body: { supervisorId: sup.id, accountType: "ORANGE_MONEY", initialBalance: 0, balance: 0 } }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const res = await attempt();
      expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status: 409, message: "Journée clôturée" });
    }
    expect(await snapshot(sup.id)).toBe(before);

    // the admin reopens with a reason, then the day takes entries again
    const noReason = await reopenCall(tokens.adminToken, sup.id, { reason: "  " });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe("Indiquez la raison de la réouverture");
    const reopened = await reopenCall(tokens.adminToken, sup.id, { reason: "Fin Liquide mal comptée" });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.status).toBe("open");
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "DAY_REOPENED"), eq(auditLog.supervisorId, sup.id)));
    expect(audit).toMatchObject({ actorId: tokens.admin.id, reason: "Fin Liquide mal comptée", before: { status: "closed" }, after: { status: "open" } });
    expect((await attempts.edit()).status).toBe(200);
    expect((await reopenCall(tokens.adminToken, sup.id, { reason: "encore" })).status).toBe(409);
  });

  it("lets a supervisor close only his own days, never one to come; the admin any day; only the admin reopens", async () => {
    const { sup, token } = await newSupervisor();
    const { sup: other } = await newSupervisor();
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE" });
    const foreign = await closeCall(token, other.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Vous ne pouvez clôturer que votre propre journée");
    // his own past day may be closed (the morning reminder): this one has no lines
    const past = await closeCall(token, sup.id, { date: addDays(today(), -1), justification: "x" });
    expect(past.status).toBe(409);
    expect(past.body.message).toBe("Aucune ligne ce jour-là : rien à clôturer");
    expect((await closeCall(token, sup.id, { date: addDays(today(), 1) })).status).toBe(422);
    expect((await closeCall(tokens.partnerToken, sup.id)).status).toBe(403);
    // the admin closes a past day of a supervisor who has lines then
    const yesterday = addDays(today(), -1);
    await (await getDb()).execute(sql`INSERT INTO supervisor_accounts (supervisor_id, account_type) VALUES (${other.id}, 'LIQUIDE')`);
    await setAccountValue(await getDb(), asActor(tokens.admin), { supervisorId: other.id, lineType: "debut", accountKey: "LIQUIDE", newValue: 10_000, date: yesterday });
    const empty = await closeCall(tokens.adminToken, other.id, { date: addDays(today(), -3) });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe("Aucune ligne ce jour-là : rien à clôturer");
    const byAdmin = await closeCall(tokens.adminToken, other.id, { date: yesterday, justification: "Fin non comptée" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ status: "closed", gr: -10_000, missingFin: ["LIQUIDE"] });
    await expectStaffDenied(tokens, (t) => reopenCall(t, other.id, { reason: "x", date: yesterday }));
    expect((await reopenCall(tokens.adminToken, other.id, { reason: "vérifié", date: yesterday })).status).toBe(200);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await closeCall(tokens.adminToken, unknown)).status).toBe(404);
  });

  it("waits for the writes under way: a burst of entries and a close at once leave the closed figures equal to the lines", async () => {
    const { sup, token } = await newSupervisor();
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", montant: 1_000 });
    const writes = Array.from({ length: 8 }, () => record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", montant: 1_000 }));
    const closing = closeCall(token, sup.id, { justification: "rafale" });
    const results = await Promise.all([...writes, closing]);
    expect((await closing).status).toBe(200);
    for (const r of results.slice(0, -1)) expect([201, 409]).toContain(r.status);
    const [closure] = await (await getDb()).select().from(dayClosures).where(eq(dayClosures.supervisorId, sup.id));
    const lines = await (await getDb()).select().from(accountLines).where(eq(accountLines.supervisorId, sup.id));
    expect(closure!.debutTotal).toBe(lines.filter((l) => l.lineType === "debut").reduce((s, l) => s + l.value, 0));
  });
});

describe("settings", () => {
  it("are the admin's, validated like every amount, and audited", async () => {
    expect((await call(getSettings, "/api/settings", { token: tokens.adminToken })).body.data).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.ecartTolerance).toBe(0);
    await expectStaffDenied(tokens, (t) => call(getSettings, "/api/settings", { token: t }));
    await expectStaffDenied(tokens, (t) => setTolerance(5, t));
    for (const bad of [true, [5], "0x10", "1e3", "", "  ", 1.5, -1, 1_000_000_000]) {
      const res = await setTolerance(bad);
      expect({ bad, status: res.status, message: res.body.message }).toEqual({ bad, status: 422, message: "La tolérance doit être un nombre entier de francs, de 0 à 999 999 999" });
    }
    const ok = await setTolerance("2500");
    expect(ok.body).toMatchObject({ success: true, message: "Paramètres enregistrés", data: { ecartTolerance: 2_500 } });
    expect((await call(getSettings, "/api/settings", { token: tokens.adminToken })).body.data).toEqual({ ...DEFAULT_SETTINGS, ecartTolerance: 2_500 });
    const audits = await (await getDb()).select().from(auditLog).where(eq(auditLog.action, "SETTINGS_UPDATED")).orderBy(auditLog.id);
    expect(audits.at(-1)).toMatchObject({ before: { ecartTolerance: 0 }, after: { ecartTolerance: 2_500, summaryTime: "21:00" } });
  });
});

describe("the GR trend", () => {
  it("answers each day's totals as the dashboards show them, with the day's status; a supervisor reads only his own", async () => {
    const { sup, token } = await newSupervisor();
    await (await getDb()).execute(sql`INSERT INTO supervisor_accounts (supervisor_id, account_type) VALUES (${sup.id}, 'LIQUIDE')`);
    const admin = asActor(tokens.admin);
    const d2 = addDays(today(), -2);
    await setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: "debut", accountKey: "LIQUIDE", newValue: 40_000, date: d2 });
    await setAccountValue(await getDb(), admin, { supervisorId: sup.id, lineType: "sortie", accountKey: "LIQUIDE", newValue: 43_000, date: d2 });
    await closeCall(tokens.adminToken, sup.id, { date: d2 });
    // today starts from d2's Fin (43 000, carried over) plus 7 000
    await record(token, { superviseurId: sup.id, typeCompte: "LIQUIDE", montant: 7_000 });

    const mine = await call(trend, "/api/transactions/trend", { token, query: { days: 3 } });
    expect(mine.status).toBe(200);
    const dash = await ownDashboard(token);
    expect(mine.body.data.points).toEqual([
      { day: d2, debutTotal: 40_000, sortieTotal: 43_000, grTotal: 3_000, status: "closed" },
      { day: addDays(today(), -1), debutTotal: 0, sortieTotal: 0, grTotal: 0, status: "empty" },
      { day: today(), debutTotal: dash.totaux.debutTotal, sortieTotal: dash.totaux.sortieTotal, grTotal: dash.totaux.grTotal, status: "open" },
    ]);
    // the admin: global figures equal to the admin dashboard of the day, and each supervisor's series
    const global = await call(trend, "/api/transactions/trend", { token: tokens.adminToken, query: { days: 3, perSupervisor: "true" } });
    const adminDash = (await call(adminDashboard, "/api/transactions/dashboard/admin", { token: tokens.adminToken, query: { period: "today" } })).body.data.dashboard;
    expect(global.body.data.points.at(-1)).toMatchObject({ debutTotal: adminDash.globalTotals.debutTotalGlobal, sortieTotal: adminDash.globalTotals.sortieTotalGlobal, grTotal: adminDash.globalTotals.grTotalGlobal });
    // the network's days summed in the database are the same as summed from each supervisor's
    const networkOnly = await call(trend, "/api/transactions/trend", { token: tokens.adminToken, query: { days: 3 } });
    expect(networkOnly.body.data.points).toEqual(global.body.data.points);
    expect(networkOnly.body.data.supervisors).toBeUndefined();
    const series = global.body.data.supervisors.find((s: { id: string }) => s.id === sup.id);
    expect(series.points.map((p: { grTotal: number; status: string }) => [p.grTotal, p.status])).toEqual([[3_000, "closed"], [0, "empty"], [-50_000, "open"]]);
    const one = await call(trend, "/api/transactions/trend", { token: tokens.adminToken, query: { days: 3, supervisorId: sup.id } });
    expect(one.body.data.points).toEqual(mine.body.data.points);

    // roles
    const { sup: other } = await newSupervisor();
    const foreign = await call(trend, "/api/transactions/trend", { token, query: { supervisorId: other.id } });
    expect(foreign.status).toBe(403);
    expect((await call(trend, "/api/transactions/trend", { token, query: { perSupervisor: "true" } })).status).toBe(403);
    expect((await call(trend, "/api/transactions/trend", { token: tokens.partnerToken })).status).toBe(403);
    for (const days of ["0", "366", "1e3", "abc"]) expect((await call(trend, "/api/transactions/trend", { token, query: { days } })).status).toBe(422);
  });
});
