// The closing dialog's table: one row per account type in the usual order, then the partner
// lines together as one "Partenaires" row and the transfer lines as one "Transferts" row (what left and arrived,
// which the counted Fins already show: that row is what keeps the GR unchanged by a transfer). A missing Fin is
// null here and counts as 0 F in the GR.
import { ACCOUNT_TYPES } from "@/lib/domain/constants";
import { accountKeyInfo, isPartnerKey, isTransferKey } from "@/lib/domain/ledger";

const order = (key: string) => {
  const i = ACCOUNT_TYPES.indexOf(key as never);
  return i < 0 ? ACCOUNT_TYPES.length : i;
};

export interface ClosingRow {
  key: string;
  label: string;
  icon: string;
  debut: number;
  /** null: no Fin entered (counts as 0 F) */
  fin: number | null;
  gr: number;
}

/**
 * One row per account type (Liquide, Orange Money, Wave, UV Master, Autres), then the partner lines together as
 * "Partenaires", the transfer lines together as "Transferts".
 */
export function closingRows(comptes: { debut: Record<string, number>; sortie: Record<string, number> }): ClosingRow[] {
  const keys = [...new Set([...Object.keys(comptes.debut), ...Object.keys(comptes.sortie)])];
  const rows: ClosingRow[] = keys
    .filter((key) => !isPartnerKey(key) && !isTransferKey(key))
    .sort((a, b) => order(a) - order(b))
    .map((key) => {
      const info = accountKeyInfo(key);
      const debut = comptes.debut[key] ?? 0;
      const fin = key in comptes.sortie ? comptes.sortie[key]! : null;
      return { key, label: info.label, icon: info.icon, debut, fin, gr: (fin ?? 0) - debut };
    });
  const together = (group: string[], key: string, label: string, icon: string) => {
    if (group.length === 0) return;
    const debut = group.reduce((sum, k) => sum + (comptes.debut[k] ?? 0), 0);
    const fin = group.reduce((sum, k) => sum + (comptes.sortie[k] ?? 0), 0);
    rows.push({ key, label: `${label} (${group.length})`, icon, debut, fin, gr: fin - debut });
  };
  together(keys.filter(isPartnerKey), "partenaires", "Partenaires", "👥");
  together(keys.filter(isTransferKey), "transferts", "Transferts", "🔁");
  return rows;
}
