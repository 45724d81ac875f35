// The transfers between kiosks and the allocations of UV Master of the period, with both parties: a sheet of the
// section of both exports, below their figures (README, Décisions, « Transferts entre kiosques »).
import type { Executor } from "@/lib/db/client";
import { accountTypeLabel } from "@/lib/domain/account-types";
import type { AccountTypesSetting } from "@/lib/domain/account-types";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { TRANSFER_STATUS_LABELS } from "@/lib/domain/transfers";
import { movementDays, type ExportRange } from "./data";
import { addHeader, excelDay, styleRow, type Sheet } from "./workbook";

export const MOVEMENT_HEADERS = ["Jour", "Heure", "Opération", "De", "Compte de départ", "Vers", "Compte d'arrivée", "Montant", "Statut", "Note", "Enregistré par"];

/**
 * The section below an export's figures: its heading, the header, one row per transfer and allocation, then the
 * total, or a line saying there was none.
 */
export async function writeMovementsSection(db: Executor, sheet: Sheet, range: ExportRange, setting: AccountTypesSetting, timeZone: string): Promise<void> {
  sheet.addRow([]).commit();
  const heading = sheet.addRow(["Transferts entre kiosques et allocations UV Master"]);
  heading.font = { bold: true };
  heading.commit();
  const written = await writeMovements(db, sheet, range, setting, timeZone);
  if (written.count === 0) sheet.addRow(["Aucun transfert ni allocation sur la période"]).commit();
  else styleRow(sheet.addRow(["Total", `${written.count} opération(s)`, "", "", "", "", "", written.total, "", "", ""]), { money: [8] }, true);
}

/** Writes the header and one row per transfer and allocation; answers how many and their total (francs). */
async function writeMovements(db: Executor, sheet: Sheet, range: ExportRange, setting: AccountTypesSetting, timeZone: string): Promise<{ count: number; total: number }> {
  addHeader(sheet, MOVEMENT_HEADERS);
  let count = 0;
  let total = 0;
  for await (const movements of movementDays(db, range)) {
    for (const m of movements) {
      const transfer = m.kind === "transfert";
      styleRow(
        sheet.addRow([
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
        ]),
        { date: [1], money: [8] },
      );
      count += 1;
      total += m.montant;
    }
  }
  return { count, total };
}
