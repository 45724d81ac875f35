// The evening summary's figures through its route, against figures this test computes from the days it made:
// an open day whose provisional GR is below minus the tolerance is no écart (it stays under « non clôturées »),
// a closed one is; the GR of the closed days is given apart from the open days' (provisional); and each count
// says what it counts: days left open (as the page lists them) and the supervisors they are of.
import { sql } from "drizzle-orm";
import { GET as summaryRoute } from "@/app/api/summary/route";
import { GET as adminDashboardRoute } from "@/app/api/transactions/dashboard/admin/route";
import { POST as close } from "@/app/api/transactions/supervisors/[supervisorId]/close/route";
import { PUT as putSettings } from "@/app/api/settings/route";
import { getDb } from "@/lib/db/client";
import { addDays, formatDayFr } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { call } from "../helpers/http";
import { roleTokens, type RoleTokens } from "../helpers/roles";
import { asActor, createTestUser } from "../helpers/users";

let tokens: RoleTokens;
beforeAll(async () => {
  tokens = await roleTokens();
});

const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function newSupervisor(nomComplet: string) {
  const sup = await createTestUser("SUPERVISEUR", { nomComplet });
  await (await getDb()).execute(sql`INSERT INTO supervisor_accounts (supervisor_id, account_type) VALUES (${sup.id}, 'LIQUIDE')`);
  return sup;
}

/** What the test recorded, per supervisor and day: the Début and the Fin on Liquide, and whether it closed it. */
interface Made {
  supervisorId: string;
  nom: string;
  day: string;
  debut: number;
  fin: number;
  closed: boolean;
  justification?: string;
}

async function make(m: Made) {
  const admin = asActor(tokens.admin);
  const db = await getDb();
  await setAccountValue(db, admin, { supervisorId: m.supervisorId, lineType: "debut", accountKey: "LIQUIDE", newValue: m.debut, date: m.day });
  await setAccountValue(db, admin, { supervisorId: m.supervisorId, lineType: "sortie", accountKey: "LIQUIDE", newValue: m.fin, date: m.day });
  if (m.closed) {
    const res = await call(close, `/api/transactions/supervisors/${m.supervisorId}/close`, {
      method: "POST",
      token: tokens.adminToken,
      params: { supervisorId: m.supervisorId },
      body: { date: m.day, ...(m.justification ? { justification: m.justification } : {}) },
    });
    expect(res.status).toBe(200);
  }
}

