// Excel exports through their routes, each file opened with ExcelJS: sheets, headers, rows, number formats,
// and totals equal to the admin dashboard's for the same period; SPEC §5 messages; admin only.
import ExcelJS from "exceljs";
import { POST as exportPost } from "@/app/api/transactions/export/route";
import { GET as availability } from "@/app/api/transactions/export/availability/route";
import { GET as excel } from "@/app/api/transactions/export/excel/route";
import { GET as info } from "@/app/api/transactions/export/info/route";
import { GET as simple } from "@/app/api/transactions/export/simple/route";
import { getDb } from "@/lib/db/client";
import { addDays, startOfMonth } from "@/lib/domain/periods";
import { getAdminDashboard } from "@/lib/services/ledger/dashboards";
import { businessToday, resolveDashboardDay } from "@/lib/services/ledger/days";
import { closeDay } from "@/lib/services/ledger/closing";
import { createAllocation, createTransaction } from "@/lib/services/ledger/entries";
import { createTransfer } from "@/lib/services/ledger/transfers";
import { transactionPayloadSchema } from "@/lib/validation/transactions";
import { allocationSchema, transferCreateSchema } from "@/lib/validation/transfers";
import { generateLedger } from "@/scripts/lib/ledger-generator";
import { syncTransactionSeq, writeDay } from "@/scripts/lib/seed-writer";
import { call } from "../helpers/http";
import { asActor, createTestUser, loginAs, type TestUser } from "../helpers/users";

let admin: TestUser, adminToken: string, sups: TestUser[];
const today = () => businessToday();

beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  sups = [await createTestUser("SUPERVISEUR", { nomComplet: "Awa Ndiaye" }), await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop" })];
  const partners = [await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" })];
  adminToken = await loginAs(admin);
  const db = await getDb();
  await generateLedger({ supervisors: sups, partners, adminId: admin.id, today: addDays(today(), -1), days: 40, onDay: (b) => writeDay(db, b, sups.map((s) => s.id)) });
  await syncTransactionSeq(db);
  await createTransaction(db, asActor(sups[0]!), transactionPayloadSchema.parse({ superviseurId: sups[0]!.id, typeOperation: "depot", montant: 12_345, typeCompte: "WAVE" }));
  // today: Awa sends Orange Money float to Moussa, the admin allocates UV Master to Awa
  await createTransfer(db, asActor(sups[0]!), transferCreateSchema.parse({ fromAccount: "ORANGE_MONEY", toSupervisorId: sups[1]!.id, toAccount: "ORANGE_MONEY", montant: 300_000, note: "Appoint" }));
  await createAllocation(db, asActor(admin), allocationSchema.parse({ superviseurId: sups[0]!.id, montant: 75_000 }));
});

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The admin dashboard's totals summed over the days of a range. */
async function dashboardTotals(from: string, to: string) {
  const sum = { debut: 0, sortie: 0, gr: 0, uvDebut: 0, uvSortie: 0, open: 0, closed: 0, closedGr: 0 };
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const g = (await getAdminDashboard(await getDb(), resolveDashboardDay(day === today() ? { period: "today" } : { period: "custom", date: day }))).globalTotals;
    sum.debut += g.debutTotalGlobal;
    sum.sortie += g.sortieTotalGlobal;
    sum.gr += g.grTotalGlobal;
    sum.uvDebut += g.uvMaster.solde;
    sum.uvSortie += g.uvMaster.sorties;
    sum.open += g.days.open;
    sum.closed += g.days.closed;
    sum.closedGr += g.grClosedGlobal;
  }
  return sum;
}

function indicator(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Cell {
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label && !found) found = row.getCell(2);
  });
  if (!found) throw new Error(`indicateur absent : ${label}`);
  return found;
}

