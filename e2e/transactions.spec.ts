// Transactions journeys: filter and paginate at 360 px (3 page buttons) and 1280 px (5); open a row,
// change its amount and see the dashboard line follow; delete it with a reason and find it in the audit
// history; the JSON export downloads a file holding the filtered rows. The detail says in one sentence until when
// the viewer may act, and keeps Supprimer apart from Annuler/Sauvegarder (its own row on a phone, at the left on a desktop).
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { formatFcfa } from "@/lib/domain/money";
import { dayIn } from "@/lib/domain/periods";
import { formatHourFr, formatWeekdayFr } from "@/lib/domain/rights-sentence";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { E2E_ADMIN, E2E_USERS } from "./support/fixtures";
import { baseUrl } from "./support/runtime";
import { createUserAsAdmin, screenshotScreen, uniquePhone } from "./support/users";

let browser: Browser;
let adminToken: string;
let awaId: string;

async function apiCall(path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}`, ...(init.headers ?? {}) },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const login = await fetch(`${baseUrl()}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.1" },
    body: JSON.stringify({ telephone: E2E_ADMIN.telephone, Code: E2E_ADMIN.code }),
  });
  adminToken = (await login.json()).data.token;
  const { supervisors } = await apiCall("/api/transactions/supervisors/available");
  awaId = supervisors.find((s: { nomComplet: string }) => s.nomComplet === E2E_USERS.supervisor2.nomComplet).id;
  for (let i = 0; i < 26; i++) {
    await apiCall("/api/transactions/admin/create", {
      method: "POST",
      body: JSON.stringify({ superviseurId: awaId, typeOperation: "depot", montant: 1_000 + i, partenaireNom: "Client Pagination" }),
    });
  }
  await apiCall("/api/transactions/admin/create", {
    method: "POST",
    body: JSON.stringify({ superviseurId: awaId, typeOperation: "depot", montant: 10_000, typeCompte: "WAVE", description: "à corriger e2e" }),
  });
  // a deleted line, for the deletion history (an account opened for her, whose lines are then deleted)
  await apiCall("/api/transactions/accounts", {
    method: "POST",
    body: JSON.stringify({ supervisorId: awaId, accountType: "AUTRES", initialBalance: 500, balance: 0 }),
  });
  await apiCall(`/api/transactions/supervisors/${awaId}/lines/debut`, { method: "DELETE", body: JSON.stringify({ accountKey: "AUTRES" }) });
  await apiCall(`/api/transactions/supervisors/${awaId}/lines/sortie`, { method: "DELETE", body: JSON.stringify({ accountKey: "AUTRES" }) });
});
test.afterAll(async () => {
  await closeContexts(browser);
});

/** Types in the search box once React listens to it (the first rows are in the server's HTML before that). */
async function search(page: Page, text: string) {
  const box = page.getByLabel("Rechercher");
  await waitForHydration(box);
  await box.fill(text);
}

/** Opens the first row's detail once the table's code has arrived (its chunk comes after the page). */
async function openFirstRow(page: Page) {
  const row = page.getByTestId("transaction-row").first();
  await waitForHydration(row);
  await row.click();
}

test.describe("list", () => {
  test("filters and paginates at 1280 px with 5 page buttons", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin/transactions");
    await search(page, "Client Pagination");
    await expectLocator(page.getByTestId("pagination-range")).toHaveText("1 à 5 sur 26");
    await expectLocator(page.getByTestId("page-button")).toHaveCount(5);
    await expectLocator(page.getByTestId("transaction-row")).toHaveCount(5);
    await expectLocator(page.getByTestId("stat-Dépôts")).toContainText("26 transactions");
    await page.getByRole("button", { name: "Page 2" }).click();
    await expectLocator(page.getByTestId("pagination-range")).toHaveText("6 à 10 sur 26");
    await page.getByRole("button", { name: "Page suivante" }).click();
    await expectLocator(page.getByTestId("pagination-range")).toHaveText("11 à 15 sur 26");
    const first = page.getByTestId("transaction-row").first();
    await expectLocator(first).toContainText("Client Pagination");
    await expectLocator(first).toContainText("Partenaire");
    await expectLocator(first).toContainText("Awa Ndiaye");
    await screenshot(page, "transactions-admin-1280");
    await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Retrait" });
    await page.getByText("Aucune transaction trouvée").waitFor();
    await page.getByText("Essayez de modifier vos filtres").waitFor();
    await page.context().close();
  });

  test("filters and paginates at 360 px with 3 page buttons, filters folded away", async () => {
    const page = await newPage(browser, { role: "admin", viewport: MOBILE });
    await page.goto("/admin/transactions");
    await expectLocator(page.getByLabel("Rechercher")).toHaveCount(0);
    await page.getByRole("button", { name: "Filtres" }).click();
    await search(page, "Client Pagination");
    await expectLocator(page.getByTestId("pagination-range")).toHaveText("1 à 5 sur 26");
    await expectLocator(page.getByTestId("page-button")).toHaveCount(3);
    await expectLocator(page.getByTestId("transaction-card")).toHaveCount(5);
    await page.getByRole("button", { name: "Page 3" }).click();
    await expectLocator(page.getByTestId("pagination-range")).toHaveText("11 à 15 sur 26");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "transactions-admin-360");
    await page.context().close();
  });

  test("exports the filtered rows as a JSON file", async () => {
    const page = await newPage(browser, { role: "admin" });
    await page.goto("/admin/transactions");
    await search(page, "Client Pagination");
    await expectLocator(page.getByTestId("pagination-range")).toHaveText("1 à 5 sur 26");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporter" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions_today_\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(file.count).toBe(26);
    expect(file.transactions.every((t: { intervenant: { nom: string } }) => t.intervenant.nom === "Client Pagination")).toBe(true);
    await expectToast(page, "26 transactions exportées.");
    await page.context().close();
  });

  test("gives the supervisor his own view: no supervisor filter, 3 columns, his placeholder", async () => {
    const page = await newPage(browser, { role: "supervisor", viewport: DESKTOP });
    await page.goto("/supervisor/transactions");
    await page.getByPlaceholder("Nom partenaire, opérateur...").waitFor();
    await expectLocator(page.getByRole("combobox", { name: "Superviseur" })).toHaveCount(0);
    await expectLocator(page.getByRole("combobox", { name: "Opérateur" })).toHaveCount(1);
    await search(page, "Client Pagination");
    await page.getByText("Aucune transaction trouvée").waitFor();
    await screenshot(page, "transactions-supervisor-1280");
    await page.context().close();
  });
});

