// Rapprochement in the browser, at 1280 and 360 px: the admin records a supervisor's Début and Fin, imports his
// wallet's statement from the screen (a CSV, then an XLSX exceljs writes), sees the declared and statement
// figures and the écart equal to what this file computes from the statement it wrote and the balances it
// recorded; a file with a broken line is refused with a French message naming the line, and nothing shows; an
// unknown header is mapped once, saved, and found again by the next file; the supervisor explains the écart
// and the admin reads it; a duplicate import is deleted after its confirmation. axe finds no serious violation
// on the screens; screenshots of each.
import { test } from "@playwright/test";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { formatCompactFcfa, formatFcfa, formatSignedFcfa, plainSpaces } from "@/lib/domain/money";
import { addDays, dayIn } from "@/lib/domain/periods";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expectNoSeriousViolation } from "./support/axe";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot, waitForHydration } from "./support/browser";
import { expect } from "./support/expect";
import { adminApi, createUserAsAdmin, horizontalOverflow, uniquePhone } from "./support/users";

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

interface Op {
  ref: string;
  day: string;
  time: string;
  amount: number;
  balance: number;
  failed: boolean;
}

/** A wallet's day of operations from an opening balance, the fourth one failed (it moves nothing). */
function dayOps(day: string, opening: number, amounts: number[], prefix: string): Op[] {
  let balance = opening;
  return amounts.map((amount, i) => {
    const failed = i === 3;
    if (!failed) balance += amount;
    return { ref: `${prefix}-${day}-${i}`, day, time: `${String(8 + i).padStart(2, "0")}:${String(7 * i).padStart(2, "0")}`, amount, balance, failed };
  });
}

/** The statement side of a day, computed from the operations the test wrote: the oracle. */
function oracle(ops: Op[], day: string) {
  const counted = ops.filter((o) => o.day === day && !o.failed);
  return { opening: counted[0]!.balance - counted[0]!.amount, closing: counted.at(-1)!.balance, operations: counted.length };
}

const frDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const frAmount = (n: number) => `${n < 0 ? "-" : ""}${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")},00`;