describe.each([
  ["today", () => ({ period: "today" }), () => [today(), today()]],
  ["a custom day", () => ({ period: "custom", customDate: addDays(today(), -3) }), () => [addDays(today(), -3), addDays(today(), -3)]],
  ["the month", () => ({ period: "month" }), () => [startOfMonth(today()), today()]],
] as const)("complete export for %s", (_name, query, days) => {
  let workbook: ExcelJS.Workbook;
  let headers: Headers;

  beforeAll(async () => {
    const res = await call<Buffer>(excel, "/api/transactions/export/excel", { token: adminToken, query: query() });
    expect(res.status).toBe(200);
    headers = res.headers;
    workbook = await workbookOf(res.body);
  });

  it("names the file and the three French sheets", () => {
    const q = query() as { period: string; customDate?: string };
    expect(headers.get("content-disposition")).toBe(`attachment; filename="Export_Complet_${q.period}_${q.customDate ?? today()}.xlsx"`);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Résumé global", "Détail superviseurs", "Synthèse par compte", "Rapprochement"]);
  });

  it("writes the period, the generation time and amounts as F CFA numbers equal to the dashboard's", async () => {
    const summary = workbook.getWorksheet("Résumé global")!;
    expect(summary.getCell("A1").value).toBe("Caisse — Export complet");
    expect(String(summary.getCell("A2").value)).toMatch(/^Période : /);
    expect(String(summary.getCell("A3").value)).toMatch(/^Généré le : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const [from, to] = days();
    const expected = await dashboardTotals(from, to);
    const gr = indicator(summary, "GR total global");
    expect(gr.value).toBe(expected.gr);
    expect(gr.numFmt).toContain("F CFA");
    // while a day of the period is open the total is provisional: grey, « Provisoire »; the closed days' GR apart
    const tone = (value: number) => (value > 0 ? "FF047857" : value < 0 ? "FFDC2626" : "FF64748B");
    expect(gr.font?.color?.argb).toBe(expected.open > 0 ? "FF64748B" : tone(expected.gr));
    expect(indicator(summary, "Statut").value).toBe(expected.open > 0 ? "Provisoire" : expected.gr > 0 ? "Positif" : expected.gr < 0 ? "Négatif" : "Neutre");
    expect(indicator(summary, "GR des journées clôturées").value).toBe(expected.closedGr);
    expect(indicator(summary, "Journées clôturées").value).toBe(`${expected.closed} / ${expected.closed + expected.open}`);
    expect(indicator(summary, "Début total").value).toBe(expected.debut);
    expect(indicator(summary, "Sortie total").value).toBe(expected.sortie);
    expect(indicator(summary, "UV Master Début").value).toBe(expected.uvDebut);
    expect(indicator(summary, "UV Master Sorties").value).toBe(expected.uvSortie);
    expect(typeof indicator(summary, "Début total").value).toBe("number");
    expect(summary.views[0]).toMatchObject({ state: "frozen" });
  });

  it("details every supervisor and day, and sums per account to the same totals", async () => {
    const [from, to] = days();
    const expected = await dashboardTotals(from, to);
    const detail = workbook.getWorksheet("Détail superviseurs")!;
    const header = detail.getRow(3).values as unknown[];
    expect(header.slice(1, 5)).toEqual(["Jour", "Superviseur", "Statut", "Liquide (Cash) Début"]);
    expect(header.slice(-5)).toEqual(["GR total", "Journée", "Clôturée le", "Clôturée par", "Justification"]);
    expect(detail.getRow(3).font?.bold).toBe(true);
    const rows: ExcelJS.Row[] = [];
    detail.eachRow((row, i) => i > 3 && rows.push(row));
    const total = rows.at(-1)!;
    expect(total.getCell(1).value).toBe("Total");
    const grCol = header.indexOf("GR total");
    expect(total.getCell(grCol).value).toBe(expected.gr);
    const dataRows = rows.slice(0, -1);
    expect(dataRows.length).toBeGreaterThan(0);
    expect(dataRows[0]!.getCell(1).value).toBeInstanceOf(Date);
    expect(dataRows[0]!.getCell(1).numFmt).toBe("dd/mm/yyyy");
    const synthesis = workbook.getWorksheet("Synthèse par compte")!;
    const names: string[] = [];
    synthesis.eachRow((row, i) => i > 3 && names.push(String(row.getCell(1).value)));
    // SPEC's five accounts and the market's types switched on (none by default), then the partners and
    // the transfer lines
    expect(names).toEqual(["Liquide (Cash)", "Orange Money", "Wave", "UV Master", "Autres", "Partenaires", "Transferts", "Total"]);
    const last = synthesis.getRow(3 + names.length);
    expect([last.getCell(2).value, last.getCell(3).value, last.getCell(4).value]).toEqual([expected.debut, expected.sortie, expected.gr]);
  });
});

describe("the day's close in both workbooks", () => {
  it("carries each supervisor's day status, closing time, closer and justification", async () => {
    const day = addDays(today(), -2);
    await closeDay(await getDb(), asActor(admin), sups[0]!.id, { date: day, justification: "Caisse recomptée le lendemain" });
    const complete = await workbookOf((await call<Buffer>(excel, "/api/transactions/export/excel", { token: adminToken, query: { period: "custom", customDate: day } })).body);
    const detail = complete.getWorksheet("Détail superviseurs")!;
    const header = detail.getRow(3).values as unknown[];
    const byName = new Map<string, unknown[]>();
    detail.eachRow((row, i) => i > 3 && byName.set(String(row.getCell(2).value), row.values as unknown[]));
    const col = (name: string) => header.indexOf(name);
    const awa = byName.get("Awa Ndiaye")!;
    expect(awa[col("Journée")]).toBe("Clôturée");
    expect(String(awa[col("Clôturée le")])).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(awa[col("Clôturée par")]).toBe(admin.nomComplet);
    expect(awa[col("Justification")]).toBe("Caisse recomptée le lendemain");
    expect(byName.get("Moussa Diop")![col("Journée")]).toBe("Ouverte");

    const simpleBook = await workbookOf((await call<Buffer>(simple, "/api/transactions/export/simple", { token: adminToken, query: { period: "custom", customDate: day } })).body);
    const sheet = simpleBook.worksheets[0]!;
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row, i) => i > 5 && rows.set(String(row.getCell(1).value), row.values as unknown[]));
    expect(rows.get("Awa Ndiaye")!.slice(7)).toEqual(["1 / 1", expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/), `${day.slice(8, 10)}/${day.slice(5, 7)} : Caisse recomptée le lendemain`]);
    expect(rows.get("Moussa Diop")!.slice(7)).toEqual(["0 / 1"]);
  });
});

