// The complete export, SPEC's three sheets: 'Résumé global' (with, below the days, the period's transfers between
// kiosks and allocations of UV Master and both parties of each), 'Détail superviseurs' and 'Synthèse par compte'.
import type { PassThrough } from "node:stream";
import { accountCreationAllowed, accountTypeLabel } from "@/lib/domain/account-types";
import { ACCOUNT_TYPES, type AccountType } from "@/lib/domain/constants";
import { exportPeriodLabel } from "@/lib/domain/exports";
import { grOf, isPartnerKey, isTransferKey } from "@/lib/domain/ledger";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { supervisorStatusLabel } from "@/lib/domain/users";
import type { ExportSource, SupervisorDay } from "@/lib/services/exports";
import { writeMovementsSection } from "./movements";
import { writeReconciliationSheet } from "./reconciliation";
import { addHeader, addSheet, addTitle, createWorkbook, excelDay, GR_NOTE, grStatus, grStyle, styleRow } from "./workbook";

type Workbook = ReturnType<typeof createWorkbook>;

type DetailAccount = AccountType | "PARTENAIRES" | "TRANSFERTS";

/** The day's close beside its figures: Clôturée or Ouverte, when, by whom, the justification. */
const CLOSE_HEADERS = ["Journée", "Clôturée le", "Clôturée par", "Justification"] as const;
function closeCells(closure: SupervisorDay["closure"], timeZone: string): string[] {
  if (!closure) return ["Ouverte", "", "", ""];
  return ["Clôturée", formatDateTimeFr(closure.closedAt, timeZone), closure.closedBy ?? "", closure.justification ?? ""];
}

/**
 * 1. Résumé global: the indicators, each day's figures, then the period's transfers and allocations. While a
 * supervisor's day of the period is open, its GR is provisional: the total and that day say « Provisoire »,
 * grey, and the closed days' GR is given apart.
 */
async function writeSummarySheet(source: ExportSource, workbook: Workbook, period: string, timeZone: string) {
  const days = await source.dayTotals();
  const totals = days.reduce(
    (t, d) => ({
      debut: t.debut + d.debut,
      sortie: t.sortie + d.sortie,
      uvDebut: t.uvDebut + d.uvDebut,
      uvSortie: t.uvSortie + d.uvSortie,
      transactions: t.transactions + d.transactions,
      supervisorDays: t.supervisorDays + d.supervisors,
      closed: t.closed + d.closed,
      closedGr: t.closedGr + d.closedGr,
    }),
    { debut: 0, sortie: 0, uvDebut: 0, uvSortie: 0, transactions: 0, supervisorDays: 0, closed: 0, closedGr: 0 },
  );
  const title = ["Caisse — Export complet", `Période : ${period}`, `Généré le : ${formatDateTimeFr(new Date(), timeZone)}`, GR_NOTE];
  const summary = addSheet(workbook, "Résumé global", [26, 20, 20, 20, 20, 20, 16, 14], title.length + 9);
  addTitle(summary, title);
  addHeader(summary, ["Indicateur", "Valeur"]);
  const gr = grOf(totals.debut, totals.sortie);
  const provisional = totals.closed < totals.supervisorDays;
  for (const [label, value, kind] of [
    ["GR total global", gr, provisional ? "provisional" : "gr"],
    ["Statut", grStatus(gr, provisional), "text"],
    ["GR des journées clôturées", totals.closedGr, "gr"],
    ["Journées clôturées", `${totals.closed} / ${totals.supervisorDays}`, "text"],
    ["Début total", totals.debut, "money"],
    ["Sortie total", totals.sortie, "money"],
    ["UV Master Début", totals.uvDebut, "money"],
    ["UV Master Sorties", totals.uvSortie, "money"],
  ] as const) {
    styleRow(summary.addRow([label, value]), kind === "text" ? {} : { [kind]: [2] });
  }
  styleRow(summary.addRow(["Nombre de transactions", totals.transactions]), { count: [2] });
  summary.addRow([]).commit();
  addHeader(summary, ["Jour", "Début", "Sortie", "GR total", "UV Master Début", "UV Master Sorties", "Transactions", "Statut"]);
  for (const d of days) {
    const open = d.closed < d.supervisors;
    styleRow(summary.addRow([excelDay(d.day), d.debut, d.sortie, grOf(d.debut, d.sortie), d.uvDebut, d.uvSortie, d.transactions, grStatus(grOf(d.debut, d.sortie), open)]), {
      date: [1],
      money: [2, 3, 5, 6],
      ...grStyle(4, open),
      count: [7],
    });
  }
  styleRow(
    summary.addRow(["Total", totals.debut, totals.sortie, gr, totals.uvDebut, totals.uvSortie, totals.transactions, grStatus(gr, provisional)]),
    { money: [2, 3, 5, 6], ...grStyle(4, provisional), count: [7] },
    true,
  );
  await writeMovementsSection(summary, source, timeZone);
  summary.commit();
}