/** An Orange-Money-like CSV: title lines, `;`, French amounts with non-breaking spaces, statuses, a total. */
function frenchCsv(ops: Op[], broken?: number): string {
  const lines = ["Relevé de compte;;;;", "Agent : 771234567;;;;", ";;;;", "Référence;Date/Heure;Montant (FCFA);Solde après;Statut"];
  for (const o of ops) lines.push(`${o.ref};${frDay(o.day)} ${o.time};${frAmount(o.amount)} F;${frAmount(o.balance)};${o.failed ? "Échoué" : "Réussi"}`);
  // a line of the file made unreadable: its amount in words
  if (broken) lines[broken - 1] = lines[broken - 1]!.replace(/;[^;]*F;/, ";mille F;");
  lines.push(`Total;;${frAmount(ops.reduce((s, o) => s + (o.failed ? 0 : o.amount), 0))};;`);
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

/** A portal's export whose header nothing recognises: `Quand;Mouvement;Reste;<code>`. */
const unknownCsv = (ops: Op[], code: string) => [`Quand;Mouvement;Reste;${code}`, ...ops.map((o) => `${frDay(o.day)} ${o.time};${o.amount};${o.balance};${o.ref}`)].join("\n");

/** An XLSX: a summary sheet, then the table under title rows, with Excel dates and the time apart. */
async function statementXlsx(ops: Op[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet("Résumé").addRow(["Relevé Orange Money"]);
  const sheet = wb.addWorksheet("Opérations");
  sheet.addRow(["Relevé de compte marchand"]);
  sheet.addRow([]);
  sheet.addRow(["Date", "Heure", "ID Transaction", "Montant", "Solde", "Statut"]);
  for (const o of ops) {
    const [y, m, d] = o.day.split("-").map(Number) as [number, number, number];
    sheet.addRow([new Date(Date.UTC(y, m - 1, d)), o.time, o.ref, o.amount, o.balance, o.failed ? "Rejeté" : "Succès"]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The admin opens the supervisor's accounts (« Créer un compte »), through the app's API. */
async function openAccounts(supervisorId: string, accounts: string[]) {
  const admin = await adminApi(browser);
  for (const accountType of accounts) {
    const res = await admin.request.post("/api/transactions/accounts", { data: { supervisorId, accountType } });
    if (!res.ok()) throw new Error(`compte e2e impossible : ${res.status()} ${await res.text()}`);
  }
  await admin.close();
}

/** The admin records the Début and the Fin of an account for a day, through the app's API. */
async function declare(supervisorId: string, day: string, accountKey: string, debut: number, fin: number) {
  const admin = await adminApi(browser);
  for (const [line, value] of [["debut", debut], ["sortie", fin]] as const) {
    const res = await admin.request.patch(`/api/transactions/supervisors/${supervisorId}/accounts/update`, { data: { accountType: line, accountKey, newValue: value, date: day } });
    if (!res.ok()) throw new Error(`saisie e2e impossible : ${res.status()} ${await res.text()}`);
  }
  await admin.close();
}

async function pickFile(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.getByLabel("Fichier du relevé (CSV ou XLSX)").setInputFiles({ name, mimeType, buffer });
}

/** Sends a file from the import form and waits for the server's answer (the counts or the refusal). */
async function importFile(page: Page, supervisor: string, account: string, file: { name: string; buffer: Buffer; mimeType: string }) {
  await pickFile(page, file.name, file.buffer, file.mimeType);
  await page.locator("#statement-supervisor").selectOption({ label: supervisor });
  await page.locator("#statement-account").selectOption({ label: account });
  await submitImport(page);
}

async function submitImport(page: Page) {
  await page.getByRole("button", { name: "Importer", exact: true }).click();
  await page.locator('[data-testid="import-result"], [data-testid="import-refused"]').first().waitFor({ timeout: 60_000 });
}

/** Waits (a minute at most: an import on a busy machine takes a while) for the import's counts to say `words`. */
const importSays = (page: Page, words: string) => page.getByTestId("import-result").filter({ hasText: words }).waitFor({ timeout: 60_000 });

const text = async (page: Page, testId: string) => plainSpaces((await page.getByTestId(testId).textContent()) ?? "").trim();

/** The day's detail shows the declared and statement balances and each écart computed by the test. */
async function expectDetail(page: Page, declared: { debut: number; fin: number }, statement: { opening: number; closing: number; operations: number }) {
  await page.getByTestId("detail-counts").waitFor();
  const shown = {
    debut: [await text(page, "detail-debut-declared"), await text(page, "detail-debut-statement"), await text(page, "detail-debut-ecart")],
    fin: [await text(page, "detail-fin-declared"), await text(page, "detail-fin-statement"), await text(page, "detail-fin-ecart")],
    counts: await text(page, "detail-counts"),
  };
  const want = {
    debut: [formatFcfa(declared.debut), formatFcfa(statement.opening), formatSignedFcfa(declared.debut - statement.opening)].map(plainSpaces),
    fin: [formatFcfa(declared.fin), formatFcfa(statement.closing), formatSignedFcfa(declared.fin - statement.closing)].map(plainSpaces),
  };
  test.expect(shown.debut).toEqual(want.debut);
  test.expect(shown.fin).toEqual(want.fin);
  test.expect(shown.counts).toMatch(new RegExp(`^${statement.operations} opérations au relevé`));
}

for (const [label, viewport] of [
  ["1280", DESKTOP],
  ["360", MOBILE],
] as const) {
  test(`at ${label} px: import, refusal, mapping, reconciliation and the supervisor's comment`, async () => {
    test.setTimeout(240_000);
    const run = `${label}-${Date.now() % 1_000_000}`;
    const supervisor = await createUserAsAdmin(browser, { nomComplet: `Rokhaya Relevé ${label}`, telephone: uniquePhone("77"), role: "SUPERVISEUR" });
    const today = dayIn("Africa/Dakar");
    const [d0, d1] = [addDays(today, -5), addDays(today, -4)];
    await openAccounts(supervisor.id, ["WAVE", "ORANGE_MONEY"]);
    const wave = [...dayOps(d0, 400_000, [25_000, -12_500, 60_000, -9_000, -30_000], "W"), ...dayOps(d1, 442_500, [-2_000, 15_000, 1_500, 40_000], "W")];
    const s0 = oracle(wave, d0);
    const s1 = oracle(wave, d1);
    // d0: the Début agrees, the Fin is 7 000 F short; d1: both agree
    const declared0 = { debut: s0.opening, fin: s0.closing - 7_000 };
    const declared1 = { debut: s1.opening, fin: s1.closing };
    await declare(supervisor.id, d0, "WAVE", declared0.debut, declared0.fin);
    await declare(supervisor.id, d1, "WAVE", declared1.debut, declared1.fin);

    const page = await newPage(browser, { role: "admin", viewport });
    await page.goto("/admin/rapprochement");
    const importTab = page.getByRole("tab", { name: "Importer" });
    await waitForHydration(importTab);
    await importTab.click();

    // a broken line 7 (the third operation's amount): refused, named, nothing stored
    await importFile(page, supervisor.nomComplet, "Wave", { name: "wave-casse.csv", buffer: Buffer.from(frenchCsv(wave, 7)), mimeType: "text/csv" });
    const refused = page.getByTestId("import-refused");
    await expect(refused).toContainText("Ligne 7, colonne « Montant (FCFA) » : montant illisible « mille F »");
    await expect(refused).toContainText("rien n'a été enregistré");
    await screenshot(page, `reconciliation-refused-${label}`);
    await expectNoSeriousViolation(page, "import refusé");

    // the whole file
    await importFile(page, supervisor.nomComplet, "Wave", { name: "wave.csv", buffer: Buffer.from(frenchCsv(wave)), mimeType: "text/csv" });
    await importSays(page, `Relevé importé : ${wave.length} lignes lues, ${wave.length} nouvelles opérations, 0 déjà importée, du ${frDay(d0)} au ${frDay(d1)}.`);
    // again: nothing twice
    await submitImport(page);
    await importSays(page, `0 nouvelle opération, ${wave.length} déjà importées`);

    // an XLSX of his Orange Money wallet, declared in agreement on d1
    const orange = dayOps(d1, 90_000, [10_000, -5_000, 2_000, 1_000], "O");
    const o1 = oracle(orange, d1);
    await declare(supervisor.id, d1, "ORANGE_MONEY", o1.opening, o1.closing);
    await importFile(page, supervisor.nomComplet, "Orange Money", { name: "orange.xlsx", buffer: await statementXlsx(orange), mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
    await importSays(page, `Relevé importé : ${orange.length} lignes lues, ${orange.length} nouvelles opérations`);
    await screenshot(page, `reconciliation-import-${label}`);

    // an unknown header: its columns mapped once and saved, the file imported with it
    const code = `Code ${run}`;
    const free = dayOps(d0, 10_000, [1_000, 2_000, -500], "F");
    await importFile(page, supervisor.nomComplet, "UV Master", { name: "portail.csv", buffer: Buffer.from(unknownCsv(free, code)), mimeType: "text/csv" });
    const mapping = page.getByTestId("mapping-form");
    await expect(refused).toContainText("En-tête du relevé non reconnu");
    await page.getByLabel("Date (ou date et heure)").selectOption("Quand");
    await page.getByLabel("Montant signé", { exact: true }).selectOption("Mouvement");
    await page.getByLabel("Solde après l'opération").selectOption("Reste");
    await page.getByLabel("Référence de l'opération").selectOption(code);
    await page.getByLabel("Nom du format").fill(`Portail maison ${run}`);
    await screenshot(page, `reconciliation-mapping-${label}`);
    await expectNoSeriousViolation(page, "correspondance des colonnes");
    await mapping.getByRole("button", { name: "Enregistrer le format et importer" }).click();
    await importSays(page, `${free.length} nouvelles opérations`);
    // the next file with this header is read by the saved format alone
    const later = dayOps(d1, free.at(-1)!.balance, [700, -200], "F");
    await importFile(page, supervisor.nomComplet, "UV Master", { name: "portail-2.csv", buffer: Buffer.from(unknownCsv(later, code)), mimeType: "text/csv" });
    await importSays(page, `${later.length} nouvelles opérations`);
    test.expect(await mapping.count()).toBe(0);

    // the grid and the day's detail, Wave, this supervisor
    await page.getByRole("tab", { name: "Écarts" }).click();
    await page.locator("#recon-supervisor").selectOption({ label: supervisor.nomComplet });
    await page.locator("#recon-account").selectOption({ label: "Wave" });
    const cell0 = page.getByTestId(`cell-${supervisor.id}-${d0}`);
    await cell0.waitFor();
    await expect(cell0).toHaveAttribute("aria-label", `${formatCompactFcfa(-7_000)} : ${supervisor.nomComplet}, ${frDay(d0)}, Écart de ${formatSignedFcfa(-7_000)}`);
    await expect(page.getByTestId(`cell-${supervisor.id}-${d1}`)).toHaveText("OK");
    await cell0.click();
    await expectDetail(page, declared0, s0);
    await expect(page.getByTestId("detail-comment")).toContainText("Aucun commentaire.");
    test.expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `reconciliation-grid-${label}`);
    await expectNoSeriousViolation(page, "grille et détail du jour");
    await page.getByTestId(`cell-${supervisor.id}-${d1}`).click();
    await expectDetail(page, declared1, s1);

    // the imports list
    await page.getByRole("tab", { name: /^Imports/ }).click();
    // the file imported, and its second sending (recorded, nothing stored)
    const waveImports = page.getByTestId("statement-import").filter({ hasText: "wave.csv" }).filter({ hasText: supervisor.nomComplet });
    await expect(waveImports.filter({ hasText: `${wave.length} enregistrées` })).toContainText(`Wave · du ${frDay(d0)} au ${frDay(d1)}`);
    await expect(waveImports.filter({ hasText: `0 enregistrée, ${wave.length} en double` })).toContainText(`Wave · du ${frDay(d0)} au ${frDay(d1)}`);
    await screenshot(page, `reconciliation-imports-${label}`);
    await expectNoSeriousViolation(page, "liste des imports");
    // the second sending deleted, after a confirmation with its reason: the first one stays
    const duplicate = waveImports.filter({ hasText: `0 enregistrée, ${wave.length} en double` });
    await duplicate.getByRole("button", { name: "Supprimer l'import wave.csv" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer cet import ?" });
    await dialog.waitFor();
    await expect(dialog.getByRole("button", { name: "Supprimer l'import" })).toBeDisabled();
    await dialog.getByLabel("Motif de la suppression").fill("Envoyé deux fois");
    await expectNoSeriousViolation(page, "confirmation de suppression d'un import");
    await screenshot(page, `reconciliation-delete-${label}`);
    await dialog.getByRole("button", { name: "Supprimer l'import" }).click();
    await expectToast(page, "Import supprimé");
    await expect(waveImports).toHaveCount(1);
    await expect(waveImports).toContainText(`${wave.length} enregistrées`);

    // the supervisor explains the écart of d0; the admin reads it
    const own = await newPage(browser, { viewport });
    await loginThroughForm(own, supervisor);
    await waitForPath(own, "/supervisor");
    // his reconciliation is a tab of his history (Transactions Récentes), the sidebar's entry staying lit
    await own.goto("/supervisor/transactions");
    const history = own.getByRole("navigation", { name: "Mon historique" });
    await expect(history.getByRole("link", { name: "Transactions" })).toHaveAttribute("aria-current", "page");
    await waitForHydration(history.getByRole("link", { name: "Rapprochement" }));
    await history.getByRole("link", { name: "Rapprochement" }).click();
    await waitForPath(own, "/supervisor/rapprochement");
    await expect(history.getByRole("link", { name: "Rapprochement" })).toHaveAttribute("aria-current", "page");
    if (viewport === DESKTOP) {
      // the sidebar lights his history's entry, and that one only
      await expect(own.getByRole("link", { name: "Transactions Récentes" })).toHaveAttribute("aria-current", "page");
      await expect(own.locator(`[data-slot="sidebar-menu-button"][data-active="true"]`)).toHaveCount(1);
    }
    // chosen once the page is React's: a choice made before would be undone by hydration
    await waitForHydration(own.locator("#recon-account"));
    await own.locator("#recon-account").selectOption({ label: "Wave" });
    await own.getByTestId(`cell-${supervisor.id}-${d0}`).click();
    await expectDetail(own, declared0, s0);
    const comment = `Retrait client de 7 000 F saisi le lendemain (${run})`;
    await own.getByLabel("Votre explication de cet écart").fill(comment);
    await own.getByRole("button", { name: "Enregistrer le commentaire" }).click();
    await expectToast(own, "Commentaire enregistré");
    await expect(own.getByRole("button", { name: "Enregistrer le commentaire" })).toBeDisabled();
    await screenshot(own, `reconciliation-supervisor-${label}`);
    await expectNoSeriousViolation(own, "rapprochement du superviseur");
    test.expect(await horizontalOverflow(own)).toBeLessThanOrEqual(0);
    await own.context().close();

    await page.getByRole("tab", { name: "Écarts" }).click();
    await page.getByRole("button", { name: "Actualiser" }).click();
    await page.getByTestId(`cell-${supervisor.id}-${d0}`).click();
    await expect(page.getByTestId("detail-comment")).toContainText(comment);
    await page.context().close();
  });
}
