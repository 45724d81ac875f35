// The owner's eye through the routes and the job: each alert raised by the event that makes it true (a close,
// a change after a reopening or after the summary, a burst of deletions, a contest left a day), read and
// acknowledged with the roles' rights; the days left open; the evening summary sent once per day whatever
// the number of instances, caught up after a restart; and the history's alerts computed once.
import { and, eq, sql } from "drizzle-orm";
import { GET as listAlertsRoute } from "@/app/api/alerts/route";
import { PATCH as acknowledgeRoute } from "@/app/api/alerts/[id]/acknowledge/route";
import { GET as summaryRoute } from "@/app/api/summary/route";
import { POST as sendRoute } from "@/app/api/summary/send/route";
import { GET as unclosedRoute } from "@/app/api/transactions/days/unclosed/route";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { POST as close } from "@/app/api/transactions/supervisors/[supervisorId]/close/route";
import { POST as reopen } from "@/app/api/transactions/supervisors/[supervisorId]/reopen/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { DELETE as deleteTx, PUT as updateTx } from "@/app/api/transactions/[id]/route";
import { PUT as putSettings } from "@/app/api/settings/route";
import { getDb, queryRows } from "@/lib/db/client";
import { alerts, auditLog, smsOutbox } from "@/lib/db/schema";
import { addDays } from "@/lib/domain/periods";
import { backfillAlerts } from "@/lib/services/alerts/backfill";
import { flagContestedTransfers } from "@/lib/services/alerts/raise";
import { businessToday } from "@/lib/services/ledger/days";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { runSummaryTick } from "@/lib/services/summary/job";
import { sendSummary } from "@/lib/services/summary/send";
import { call } from "../helpers/http";
import { expectStaffDenied, roleTokens, type RoleTokens } from "../helpers/roles";
import { asActor, createTestUser, loginAs } from "../helpers/users";

