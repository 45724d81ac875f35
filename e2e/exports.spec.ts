// Excel exports from the admin dashboard: both files downloaded and read back, no-data warning, retries.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { closeContexts, MOBILE, newPage, screenshot } from "./support/browser";
import { expectToast } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { E2E_ADMIN } from "./support/fixtures";
import { baseUrl } from "./support/runtime";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  // a transaction of today, so that today has data whatever ran before
  const login = await fetch(`${baseUrl()}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.2" },
    body: JSON.stringify({ telephone: E2E_ADMIN.telephone, Code: E2E_ADMIN.code }),
  });
  const token = (await login.json()).data.token;
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const { supervisors } = (await (await fetch(`${baseUrl()}/api/transactions/supervisors/available`, { headers })).json()).data;
  await fetch(`${baseUrl()}/api/transactions/admin/create`, {
    method: "POST",
    headers,
    body: JSON.stringify({ superviseurId: supervisors[0].id, typeOperation: "depot", montant: 7_777, typeCompte: "ORANGE_MONEY" }),
  });
});
test.afterAll(async () => {
  await closeContexts(browser);
});

async function openExport(page: Page) {
  await page.getByRole("button", { name: "Exporter" }).click();
  const dialog = page.getByRole("dialog", { name: "Exporter en Excel" });
  await dialog.waitFor();
  return dialog;
}

async function download(page: Page, choice: "Export Simple" | "Export Complet") {
  const dialog = page.getByRole("dialog", { name: "Exporter en Excel" });
  const [file] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: new RegExp(choice) }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  return { name: file.suggestedFilename(), workbook };
}

test("downloads the simple and the complete export of today and reads them back", async () => {
  const page = await newPage(browser, { role: "admin" });
  await page.goto("/admin");
  await openExport(page);
  await screenshot(page, "export-dialog-1280");
  const simple = await download(page, "Export Simple");
  expect(simple.name).toMatch(/^Export_Simple_today_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(simple.workbook.worksheets.map((s) => s.name)).toEqual(["Export simple"]);
  await expectToast(page, "✅ Export réussi");
  await expectToast(page, `Fichier ${simple.name} téléchargé avec succès`);

  const complete = await download(page, "Export Complet");
  expect(complete.name).toMatch(/^Export_Complet_today_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(complete.workbook.worksheets.map((s) => s.name)).toEqual(["Résumé global", "Détail superviseurs", "Synthèse par compte", "Rapprochement"]);
  const gr = Number(String(await page.getByTestId("gr-global").textContent()).replace(/[^\d-]/g, ""));
  let fileGr: unknown;
  complete.workbook.getWorksheet("Résumé global")!.eachRow((row) => {
    // the dashboard's largest figure is the closed days' GR (the open days' is provisional, apart)
    if (row.getCell(1).value === "GR des journées clôturées") fileGr = row.getCell(2).value;
  });
  expect(fileGr).toBe(gr);
  await page.context().close();
});

test("warns when the period has no data, and disables the button without supervisor cards", async () => {
  const page = await newPage(browser, { role: "admin", viewport: MOBILE });
  await page.goto("/admin");
  const dialog = await openExport(page);
  await dialog.getByRole("combobox", { name: "Période" }).click();
  await page.getByRole("option", { name: "Date personnalisée" }).click();
  const max = (await dialog.getByLabel("Date").getAttribute("max"))!;
  await dialog.getByLabel("Date").fill(new Date(Date.parse(`${max}T12:00:00Z`) - 300 * 86_400_000).toISOString().slice(0, 10));
  await screenshot(page, "export-dialog-360");
  await dialog.getByRole("button", { name: /Export Simple/ }).click();
  await expectToast(page, "⚠️ Aucune donnée");
  await expectToast(page, "Aucune donnée disponible pour cette période");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });

  await page.getByRole("button", { name: /Date/ }).click();
  await page.getByRole("dialog").getByLabel("Date").fill(new Date(Date.parse(`${max}T12:00:00Z`) - 300 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("dialog").getByRole("button", { name: "Consulter" }).click();
  await page.getByText("Aucune donnée disponible").first().waitFor();
  await expectLocator(page.getByRole("button", { name: "Exporter" })).toBeDisabled();
  await page.context().close();
});

test("retries a failed export (1 s, 2 s) and gives up after 3 tries with SPEC's message", async () => {
  const page = await newPage(browser, { role: "admin" });
  await page.goto("/admin");
  let calls = 0;
  await page.route("**/api/transactions/export/simple**", async (route) => {
    calls += 1;
    if (calls < 3) await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, message: "indisponible" }) });
    else await route.continue();
  });
  await openExport(page);
  const started = Date.now();
  const simple = await download(page, "Export Simple");
  expect(calls).toBe(3);
  expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  expect(simple.workbook.worksheets).toHaveLength(1);

  calls = 0;
  await page.unroute("**/api/transactions/export/simple**");
  await page.route("**/api/transactions/export/simple**", (route) => {
    calls += 1;
    return route.fulfill({ status: 502, body: "bad gateway" });
  });
  await page.getByRole("dialog").getByRole("button", { name: /Export Simple/ }).click();
  await page.getByRole("status").filter({ hasText: /Export en cours\.\.\. \d+%/ }).waitFor();
  await expectToast(page, "Export échoué: Échec après 3 tentatives");
  expect(calls).toBe(3);
  await page.context().close();
});
