// The section of both exports below their figures: the period's transfers between kiosks and allocations of UV
// Master with both parties, one row each, written as the source yields them day by day (docs/decisions/0039-transferts-entre-kiosques.md).
import { accountTypeLabel } from "@/lib/domain/account-types";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { TRANSFER_STATUS_LABELS } from "@/lib/domain/transfers";
import type { ExportSource, Movement } from "@/lib/services/exports";
import { addHeader, excelDay, styleRow, type Sheet } from "./workbook";

const MOVEMENT_HEADERS = ["Jour", "Heure", "Opération", "De", "Compte de départ", "Vers", "Compte d'arrivée", "Montant", "Statut", "Note", "Enregistré par"];

/**
 * The section below an export's figures: its heading, the header, one row per transfer and allocation, then the
 * total, or a line saying there was none.
 */
export async function writeMovementsSection(sheet: Sheet, source: ExportSource, timeZone: string): Promise<void> {
  sheet.addRow([]).commit();
  const heading = sheet.addRow(["Transferts entre kiosques et allocations UV Master"]);
  heading.font = { bold: true };
  heading.commit();
  const written = await writeMovements(sheet, source, timeZone);
  if (written.count === 0) sheet.addRow(["Aucun transfert ni allocation sur la période"]).commit();
  else styleRow(sheet.addRow(["Total", `${written.count} opération(s)`, "", "", "", "", "", written.total, "", "", ""]), { money: [8] }, true);
}

/** Writes the header and one row per transfer and allocation; answers how many and their total (francs). */
async function writeMovements(sheet: Sheet, source: ExportSource, timeZone: string): Promise<{ count: number; total: number }> {
  addHeader(sheet, MOVEMENT_HEADERS);
  let count = 0;
  let total = 0;
  for await (const movements of source.movementDays()) {
    for (const m of movements) {
      styleRow(sheet.addRow(movementCells(m, source.accountTypes, timeZone)), { date: [1], money: [8] });
      count += 1;
      total += m.montant;
    }
  }
  return { count, total };
}

/** A movement's row: its day and moment, what it was, who sent it from which account, who received it where. */
function movementCells(m: Movement, setting: ExportSource["accountTypes"], timeZone: string) {
  const transfer = m.kind === "transfert";
  return [
    excelDay(m.day),
    formatDateTimeFr(m.createdAt, timeZone),
    transfer ? "Transfert entre kiosques" : "Allocation UV Master",
    transfer ? m.fromName : `${m.fromName ?? "Administrateur"} (administrateur)`,
    m.fromAccount ? accountTypeLabel(m.fromAccount, setting) : "",
    m.toName,
    accountTypeLabel(m.toAccount, setting),
    m.montant,
    m.status ? TRANSFER_STATUS_LABELS[m.status] : "",
    m.note ?? "",
    m.recordedBy ?? "",
  ];
}