let tokens: RoleTokens;
beforeAll(async () => {
  tokens = await roleTokens();
  // the log provider prints every summary it "sends"
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const today = () => businessToday();

async function newSupervisor(nomComplet?: string) {
  const sup = await createTestUser("SUPERVISEUR", nomComplet ? { nomComplet } : {});
  await (await getDb()).execute(sql`INSERT INTO supervisor_accounts (supervisor_id, account_type) VALUES (${sup.id}, 'LIQUIDE'), (${sup.id}, 'WAVE')`);
  return { sup, token: await loginAs(sup, `10.7.${Math.floor(Math.random() * 200)}.1`) };
}
/** A past day of a supervisor: a Début and a Fin on Liquide, as the admin sets them. */
async function pastDay(supervisorId: string, day: string, debut: number, fin: number) {
  const admin = asActor(tokens.admin);
  await setAccountValue(await getDb(), admin, { supervisorId, lineType: "debut", accountKey: "LIQUIDE", newValue: debut, date: day });
  await setAccountValue(await getDb(), admin, { supervisorId, lineType: "sortie", accountKey: "LIQUIDE", newValue: fin, date: day });
}
const closeCall = (token: string, supervisorId: string, body: Record<string, unknown> = {}) =>
  call(close, `/api/transactions/supervisors/${supervisorId}/close`, { method: "POST", token, params: { supervisorId }, body });
const reopenCall = (supervisorId: string, body: Record<string, unknown>) =>
  call(reopen, `/api/transactions/supervisors/${supervisorId}/reopen`, { method: "POST", token: tokens.adminToken, params: { supervisorId }, body });
const alertsOf = async (supervisorId: string) => (await getDb()).select().from(alerts).where(eq(alerts.supervisorId, supervisorId));
const list = (token: string, query: Record<string, string> = {}) => call(listAlertsRoute, "/api/alerts", { token, query });
const acknowledge = (token: string, id: string, body: unknown) =>
  call(acknowledgeRoute, `/api/alerts/${id}/acknowledge`, { method: "PATCH", token, params: { id }, body });
const record = (token: string, body: Record<string, unknown>) =>
  call(create, "/api/transactions/create", { token, body: { typeOperation: "depot", montant: 1_000, ...body } });
const settings = (body: Record<string, unknown>) => call(putSettings, "/api/settings", { method: "PUT", token: tokens.adminToken, body });
const activeAdmins = async () => (await queryRows<{ n: number }>(await getDb(), sql`SELECT count(*)::int AS n FROM users WHERE role = 'ADMIN' AND status = 'ACTIVE'`))[0]!.n;
const summarySms = async () => (await getDb()).select().from(smsOutbox).where(eq(smsOutbox.purpose, "DAILY_SUMMARY"));

describe("the alerts of a close", () => {
  it("flag an écart at two levels against the counted total, and a GR outside the supervisor's usual band", async () => {
    const { sup } = await newSupervisor();
    const d = (n: number) => addDays(today(), -n);
    // a 2 % écart: "attention"; re-closed after a reopening with 10 %: the same alert, now "grave"
    await pastDay(sup.id, d(1), 102_000, 100_000);
    expect((await closeCall(tokens.adminToken, sup.id, { date: d(1), justification: "Billet manquant" })).status).toBe(200);
    const [ecart] = await alertsOf(sup.id);
    expect(ecart).toMatchObject({ kind: "ECART", level: "attention", day: d(1), acknowledgedAt: null });
    expect(nb(ecart!.reason)).toBe("Écart de 2 000 F, soit 2 % du total compté (100 000 F)");
    expect((await reopenCall(sup.id, { reason: "recompter", date: d(1) })).status).toBe(200);
    await setAccountValue(await getDb(), asActor(tokens.admin), { supervisorId: sup.id, lineType: "sortie", accountKey: "LIQUIDE", newValue: 90_000, date: d(1) });
    await closeCall(tokens.adminToken, sup.id, { date: d(1), justification: "Billets manquants" });
    const again = await alertsOf(sup.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: ecart!.id, kind: "ECART", level: "grave" });

    // ten closed days around +1 000, then +50 000: outside his band (no écart: the GR is positive)
    const other = await newSupervisor();
    const db = await getDb();
    for (let n = 12; n >= 3; n--) {
      await db.execute(sql`INSERT INTO day_closures (supervisor_id, day, debut_total, sortie_total, gr, tolerance, missing_fin, lines)
        VALUES (${other.sup.id}, ${d(n)}::date, 10000, ${11_000 + (n % 3) * 100}, ${1_000 + (n % 3) * 100}, 0, '[]'::jsonb, '[]'::jsonb)`);
    }
    await pastDay(other.sup.id, d(2), 10_000, 60_000);
    await closeCall(tokens.adminToken, other.sup.id, { date: d(2) });
    const [band] = await alertsOf(other.sup.id);
    expect(band).toMatchObject({ kind: "GR_HORS_BANDE", level: "attention", day: d(2) });
    expect(nb(band!.reason)).toContain("GR de +50 000 F, hors de sa plage habituelle");
    // a usual day raises nothing
    await pastDay(other.sup.id, d(1), 10_000, 11_100);
    await closeCall(tokens.adminToken, other.sup.id, { date: d(1) });
    expect(await alertsOf(other.sup.id)).toHaveLength(1);
  });
});

describe("the alerts of a change", () => {
  it("flag a transaction changed after its day was closed and reopened, and a burst of one user's deletions", async () => {
    const { sup, token } = await newSupervisor("Bineta Change");
    for (const montant of [1_000, 2_000, 3_000]) expect((await record(token, { superviseurId: sup.id, typeCompte: "WAVE", montant })).status).toBe(201);
    const ids = (await queryRows<{ id: string }>(await getDb(), sql`SELECT id FROM transactions WHERE supervisor_id = ${sup.id} ORDER BY seq`)).map((r) => r.id);
    // an ordinary correction: nothing
    expect((await call(updateTx, `/api/transactions/${ids[0]}`, { method: "PUT", token, params: { id: ids[0]! }, body: { montant: 1_500 } })).status).toBe(200);
    expect(await alertsOf(sup.id)).toHaveLength(0);
    // closed, reopened, then corrected
    expect((await closeCall(token, sup.id, { justification: "Fins non comptées" })).status).toBe(200);
    expect((await reopenCall(sup.id, { reason: "erreur" })).status).toBe(200);
    expect((await call(updateTx, `/api/transactions/${ids[0]}`, { method: "PUT", token, params: { id: ids[0]! }, body: { montant: 1_600 } })).status).toBe(200);
    // the close itself flagged its écart (the Wave Débuts without their Fins)
    const late = (await alertsOf(sup.id)).find((a) => a.kind === "MODIF_APRES_CLOTURE");
    expect(late).toMatchObject({ kind: "MODIF_APRES_CLOTURE", userId: sup.id, day: today() });
    expect(nb(late!.reason)).toBe(`Transaction de 1 500 F (Wave) du ${today().split("-").reverse().join("/")} modifiée par Bineta Change après la clôture et la réouverture de la journée`);

    // more than 1 deletion a day (the setting) by the same user
    expect((await settings({ deletionsPerDay: 1 })).status).toBe(200);
    for (const id of ids.slice(1)) {
      const res = await call(deleteTx, `/api/transactions/${id}`, { method: "DELETE", token, params: { id }, body: { reason: "doublon" } });
      expect(res.status).toBe(200);
    }
    const burst = (await alertsOf(sup.id)).filter((a) => a.kind === "SUPPRESSIONS");
    expect(burst).toHaveLength(1);
    expect(burst[0]).toMatchObject({ level: "attention", userId: sup.id, day: today(), reason: "2 suppressions par Bineta Change dans la journée (plus de 1)" });
    // each deletion after the reopening is a late change too
    expect((await alertsOf(sup.id)).filter((a) => a.kind === "MODIF_APRES_CLOTURE")).toHaveLength(3);
    await settings({ deletionsPerDay: 5 });
  });

  it("flag a transfer contested for more than a day, once", async () => {
    const a = await newSupervisor("Kiosque Envoi");
    const b = await newSupervisor("Kiosque Reçu");
    const db = await getDb();
    await db.execute(sql`INSERT INTO transfers (from_supervisor_id, from_account, to_supervisor_id, to_account, amount, day, status, contest_reason, contested_at, contested_by)
      VALUES (${a.sup.id}, 'LIQUIDE', ${b.sup.id}, 'LIQUIDE', 1000000, ${today()}::date, 'CONTESTE', 'pas reçu', now() - interval '25 hours', ${b.sup.id}),
             (${a.sup.id}, 'LIQUIDE', ${b.sup.id}, 'LIQUIDE', 2000000, ${today()}::date, 'CONTESTE', 'pas reçu', now() - interval '2 hours', ${b.sup.id})`);
    expect(await flagContestedTransfers(db)).toBe(1);
    expect(await flagContestedTransfers(db)).toBe(0);
    const [contested] = await alertsOf(b.sup.id);
    expect(nb(contested!.reason)).toBe("Transfert de 10 000 F de Kiosque Envoi vers Kiosque Reçu contesté depuis plus de 24 h et non réglé");
  });
});

describe("reading and acknowledging alerts", () => {
  it("lets a supervisor read only his own, and only the admin acknowledge, with a comment, audited", async () => {
    const mine = await newSupervisor();
    const theirs = await newSupervisor();
    const day = addDays(today(), -1);
    await pastDay(mine.sup.id, day, 100_000, 50_000);
    await pastDay(theirs.sup.id, day, 100_000, 50_000);
    await closeCall(tokens.adminToken, mine.sup.id, { date: day, justification: "vol" });
    await closeCall(tokens.adminToken, theirs.sup.id, { date: day, justification: "vol" });

    const own = await list(mine.token);
    expect(own.status).toBe(200);
    expect(own.body.data.alerts.map((a: { supervisorId: string }) => a.supervisorId)).toEqual([mine.sup.id]);
    expect((await list(mine.token, { supervisorId: theirs.sup.id })).status).toBe(403);
    expect((await list(tokens.partnerToken)).status).toBe(403);
    expect((await list("")).status).toBe(401);
    const all = await list(tokens.adminToken, { status: "open", kind: "ECART", period: "week" });
    expect(all.body.data.alerts.map((a: { supervisorId: string }) => a.supervisorId)).toEqual(expect.arrayContaining([mine.sup.id, theirs.sup.id]));
    const alert = own.body.data.alerts[0];
    expect(alert).toMatchObject({ kind: "ECART", level: "grave", day, acknowledgedAt: null, comment: null });

    for (const bad of [{ status: "closed" }, { kind: "AUTRE" }, { supervisorId: "abc" }, { period: "year" }] as Record<string, string>[]) {
      const res = await list(tokens.adminToken, bad);
      expect(res.status).toBe(422);
    }
    await expectStaffDenied(tokens, (t) => acknowledge(t, alert.id, { comment: "vu" }));
    expect((await acknowledge(mine.token, alert.id, { comment: "vu" })).status).toBe(403);
    for (const comment of [undefined, "", "   ", 5, true, ["vu"], "x".repeat(501)]) {
      const res = await acknowledge(tokens.adminToken, alert.id, { comment });
      expect(res.status).toBe(422);
    }
    expect((await acknowledge(tokens.adminToken, "00000000-0000-4000-8000-000000000000", { comment: "vu" })).status).toBe(404);
    expect((await acknowledge(tokens.adminToken, "pas-un-id", { comment: "vu" })).status).toBe(404);
    const done = await acknowledge(tokens.adminToken, alert.id, { comment: "Recompté avec lui" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: "Alerte prise en compte", data: { id: alert.id, comment: "Recompté avec lui", acknowledgedByName: "Admin Test" } });
    expect((await acknowledge(tokens.adminToken, alert.id, { comment: "encore" })).status).toBe(409);
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "ALERT_ACKNOWLEDGED"), eq(auditLog.entityId, alert.id)));
    expect(audit).toMatchObject({ actorId: tokens.admin.id, reason: "Recompté avec lui", supervisorId: mine.sup.id });
    expect((await list(mine.token, { status: "acknowledged" })).body.data.alerts).toHaveLength(1);
    expect((await list(mine.token, { status: "open" })).body.data.alerts).toHaveLength(0);

    // the admin's card shows the open ones: none left for him, one for the other
    const dash = (await call(adminDashboard, "/api/transactions/dashboard/admin", { token: tokens.adminToken, query: { period: "yesterday" } })).body.data.dashboard;
    const card = (id: string) => dash.supervisorCards.find((c: { id: string }) => c.id === id);
    expect(card(mine.sup.id).alertes).toBeUndefined();
    expect(card(theirs.sup.id).alertes).toBe(1);
  });
});

