// The simple export: one condensed sheet, a row per supervisor over the period, then the period's transfers
// between kiosks and allocations of UV Master with both parties.
import type { PassThrough } from "node:stream";
import { getEnv } from "@/lib/config/env";
import type { Db } from "@/lib/db/client";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { getAccountTypes } from "../account-types";
import { supervisorTotals, type ExportRange } from "./data";
import { writeMovementsSection } from "./movements";
import { addHeader, addSheet, addTitle, createWorkbook, GR_NOTE, styleRow } from "./workbook";

/** A cell's text, cut below Excel's 32,767 characters per cell. */
const boundedText = (text: string, max = 4_000) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function writeSimpleExport(db: Db, range: ExportRange, output: PassThrough): Promise<void> {
  const workbook = createWorkbook(output);
  const title = ["Caisse — Export simple", `Période : ${range.label}`, `Généré le : ${formatDateTimeFr(new Date(), getEnv().APP_TIMEZONE)}`, GR_NOTE];
  const sheet = addSheet(workbook, "Export simple", [26, 12, 20, 20, 20, 10, 16, 18, 50], title.length);
  addTitle(sheet, title);
  addHeader(sheet, ["Superviseur", "Statut", "Début", "Sortie", "GR total", "Jours", "Journées clôturées", "Dernière clôture", "Justifications"]);
  const rows = await supervisorTotals(db, range);
  const timeZone = getEnv().APP_TIMEZONE;
  for (const r of rows) {
    styleRow(
      sheet.addRow([
        r.nom,
        r.status === "ACTIVE" ? "Actif" : "En cours",
        r.debut,
        r.sortie,
        r.sortie - r.debut,
        r.days,
        `${r.closedDays} / ${r.days}`,
        r.lastClosedAt ? formatDateTimeFr(r.lastClosedAt, timeZone) : "",
        boundedText(r.justifications.join(" ; ")),
      ]),
      { money: [3, 4], gr: [5], count: [6] },
    );
  }
  const total = rows.reduce((t, r) => ({ debut: t.debut + r.debut, sortie: t.sortie + r.sortie }), { debut: 0, sortie: 0 });
  styleRow(sheet.addRow(["Total", "", total.debut, total.sortie, total.sortie - total.debut, "", "", "", ""]), { money: [3, 4], gr: [5] }, true);
  await writeMovementsSection(db, sheet, range, await getAccountTypes(db), timeZone);
  sheet.commit();
  await workbook.commit();
}
