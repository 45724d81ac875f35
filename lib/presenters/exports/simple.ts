// The simple export: one condensed sheet, a row per supervisor over the period, then the period's transfers
// between kiosks and allocations of UV Master with both parties.
import type { PassThrough } from "node:stream";
import { exportPeriodLabel } from "@/lib/domain/exports";
import { grOf } from "@/lib/domain/ledger";
import { formatDateTimeFr, formatDayFr } from "@/lib/domain/periods";
import { supervisorStatusLabel } from "@/lib/domain/users";
import type { ExportSource, SupervisorTotal } from "@/lib/services/exports";
import { writeMovementsSection } from "./movements";
import { addHeader, addSheet, addTitle, createWorkbook, GR_NOTE, grStyle, styleRow } from "./workbook";

/** A cell's text, cut below Excel's 32,767 characters per cell. */
const boundedText = (text: string, max = 4_000) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The justifications of his closed days, oldest first: "24/11 : texte ; 25/11 : texte". */
const justificationsCell = (justifications: SupervisorTotal["justifications"]) =>
  boundedText(justifications.map(({ day, text }) => `${formatDayFr(day).slice(0, 5)} : ${text}`).join(" ; "));

export async function writeSimpleExport(source: ExportSource, output: PassThrough, timeZone: string): Promise<void> {
  const workbook = createWorkbook(output);
  const title = ["Caisse — Export simple", `Période : ${exportPeriodLabel(source.range)}`, `Généré le : ${formatDateTimeFr(new Date(), timeZone)}`, GR_NOTE];
  const sheet = addSheet(workbook, "Export simple", [26, 12, 20, 20, 20, 10, 16, 18, 50], title.length);
  addTitle(sheet, title);
  addHeader(sheet, ["Superviseur", "Statut", "Début", "Sortie", "GR total", "Jours", "Journées clôturées", "Dernière clôture", "Justifications"]);
  const rows = await source.supervisorTotals();
  for (const r of rows) {
    styleRow(
      sheet.addRow([
        r.nom,
        supervisorStatusLabel(r.status),
        r.debut,
        r.sortie,
        grOf(r.debut, r.sortie),
        r.days,
        `${r.closedDays} / ${r.days}`,
        r.lastClosedAt ? formatDateTimeFr(r.lastClosedAt, timeZone) : "",
        justificationsCell(r.justifications),
      ]),
      // a supervisor with a day of the period still open: his GR is provisional, grey
      { money: [3, 4], ...grStyle(5, r.closedDays < r.days), count: [6] },
    );
  }
  const total = rows.reduce((t, r) => ({ debut: t.debut + r.debut, sortie: t.sortie + r.sortie, open: t.open || r.closedDays < r.days }), { debut: 0, sortie: 0, open: false });
  styleRow(sheet.addRow(["Total", "", total.debut, total.sortie, grOf(total.debut, total.sortie), "", "", "", ""]), { money: [3, 4], ...grStyle(5, total.open) }, true);
  await writeMovementsSection(sheet, source, timeZone);
  sheet.commit();
  await workbook.commit();
}