describe("the days left open", () => {
  it("are every supervisor's for the admin, his own for a supervisor, and closable by him", async () => {
    const a = await newSupervisor("Awa Ouverte");
    const b = await newSupervisor("Binta Ouverte");
    const day = addDays(today(), -2);
    await pastDay(a.sup.id, day, 10_000, 10_000);
    await pastDay(b.sup.id, day, 10_000, 10_000);
    const admin = await call(unclosedRoute, "/api/transactions/days/unclosed", { token: tokens.adminToken });
    expect(admin.body.data.days).toEqual(expect.arrayContaining([{ supervisorId: a.sup.id, nom: "Awa Ouverte", day, age: 2 }, { supervisorId: b.sup.id, nom: "Binta Ouverte", day, age: 2 }]));
    const own = await call(unclosedRoute, "/api/transactions/days/unclosed", { token: a.token });
    expect(own.body.data.days).toEqual([{ supervisorId: a.sup.id, nom: "Awa Ouverte", day, age: 2 }]);
    expect((await call(unclosedRoute, "/api/transactions/days/unclosed", { token: tokens.partnerToken })).status).toBe(403);
    // he closes it himself (the morning reminder), not another's
    expect((await closeCall(a.token, b.sup.id, { date: day })).status).toBe(403);
    expect((await closeCall(a.token, a.sup.id, { date: day })).status).toBe(200);
    expect((await call(unclosedRoute, "/api/transactions/days/unclosed", { token: a.token })).body.data.days).toEqual([]);
  });
});