test.describe("detail", () => {
  const waveLine = (page: Page) =>
    page.locator('[data-testid="supervisor-card"][data-supervisor="Awa Ndiaye"] [data-testid="account-line"][data-line="debut:WAVE"] [data-testid="line-value"]');
  const francs = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

  test("changes an amount and the dashboard line follows; deletes with a reason found in the audit history", async () => {
    const page = await newPage(browser, { role: "admin" });
    await page.goto("/admin");
    const before = francs(await waveLine(page).textContent());

    await page.goto("/admin/transactions");
    await search(page, "à corriger e2e");
    await openFirstRow(page);
    const dialog = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    await dialog.getByText("Permissions").waitFor();
    await expectLocator(dialog.getByTestId("permissions-sentence")).toHaveText(/^Vous pouvez modifier et supprimer cette opération jusqu'au .+, \d{1,2}\sh\s\d\d\.$/);
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Aucune modification détectée");
    await dialog.getByLabel("Montant (FCFA)").fill("12500");
    await screenshot(page, "transactions-detail-1280");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Transaction modifiée avec succès");
    await dialog.waitFor({ state: "detached" });

    await page.goto("/admin");
    await expectLocator(waveLine(page)).toHaveText(formatFcfa(before + 2_500));

    await page.goto("/admin/transactions");
    await search(page, "à corriger e2e");
    await expectLocator(page.getByTestId("transaction-row")).toHaveCount(1);
    await openFirstRow(page);
    await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    await confirm.getByText("Cette action est irréversible. La transaction sera définitivement supprimée.").waitFor();
    const final = confirm.getByRole("button", { name: "Supprimer définitivement" });
    await expectLocator(final).toBeDisabled();
    await confirm.getByLabel(/Raison de la suppression/).fill("   ");
    await expectLocator(final).toBeDisabled();
    await confirm.getByLabel(/Raison de la suppression/).fill("Doublon e2e");
    await expectLocator(final).toBeEnabled();
    await screenshot(page, "transactions-delete-confirm-1280");
    await final.click();
    await expectToast(page, "Transaction supprimée avec succès");
    await page.getByText("Aucune transaction trouvée").waitFor();

    await page.goto("/admin");
    await expectLocator(waveLine(page)).toHaveText(formatFcfa(before - 10_000));

    await page.getByRole("link", { name: "Historique d'audit" }).click();
    await waitForPath(page, "/admin/audit");
    await page.getByRole("combobox", { name: "Action" }).selectOption({ label: "Transaction supprimée" });
    const entry = page.getByTestId("audit-entry").filter({ hasText: "Raison : Doublon e2e" });
    await entry.waitFor();
    await expectLocator(entry).toContainText("Admin Principal");
    await expectLocator(entry).toContainText("Awa Ndiaye");
    await screenshot(page, "audit-1280");
    await page.context().close();
  });

  test("shows the audit history at 360 px", async () => {
    const page = await newPage(browser, { role: "admin", viewport: MOBILE });
    await page.goto("/admin/audit");
    await page.getByTestId("audit-entry").first().waitFor();
    await page.getByRole("tab", { name: "Suppressions de lignes" }).click();
    await page.getByTestId("deletion-entry").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "audit-deletions-360");
    await page.context().close();
  });
});