export async function writeCompleteExport(source: ExportSource, output: PassThrough, timeZone: string): Promise<void> {
  const workbook = createWorkbook(output);
  const period = exportPeriodLabel(source.range);
  // SPEC's five accounts, the market's types switched on, and any other one that has lines in the period (a
  // type switched off keeps its history), in the market's order; then the partners, then the transfers
  const setting = source.accountTypes;
  const accounts = await source.accountTotals();
  await writeSummarySheet(source, workbook, period, timeZone);

  const DETAIL_ACCOUNTS: DetailAccount[] = [
    ...ACCOUNT_TYPES.filter((t) => accountCreationAllowed(t, setting) || accounts.some((a) => a.key === t && a.lines > 0)),
    "PARTENAIRES",
    "TRANSFERTS",
  ];
  const accountName = (key: DetailAccount) => (key === "PARTENAIRES" ? "Partenaires" : key === "TRANSFERTS" ? "Transferts" : accountTypeLabel(key, setting));
  const partnersAt = DETAIL_ACCOUNTS.indexOf("PARTENAIRES");
  const columnOf = (accountKey: string) => {
    if (isTransferKey(accountKey)) return DETAIL_ACCOUNTS.indexOf("TRANSFERTS");
    const index = isPartnerKey(accountKey) ? partnersAt : DETAIL_ACCOUNTS.indexOf(accountKey as DetailAccount);
    return index < 0 ? partnersAt : index;
  };

  // 2. Détail superviseurs: one row per supervisor and day, each account's Début and Fin
  const headers = [
    "Jour",
    "Superviseur",
    "Statut",
    ...DETAIL_ACCOUNTS.map((k) => `${accountName(k)} Début`),
    "Total Début",
    ...DETAIL_ACCOUNTS.map((k) => `${accountName(k)} Fin`),
    "Total Fin",
    "GR total",
    ...CLOSE_HEADERS,
  ];
  const detail = addSheet(workbook, "Détail superviseurs", [12, 24, 10, ...DETAIL_ACCOUNTS.map(() => 16), 17, ...DETAIL_ACCOUNTS.map(() => 16), 17, 17, 12, 18, 22, 40], 2);
  addTitle(detail, ["Détail par superviseur et par jour", `Période : ${period}`]);
  addHeader(detail, headers);
  const n = DETAIL_ACCOUNTS.length;
  const debutCols = Array.from({ length: n + 1 }, (_, i) => 4 + i);
  const sortieCols = Array.from({ length: n + 1 }, (_, i) => 5 + n + i);
  const grCol = 6 + 2 * n;
  const sum = { debut: new Array<number>(n + 1).fill(0), sortie: new Array<number>(n + 1).fill(0) };
  for await (const supervisors of source.supervisorDays()) {
    for (const s of supervisors) {
      const debut = new Array<number>(n).fill(0);
      const sortie = new Array<number>(n).fill(0);
      for (const line of s.lines) (line.lineType === "debut" ? debut : sortie)[columnOf(line.accountKey)]! += line.value;
      const debutTotal = debut.reduce((a, b) => a + b, 0);
      const sortieTotal = sortie.reduce((a, b) => a + b, 0);
      [...debut, debutTotal].forEach((v, i) => (sum.debut[i]! += v));
      [...sortie, sortieTotal].forEach((v, i) => (sum.sortie[i]! += v));
      styleRow(detail.addRow([excelDay(s.day), s.nom, supervisorStatusLabel(s.status), ...debut, debutTotal, ...sortie, sortieTotal, grOf(debutTotal, sortieTotal), ...closeCells(s.closure, timeZone)]), {
        date: [1],
        money: [...debutCols, ...sortieCols],
        gr: [grCol],
      });
    }
  }
  styleRow(detail.addRow(["Total", "", "", ...sum.debut, ...sum.sortie, grOf(sum.debut[n]!, sum.sortie[n]!), "", "", "", ""]), { money: [...debutCols, ...sortieCols], gr: [grCol] }, true);
  detail.commit();

  // 3. Synthèse par compte
  const synthesis = addSheet(workbook, "Synthèse par compte", [22, 20, 20, 20, 14], 2);
  addTitle(synthesis, ["Synthèse par compte", `Période : ${period}`]);
  addHeader(synthesis, ["Compte", "Total Début", "Total Fin", "Écart (Fin - Début)", "Lignes"]);
  const ordered = DETAIL_ACCOUNTS.map((key) => ({ ...(accounts.find((a) => a.key === key) ?? { debut: 0, sortie: 0, lines: 0 }), key }));
  for (const a of ordered) styleRow(synthesis.addRow([accountName(a.key), a.debut, a.sortie, grOf(a.debut, a.sortie), a.lines]), { money: [2, 3], gr: [4], count: [5] });
  const all = ordered.reduce((t, a) => ({ debut: t.debut + a.debut, sortie: t.sortie + a.sortie, lines: t.lines + a.lines }), { debut: 0, sortie: 0, lines: 0 });
  styleRow(synthesis.addRow(["Total", all.debut, all.sortie, grOf(all.debut, all.sortie), all.lines]), { money: [2, 3], gr: [4], count: [5] }, true);
  synthesis.commit();

  await writeReconciliationSheet(source, workbook, period);
  await workbook.commit();
}