describe("the evening summary", () => {
  it("gives the day's figures and its SMS, is sent once per admin through the outbox, again only when forced", async () => {
    await expectStaffDenied(tokens, (t) => call(summaryRoute, "/api/summary", { token: t }));
    const day = addDays(today(), -3);
    const open = await newSupervisor("Zoé Pas Clôturé");
    const closed = await newSupervisor("Yacine Clôturé");
    await pastDay(open.sup.id, day, 10_000, 12_000);
    await pastDay(closed.sup.id, day, 10_000, 9_000);
    await closeCall(tokens.adminToken, closed.sup.id, { date: day, justification: "pièce perdue" });

    const res = await call(summaryRoute, "/api/summary", { token: tokens.adminToken, query: { date: day } });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({ day, final: false, gr: 1_000, supervisors: 2, closed: 1, sent: { sentAt: null, sends: 0 }, summaryTime: "21:00", segments: expect.any(Number) });
    expect(s.notClosed).toEqual([{ id: open.sup.id, nom: "Zoé Pas Clôturé", gr: 2_000 }]);
    expect(s.ecarts).toEqual([{ id: closed.sup.id, nom: "Yacine Clôturé", gr: -1_000, justification: "pièce perdue" }]);
    expect(s).toMatchObject({ closedGr: -1_000, openGr: 2_000 });
    expect(s.alerts.map((a: { kind: string }) => a.kind)).toEqual(["ECART"]);
    expect(s.sms).toContain("Non clotures : Zoé Pas Cloturé.");
    expect(s.sms).toContain(`/admin/resume?date=${day}`);
    expect(s.segments).toBeLessThanOrEqual(2);
    expect(s.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(s.sms)}`);
    expect((await call(summaryRoute, "/api/summary", { token: tokens.adminToken, query: { date: "2026-13-01" } })).status).toBe(422);

    const send = (body: unknown, token = tokens.adminToken) => call(sendRoute, "/api/summary/send", { method: "POST", token, body });
    await expectStaffDenied(tokens, (t) => send({ date: day }, t));
    for (const bad of [{ date: day, force: "true" }, { date: "hier" }, []]) expect((await send(bad)).status).toBe(422);
    const before = (await summarySms()).length;
    const first = await send({ date: day });
    expect(first.status).toBe(200);
    const admins = await activeAdmins();
    expect(first.body.message).toBe(`Résumé envoyé par SMS à ${admins} administrateur${admins > 1 ? "s" : ""}`);
    expect((await summarySms()).length).toBe(before + admins);
    const again = await send({ date: day });
    expect(again.status).toBe(409);
    expect((await summarySms()).length).toBe(before + admins);
    expect((await send({ date: day, force: true })).status).toBe(200);
    expect((await summarySms()).length).toBe(before + 2 * admins);
    const audits = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "SUMMARY_SENT"), eq(auditLog.entityId, day))).orderBy(auditLog.id);
    expect(audits.map((a) => a.reason)).toEqual(["Envoi manuel", "Renvoi manuel"]);
    expect((await call(summaryRoute, "/api/summary", { token: tokens.adminToken, query: { date: day } })).body.data.sent).toMatchObject({ sends: 2, sentByName: "Admin Test" });
  });

  it("is sent by the job once per day across instances, from its time on, and caught up after a restart", async () => {
    const db = await getDb();
    const t = today();
    const at = (day: string, clock: string) => new Date(`${day}T${clock}:00Z`); // Africa/Dakar is UTC
    const count = async (day: string) => (await summarySms()).filter((m) => m.body.includes(`date=${day}`)).length;
    const admins = await activeAdmins();
    expect((await runSummaryTick(db, { now: at(t, "20:59") })).sent).toEqual([]);
    // five instances at 21:00 (on PostgreSQL, five connections at once): one sends, the others find it sent
    const ticks = await Promise.all(Array.from({ length: 5 }, () => runSummaryTick(db, { now: at(t, "21:00") })));
    expect(ticks.flatMap((r) => r.sent)).toEqual([t]);
    expect(await count(t)).toBe(admins);
    expect((await runSummaryTick(db, { now: at(t, "21:01") })).sent).toEqual([]);
    // the same for two sends meeting on their own
    const y5 = addDays(t, -5);
    const both = await Promise.all([sendSummary(db, y5, { actor: null }), sendSummary(db, y5, { actor: null })]);
    expect(both.filter((o) => o.sent)).toHaveLength(1);

    // the server was down at 21:00 yesterday: the start catches it up if the day had lines, never twice
    const yesterday = addDays(t, -1);
    await (await getDb()).execute(sql`DELETE FROM daily_summaries WHERE day = ${yesterday}::date`);
    const { sup } = await newSupervisor();
    await pastDay(sup.id, yesterday, 5_000, 5_000);
    const caught = await runSummaryTick(db, { now: at(t, "08:00"), atStart: true });
    expect(caught.sent).toEqual([yesterday]);
    expect(await count(yesterday)).toBe(admins);
    expect((await runSummaryTick(db, { now: at(t, "08:01"), atStart: true })).sent).toEqual([]);
    // a day without any line is not caught up
    const empty = addDays(t, 30);
    expect((await runSummaryTick(db, { now: at(empty, "08:00"), atStart: true })).sent).toEqual([]);
  });
});

describe("the history's alerts", () => {
  it("are computed once from the closed days and the audit log", async () => {
    const db = await getDb();
    const { sup } = await newSupervisor();
    const d = (n: number) => addDays(today(), -n);
    await db.execute(sql`INSERT INTO day_closures (supervisor_id, day, debut_total, sortie_total, gr, tolerance, missing_fin, lines)
      SELECT ${sup.id}, (${d(40)}::date + n), 10000, 10100, 100, 0, '[]'::jsonb, '[]'::jsonb FROM generate_series(0, 11) n`);
    await db.execute(sql`INSERT INTO day_closures (supervisor_id, day, closed_at, debut_total, sortie_total, gr, tolerance, missing_fin, lines)
      VALUES (${sup.id}, ${d(20)}::date, ${d(20)}::date + time '20:00', 100000, 80000, -20000, 0, '[]'::jsonb, '[]'::jsonb)`);
    await db.execute(sql`DELETE FROM settings WHERE key = 'alerts_backfill'`);
    await db.execute(sql`DELETE FROM alerts WHERE supervisor_id = ${sup.id}`);
    const report = await backfillAlerts(db);
    expect(report!.closures).toBeGreaterThanOrEqual(13);
    const found = await alertsOf(sup.id);
    expect(found.map((a) => [a.kind, a.level, a.day]).sort()).toEqual([
      ["ECART", "grave", d(20)],
      ["GR_HORS_BANDE", "attention", d(20)],
    ]);
    // dated when the day was closed, not when they were computed: today's summary does not count them
    expect(found.every((a) => a.createdAt.getTime() < Date.now() - 10 * 86_400_000)).toBe(true);
    expect(await backfillAlerts(db)).toBeNull();
  });
});

describe("the settings of the summary and the alerts", () => {
  it("are validated one by one, in French, and saved alone", async () => {
    for (const [body, message] of [
      [{ summaryTime: "25:00" }, "L'heure du résumé doit s'écrire HH:MM (de 00:00 à 23:59)"],
      [{ summaryTime: 2100 }, "L'heure du résumé doit s'écrire HH:MM (de 00:00 à 23:59)"],
      [{ ecartWarnPercent: "1e1" }, "Un seuil d'écart doit être un entier de 1 à 100 (%)"],
      [{ ecartWarnPercent: 10, ecartGravePercent: 5 }, "Le seuil d'écart grave doit être au moins égal au seuil d'attention"],
      [{ deletionsPerDay: true }, "Le nombre de suppressions par jour doit être un entier de 1 à 1000"],
      [{ unclosedDaysAlert: [2] }, "Le nombre de jours avant de signaler une journée non clôturée doit être un entier de 1 à 30"],
      [{ bandWidth: 0 }, "La largeur de la plage habituelle doit être un entier de 1 à 10"],
      [{ bandMinDays: 2 }, "Le nombre de journées avant la plage habituelle doit être un entier de 3 à 30"],
      [{}, "La tolérance doit être un nombre entier de francs, de 0 à 999 999 999"],
    ] as const) {
      const res = await settings(body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 422, message });
    }
    const saved = await settings({ summaryTime: "20:30", unclosedDaysAlert: 3 });
    expect(saved.body.data).toMatchObject({ summaryTime: "20:30", unclosedDaysAlert: 3, ecartWarnPercent: 1, ecartTolerance: 0 });
    await settings({ summaryTime: "21:00", unclosedDaysAlert: 2 });
  });
});