describe("simple export", () => {
  it("condenses the month in one sheet with the same totals", async () => {
    const res = await call<Buffer>(simple, "/api/transactions/export/simple", { token: adminToken, query: { period: "month" } });
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Export_Simple_month_${today()}.xlsx"`);
    const workbook = await workbookOf(res.body);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Export simple"]);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(5).values as unknown[]).slice(1)).toEqual(["Superviseur", "Statut", "Début", "Sortie", "GR total", "Jours", "Journées clôturées", "Dernière clôture", "Justifications"]);
    const total = sheet.getRow(5 + sups.length + 1);
    expect(total.getCell(1).value).toBe("Total");
    const expected = await dashboardTotals(startOfMonth(today()), today());
    expect([total.getCell(3).value, total.getCell(4).value, total.getCell(5).value]).toEqual([expected.debut, expected.sortie, expected.gr]);
    expect(total.getCell(3).numFmt).toContain("F CFA");
  });

  it("answers POST export in either format, with the format checked", async () => {
    const res = await call<Buffer>(exportPost, "/api/transactions/export", { token: adminToken, body: { format: "simple", period: "week" } });
    expect(res.status).toBe(200);
    expect((await workbookOf(res.body)).worksheets).toHaveLength(1);
    const complete = await call<Buffer>(exportPost, "/api/transactions/export", { token: adminToken, body: { format: "xlsx", period: "yesterday" } });
    expect((await workbookOf(complete.body)).worksheets.map((w) => w.name)).toEqual(["Résumé global", "Détail superviseurs", "Synthèse par compte", "Rapprochement"]);
  });
});

