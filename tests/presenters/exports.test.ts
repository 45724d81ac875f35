// The exports' summary as the owner opens it: a period with a supervisor's day still open says « Provisoire »,
// grey, never « Négatif » in red for a GR that changes until the day is closed; the closed days' GR is given apart.
// Written from a source made here, read back with ExcelJS.
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { DEFAULT_ACCOUNT_TYPES } from "@/lib/domain/account-types";
import { writeCompleteExport } from "@/lib/presenters/exports/complete";
import { writeSimpleExport } from "@/lib/presenters/exports/simple";
import type { DayTotal, ExportSource, SupervisorTotal } from "@/lib/services/exports";

const RED = "FFDC2626";
const GREY = "FF64748B";

async function* none<T>(): AsyncGenerator<T[]> {}

function sourceOf(days: DayTotal[], supervisors: SupervisorTotal[] = []): ExportSource {
  return {
    range: { period: "custom", from: "2026-11-20", to: "2026-11-21", today: "2026-11-28", fileDate: "2026-11-20" } as ExportSource["range"],
    accountTypes: DEFAULT_ACCOUNT_TYPES,
    dayTotals: async () => days,
    accountTotals: async () => [],
    supervisorTotals: async () => supervisors,
    supervisorDays: none,
    movementDays: none,
    reconciliationRows: none,
  };
}

async function written(write: typeof writeCompleteExport, source: ExportSource) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => output.on("end", resolve));
  await write(source, output, "Africa/Dakar");
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

function indicator(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Cell {
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label && !found) found = row.getCell(2);
  });
  if (!found) throw new Error(`indicateur absent : ${label}`);
  return found;
}

function dayRow(sheet: ExcelJS.Worksheet, day: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    const value = row.getCell(1).value;
    if (value instanceof Date && value.toISOString().startsWith(day)) found = row;
  });
  return found!;
}

const day = (d: string, debut: number, sortie: number, supervisors: number, closed: number, closedGr: number): DayTotal => ({
  day: d,
  debut,
  sortie,
  uvDebut: 0,
  uvSortie: 0,
  transactions: 0,
  supervisors,
  closed,
  closedGr,
});

describe("the complete export's summary sheet", () => {
  it("says « Provisoire », grey, while a day of the period is open, and gives the closed days' GR apart", async () => {
    // the 20th: both days closed, -5 000 F; the 21st: one closed (+1 000 F), one open with a morning's Débuts only
    const workbook = await written(writeCompleteExport, sourceOf([day("2026-11-20", 50_000, 45_000, 2, 2, -5_000), day("2026-11-21", 400_000, 31_000, 2, 1, 1_000)]));
    const sheet = workbook.getWorksheet("Résumé global")!;
    expect(indicator(sheet, "Statut").value).toBe("Provisoire");
    const total = indicator(sheet, "GR total global");
    expect(total.value).toBe(76_000 - 450_000);
    expect(total.font?.color?.argb).toBe(GREY);
    expect(indicator(sheet, "GR des journées clôturées").value).toBe(-4_000);
    expect(indicator(sheet, "GR des journées clôturées").font?.color?.argb).toBe(RED);
    expect(indicator(sheet, "Journées clôturées").value).toBe("3 / 4");
    // day by day: the closed one by its sign, the open one provisional
    const closed = dayRow(sheet, "2026-11-20");
    expect([closed.getCell(4).value, closed.getCell(8).value, closed.getCell(4).font?.color?.argb]).toEqual([-5_000, "Négatif", RED]);
    const open = dayRow(sheet, "2026-11-21");
    expect([open.getCell(4).value, open.getCell(8).value, open.getCell(4).font?.color?.argb]).toEqual([-369_000, "Provisoire", GREY]);
  });

  it("gives SPEC's status once every day is closed", async () => {
    const sheet = (await written(writeCompleteExport, sourceOf([day("2026-11-20", 50_000, 45_000, 2, 2, -5_000)]))).getWorksheet("Résumé global")!;
    expect(indicator(sheet, "Statut").value).toBe("Négatif");
    expect(indicator(sheet, "GR total global").font?.color?.argb).toBe(RED);
    expect(indicator(sheet, "Journées clôturées").value).toBe("2 / 2");
  });
});

describe("the simple export", () => {
  it("greys the GR of a supervisor with a day still open, and the total's", async () => {
    const supervisor = (nom: string, days: number, closedDays: number): SupervisorTotal => ({ nom, status: "ACTIVE", debut: 10_000, sortie: 4_000, days, closedDays, lastClosedAt: null, justifications: [] });
    const sheet = (await written(writeSimpleExport, sourceOf([], [supervisor("Awa Close", 2, 2), supervisor("Bara Ouvert", 2, 1)]))).getWorksheet("Export simple")!;
    const gr = (name: string) => {
      let cell: ExcelJS.Cell | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === name) cell = row.getCell(5);
      });
      return cell!;
    };
    expect([gr("Awa Close").value, gr("Awa Close").font?.color?.argb]).toEqual([-6_000, RED]);
    expect([gr("Bara Ouvert").value, gr("Bara Ouvert").font?.color?.argb]).toEqual([-6_000, GREY]);
    expect(gr("Total").font?.color?.argb).toBe(GREY);
  });
});
