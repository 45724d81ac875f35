// The complete export's « Rapprochement » sheet: each supervisor's declared Début and Fin of an e-money account
// beside its operator's statement, day by day, with the écarts (declared − statement) and the status. Every text
// cell is a string value, which ExcelJS writes as text (never a formula): a supervisor's comment that begins
// with =, +, - or @ stays what he typed.
import type ExcelJS from "exceljs";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import { RECONCILIATION_STATUS_LABELS } from "@/lib/domain/statements/reconcile";
import type { ExportSource } from "@/lib/services/exports";
import { addHeader, addSheet, addTitle, excelDay, styleRow } from "./workbook";

const HEADERS = ["Jour", "Superviseur", "Compte", "Début déclaré", "Ouverture relevé", "Écart Début", "Fin déclarée", "Clôture relevé", "Écart Fin", "Opérations", "Entrées", "Sorties", "Statut", "Commentaire du superviseur"];

export async function writeReconciliationSheet(source: ExportSource, workbook: ExcelJS.stream.xlsx.WorkbookWriter, period: string): Promise<void> {
  const sheet = addSheet(workbook, "Rapprochement", [12, 24, 16, 16, 16, 14, 16, 16, 14, 12, 16, 16, 14, 40], 2);
  addTitle(sheet, ["Rapprochement avec les relevés des opérateurs (écart = déclaré moins relevé)", `Période : ${period}`]);
  addHeader(sheet, HEADERS);
  let rows = 0;
  for await (const days of source.reconciliationRows()) {
    for (const d of days) {
      rows += 1;
      const row = sheet.addRow([
        excelDay(d.day),
        d.supervisorName,
        ACCOUNT_INFO[d.accountType].label,
        d.declared.debut,
        d.statement.opening,
        d.ecart.debut,
        d.declared.fin,
        d.statement.closing,
        d.ecart.fin,
        d.statement.operations,
        d.statement.moneyIn,
        d.statement.moneyOut,
        RECONCILIATION_STATUS_LABELS[d.status],
        d.comment,
      ]);
      styleRow(row, { date: [1], money: [4, 5, 7, 8, 11, 12], gr: [6, 9], count: [10] });
    }
  }
  if (rows === 0) sheet.addRow(["Aucun relevé d'opérateur importé pour cette période"]).commit();
  sheet.commit();
}