describe("transfers and allocations in both workbooks", () => {
  /** The rows under the section's header, as text, up to its end (a blank row, a total, or the sheet's end). */
  function movementRows(sheet: ExcelJS.Worksheet): unknown[][] {
    const rows: unknown[][] = [];
    let inside = false;
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const first = row.getCell(1).value;
      if (first === "Jour" && row.getCell(4).value === "De") return void (inside = true);
      if (!inside) return;
      if (first === null || first === "Total" || first === undefined) return void (inside = false);
      rows.push((row.values as unknown[]).slice(1));
    });
    return rows;
  }

  it("lists each with both parties, accounts, amount and status, below the figures", async () => {
    const expected = [
      [expect.any(Date), expect.any(String), "Transfert entre kiosques", "Awa Ndiaye", "Orange Money", "Moussa Diop", "Orange Money", 300_000, "Validé", "Appoint", "Awa Ndiaye"],
      // an empty cell is not stored: ExcelJS reads it back as undefined
      [expect.any(Date), expect.any(String), "Allocation UV Master", `${admin.nomComplet} (administrateur)`, undefined, "Awa Ndiaye", "UV Master", 75_000, undefined, undefined, admin.nomComplet],
    ];
    const complete = await workbookOf((await call<Buffer>(excel, "/x", { token: adminToken, query: { period: "today" } })).body);
    expect(movementRows(complete.getWorksheet("Résumé global")!)).toEqual(expected);
    const simpleBook = await workbookOf((await call<Buffer>(simple, "/x", { token: adminToken, query: { period: "month" } })).body);
    expect(movementRows(simpleBook.worksheets[0]!)).toEqual(expected);
    // a day without any: the simple export says so
    const quiet = await workbookOf((await call<Buffer>(simple, "/x", { token: adminToken, query: { period: "custom", customDate: addDays(today(), -3) } })).body);
    let said = false;
    quiet.worksheets[0]!.eachRow((row) => (said ||= row.getCell(1).value === "Aucun transfert ni allocation sur la période"));
    expect(said).toBe(true);
  });

  it("keeps each kiosk's GR and the network's as they were: the transfer lines are their own column", async () => {
    const complete = await workbookOf((await call<Buffer>(excel, "/x", { token: adminToken, query: { period: "today" } })).body);
    const detail = complete.getWorksheet("Détail superviseurs")!;
    const header = detail.getRow(3).values as unknown[];
    const byName = new Map<string, unknown[]>();
    detail.eachRow((row, i) => i > 3 && byName.set(String(row.getCell(2).value), row.values as unknown[]));
    // Awa's transfer line is on her Fin side, Moussa's on his Début side, in the Transferts columns
    expect(byName.get("Awa Ndiaye")![header.indexOf("Transferts Fin")]).toBe(300_000);
    expect(byName.get("Moussa Diop")![header.indexOf("Transferts Début")]).toBe(300_000);
    expect(byName.get("Awa Ndiaye")![header.indexOf("Transferts Début")]).toBe(0);
  });
});

describe("availability, info and validation", () => {
  it("says whether a period has data, and names the file with its transaction count", async () => {
    expect((await call(availability, "/x", { token: adminToken, query: { period: "month" } })).body.data).toEqual({ hasData: true });
    expect((await call(availability, "/x", { token: adminToken, query: { period: "custom", customDate: addDays(today(), -300) } })).body.data).toEqual({ hasData: false });
    const res = await call(info, "/x", { token: adminToken, query: { period: "today" } });
    expect(res.body.data).toMatchObject({ nomFichier: `Export_Complet_today_${today()}.xlsx`, nombreTransactions: 4 });
    expect((await call(info, "/x", { token: adminToken, query: { period: "all", format: "simple" } })).body.data.nomFichier).toBe(`Export_Simple_all_${today()}.xlsx`);
  });

  it("lists every problem after 'Validation échouée: '", async () => {
    const ask = async (handler: typeof excel, query: Record<string, string>) => (await call(handler, "/x", { token: adminToken, query })).body.message;
    expect(await ask(excel, { period: "century" })).toBe("Validation échouée: Période invalide");
    expect(await ask(simple, { period: "custom" })).toBe("Validation échouée: Date requise pour une période personnalisée");
    expect(await ask(excel, { period: "custom", customDate: "2026/11/01" })).toBe("Validation échouée: Format de date invalide (attendu: YYYY-MM-DD)");
    expect(await ask(availability, { period: "custom", customDate: "2026-02-30" })).toBe("Validation échouée: Date invalide");
    expect(await ask(info, { period: "custom", customDate: addDays(today(), 1) })).toBe("Validation échouée: La date ne peut pas être dans le futur");
    const post = await call(exportPost, "/api/transactions/export", { token: adminToken, body: { format: "pdf", period: "decade" } });
    expect([post.status, post.body.message]).toEqual([422, "Validation échouée: Période invalide, Format invalide"]);
  });

  it("refuses a supervisor and a partner with 403", async () => {
    const partner = await createTestUser("PARTENAIRE");
    for (const token of [await loginAs(sups[0]!), await loginAs(partner)]) {
      for (const handler of [excel, simple, availability, info]) expect((await call(handler, "/x", { token, query: { period: "today" } })).status).toBe(403);
      expect((await call(exportPost, "/x", { token, body: { format: "xlsx", period: "today" } })).status).toBe(403);
    }
  });
});
