// The transfers between kiosks and the allocations of UV Master of the period, with both parties, read one day at
// a time for the section of both exports below their figures (docs/decisions/0039-transferts-entre-kiosques.md).
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import type { AccountType } from "@/lib/domain/constants";
import { addDays } from "@/lib/domain/periods";
import type { TransferStatus } from "@/lib/domain/transfers";
import type { ExportRange } from "./data";

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
