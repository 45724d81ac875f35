// The transfers between kiosks and the allocations of UV Master of the period, with both parties, read one day at
// a time and written as the section of both exports below their figures (README, Décisions, « Transferts entre kiosques »).
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { accountTypeLabel } from "@/lib/domain/account-types";
import type { AccountTypesSetting } from "@/lib/domain/account-types";
import type { AccountType } from "@/lib/domain/constants";
import { addDays, formatDateTimeFr } from "@/lib/domain/periods";
import { TRANSFER_STATUS_LABELS, type TransferStatus } from "@/lib/domain/transfers";
import type { ExportRange } from "./data";
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

/** A transfer between kiosks or an allocation of UV Master, with both parties (the exports' own list). */
export interface Movement {
  kind: "transfert" | "allocation";
  day: string;
  createdAt: Date;
  /** the sending kiosk; for an allocation, the admin who allocated */
  fromName: string | null;
  fromAccount: AccountType | null;
  toName: string;
  toAccount: AccountType;
  /** whole francs */
  montant: number;
  status: TransferStatus | null;
  note: string | null;
  recordedBy: string | null;
}

/** The period's transfers and allocations, one day at a time (oldest first), so the sheets stream with flat memory. */
export async function* movementDays(db: Executor, range: ExportRange): AsyncGenerator<Movement[]> {
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const rows = await queryRows<{
      kind: Movement["kind"];
      created_at: string | Date;
      from_name: string | null;
      from_account: AccountType | null;
      to_name: string;
      to_account: AccountType;
      amount: string | number;
      status: TransferStatus | null;
      note: string | null;
      by_name: string | null;
    }>(
      db,
      sql`SELECT 'transfert' AS kind, t.created_at, f.nom_complet AS from_name, t.from_account, r.nom_complet AS to_name, t.to_account,
            t.amount, t.status, t.note, a.nom_complet AS by_name
          FROM transfers t JOIN users f ON f.id = t.from_supervisor_id JOIN users r ON r.id = t.to_supervisor_id
          LEFT JOIN users a ON a.id = t.created_by
          WHERE t.day = ${day}::date
          UNION ALL
          SELECT 'allocation', x.created_at, a.nom_complet, NULL, s.nom_complet, x.account_type, x.amount, NULL, x.description, a.nom_complet
          FROM transactions x JOIN users s ON s.id = x.supervisor_id LEFT JOIN users a ON a.id = x.actor_id
          WHERE x.day = ${day}::date AND x.type = 'ALLOCATION_UV_MASTER'
          ORDER BY 2`,
    );
    if (rows.length === 0) continue;
    yield rows.map((r) => ({
      kind: r.kind,
      day,
      createdAt: new Date(r.created_at),
      fromName: r.from_name,
      fromAccount: r.from_account,
      toName: r.to_name,
      toAccount: r.to_account,
      montant: Math.round(Number(r.amount) / 100),
      status: r.status,
      note: r.note,
      recordedBy: r.by_name,
    }));
  }
}