test.describe("detail footer and rights sentence", () => {
  const PARTNER = "Client Pouce e2e";
  const DAKAR = "Africa/Dakar"; // the e2e server's APP_TIMEZONE
  let until: Date; // the admin's deadline (creation + 7 days), as the details route answers it

  const box = async (locator: Locator) => {
    const b = await locator.boundingBox();
    if (!b) throw new Error("élément sans boîte (invisible)");
    return b;
  };
  /** The footer's three boxes, once the dialog's opening zoom has ended (a box measured mid-zoom is scaled down). */
  const footerButtons = async (dialog: Locator) => {
    await dialog.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)),
    );
    return Promise.all(["Supprimer", "Annuler", "Sauvegarder"].map((name) => box(dialog.getByRole("button", { name, exact: true }))));
  };

  // a supervisor of this describe's own: the fixture supervisors' figures are other files' to assert
  let own: Awaited<ReturnType<typeof createUserAsAdmin>>;

  test.beforeAll(async () => {
    own = await createUserAsAdmin(browser, { nomComplet: "Pape Pouce", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
    const created = await apiCall("/api/transactions/admin/create", {
      method: "POST",
      body: JSON.stringify({ superviseurId: own.id, typeOperation: "depot", montant: 3_000, partenaireNom: PARTNER }),
    });
    const details = await apiCall(`/api/transactions/${created.transaction.id}/details`);
    until = new Date(details.permissions.modifiableUntil);
  });

  test("at 360 × 740 (touch): Supprimer on a row of its own, above Annuler and Sauvegarder; the supervisor may act until tomorrow", async () => {
    const page = await newPage(browser, { viewport: MOBILE, touch: true });
    await loginThroughForm(page, own);
    await waitForPath(page, "/supervisor");
    await page.goto("/supervisor/transactions");
    const card = page.getByTestId("transaction-card").filter({ hasText: PARTNER }).first();
    await waitForHydration(card);
    await card.tap();
    const dialog = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    // his own deposit: 1 day after its creation, the same hour as the admin's 7 days
    await expectLocator(dialog.getByTestId("permissions-sentence")).toHaveText(
      `Vous pouvez modifier et supprimer cette opération jusqu'à demain ${formatHourFr(until, DAKAR)}.`,
    );
    await dialog.getByTestId("permissions-sentence").scrollIntoViewIfNeeded(); // the sentence and the footer in one picture
    const [del, cancel, save] = await footerButtons(dialog);
    await screenshotScreen(page, "transactions-detail-footer-360");
    expect(Math.abs(cancel.y - save.y)).toBeLessThan(1); // Annuler and Sauvegarder share the bottom row
    expect(del.y + del.height + 16).toBeLessThanOrEqual(save.y); // Supprimer above, a clear gap between
    expect(del.x + del.width).toBeLessThanOrEqual(save.x); // and not above Sauvegarder either
    for (const b of [del, cancel, save]) expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
    expect(save.y + save.height).toBeLessThanOrEqual(MOBILE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // deleting still asks for a reason first
    await dialog.getByRole("button", { name: "Supprimer", exact: true }).tap();
    const confirm = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    await expectLocator(confirm.getByRole("button", { name: "Supprimer définitivement" })).toBeDisabled();
    await screenshotScreen(page, "transactions-detail-delete-confirm-360");
    await confirm.getByRole("button", { name: "Annuler" }).tap();
    await confirm.waitFor({ state: "detached" });
    await expectLocator(dialog).toBeVisible();
    await page.context().close();
  });

  test("at 1280: Supprimer alone at the left, Annuler and Sauvegarder at the right; the admin may act for 7 days", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin/transactions");
    await search(page, PARTNER);
    await expectLocator(page.getByTestId("transaction-row")).toHaveCount(1);
    await openFirstRow(page);
    const dialog = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    const day = dayIn(DAKAR, until);
    const date = formatWeekdayFr(day, day.slice(0, 4) !== dayIn(DAKAR).slice(0, 4));
    await expectLocator(dialog.getByTestId("permissions-sentence")).toHaveText(
      `Vous pouvez modifier et supprimer cette opération jusqu'au ${date}, ${formatHourFr(until, DAKAR)}.`,
    );
    const [del, cancel, save] = await footerButtons(dialog);
    await screenshotScreen(page, "transactions-detail-footer-1280");
    expect(Math.abs(del.y - save.y)).toBeLessThan(1);
    expect(Math.abs(cancel.y - save.y)).toBeLessThan(1);
    expect(cancel.x - (del.x + del.width)).toBeGreaterThanOrEqual(96); // a wide gap, Annuler next to Sauvegarder
    expect(save.x - (cancel.x + cancel.width)).toBeLessThan(16);
    await page.context().close();
  });
});