describe("the evening summary's figures", () => {
  it("lists as écarts the closed days beyond the tolerance only, gives the open days' GR apart, and counts days and supervisors", async () => {
    const tolerance = 1_000;
    const lateAfter = 2;
    expect((await call(putSettings, "/api/settings", { method: "PUT", token: tokens.adminToken, body: { ecartTolerance: tolerance, unclosedDaysAlert: lateAfter } })).status).toBe(200);
    const day = addDays(businessToday(), -6);
    const awa = await newSupervisor("Awa Ouverte");
    const bara = await newSupervisor("Bara Écart");
    const coumba = await newSupervisor("Coumba Juste");
    const made: Made[] = [
      // the day itself: Awa's open with a large provisional loss, Bara's closed beyond the tolerance, Coumba's closed above 0
      { supervisorId: awa.id, nom: awa.nomComplet, day, debut: 50_000, fin: 10_000, closed: false },
      { supervisorId: bara.id, nom: bara.nomComplet, day, debut: 20_000, fin: 15_000, closed: true, justification: "Billet manquant" },
      { supervisorId: coumba.id, nom: coumba.nomComplet, day, debut: 10_000, fin: 10_500, closed: true },
      // earlier days left open: two of Awa's, one of Coumba's, and one of Awa's too recent to be late
      { supervisorId: awa.id, nom: awa.nomComplet, day: addDays(day, -4), debut: 1_000, fin: 1_000, closed: false },
      { supervisorId: awa.id, nom: awa.nomComplet, day: addDays(day, -3), debut: 1_000, fin: 1_000, closed: false },
      { supervisorId: coumba.id, nom: coumba.nomComplet, day: addDays(day, -2), debut: 1_000, fin: 1_000, closed: false },
      { supervisorId: awa.id, nom: awa.nomComplet, day: addDays(day, -1), debut: 1_000, fin: 1_000, closed: false },
      // a closed earlier day: never late
      { supervisorId: bara.id, nom: bara.nomComplet, day: addDays(day, -3), debut: 1_000, fin: 1_000, closed: true },
    ];
    for (const m of made) await make(m);

    // the oracle, from what was made
    const ofDay = made.filter((m) => m.day === day);
    const gr = (m: Made) => m.fin - m.debut;
    const closedGr = ofDay.filter((m) => m.closed).reduce((s, m) => s + gr(m), 0);
    const openGr = ofDay.filter((m) => !m.closed).reduce((s, m) => s + gr(m), 0);
    const ecarts = ofDay.filter((m) => m.closed && gr(m) < -tolerance);
    const late = made.filter((m) => !m.closed && m.day < day && addDays(m.day, lateAfter) <= day);
    const lateSupervisors = new Set(late.map((m) => m.supervisorId)).size;
    expect([closedGr, openGr, ecarts.length, late.length, lateSupervisors]).toEqual([-4_500, -40_000, 1, 3, 2]);

    const res = await call(summaryRoute, "/api/summary", { token: tokens.adminToken, query: { date: day } });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({ day, final: false, gr: closedGr + openGr, closedGr, openGr, supervisors: ofDay.length, closed: 2, lateSupervisors });
    // the open day is not an écart, whatever its provisional GR: it is listed as not closed, with that GR
    expect(s.ecarts).toEqual(ecarts.map((m) => ({ id: m.supervisorId, nom: m.nom, gr: gr(m), justification: m.justification ?? null })));
    expect(s.notClosed).toEqual([{ id: awa.id, nom: awa.nomComplet, gr: -40_000 }]);
    expect(s.alerts.map((a: { kind: string; supervisorName: string }) => [a.kind, a.supervisorName])).toEqual([["ECART", bara.nomComplet]]);
    // the days left open, as many as the page lists, and the supervisors they are of
    expect(s.lateDays.map((d: { supervisorId: string; day: string }) => [d.supervisorId, d.day])).toEqual(
      [...late].sort((a, b) => a.day.localeCompare(b.day)).map((m) => [m.supervisorId, m.day]),
    );
    const sms = nb(s.sms);
    expect(sms).toContain(`Caisse ${formatDayFr(day)} : GR -4 500 F sur 2/3 journees cloturees ; ouvertes -40 000 F (provisoire).`);
    expect(sms).toContain("Ecarts : 1 journee.");
    expect(sms).toContain(`Journees restees ouvertes : ${late.length} (${lateSupervisors} superviseurs).`);
  });

  it("gives the admin dashboard's GR of the closed days apart from the open days', the SPEC's fields unchanged", async () => {
    const day = addDays(businessToday(), -1);
    const diallo = await newSupervisor("Diallo Clôturé");
    const fall = await newSupervisor("Fall Ouvert");
    await make({ supervisorId: diallo.id, nom: diallo.nomComplet, day, debut: 30_000, fin: 32_000, closed: true });
    await make({ supervisorId: fall.id, nom: fall.nomComplet, day, debut: 900_000, fin: 0, closed: false });
    const res = await call(adminDashboardRoute, "/api/transactions/dashboard/admin", { token: tokens.adminToken, query: { period: "yesterday" } });
    expect(res.status).toBe(200);
    const g = res.body.data.dashboard.globalTotals;
    // SPEC's figure stays the whole network's; the closed days' and the open days' are added beside it
    expect(g).toMatchObject({ grTotalGlobal: 2_000 - 900_000, debutTotalGlobal: 930_000, sortieTotalGlobal: 32_000, grClosedGlobal: 2_000, grOpenGlobal: -900_000 });
    expect(nb(g.formatted.grTotalGlobal)).toBe("-898 000 F");
    expect(nb(g.formatted.grClosedGlobal)).toBe("+2 000 F");
    expect(nb(g.formatted.grOpenGlobal)).toBe("-900 000 F");
  });
});
