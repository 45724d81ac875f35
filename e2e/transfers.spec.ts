// Money between kiosks, in Chromium at 1280 and 360 px: a supervisor sends Orange Money float to another from the +
// menu's "Transfert" (the sentence says what it will do), the receiver sees it at once on his dashboard and in his
// transactions and contests it, the admin sees it contested and corrects it (both kiosks at once); the admin
// allocates UV Master credit; a transfer made with no network waits on the device and is recorded once. Each
// journey uses supervisors of this file's own, so no other journey's figures move.
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations } from "./support/axe";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator, poll } from "./support/expect";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

/** A text with its no-break spaces (amounts: "300 000 F") as plain ones. */
const squash = (text: string | null) => (text ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** Waits until the element reads `text`, spaces of any kind alike. */
async function expectPlain(locator: Locator, text: string) {
  await poll(
    async () => squash(await locator.textContent().catch(() => null)) === text,
    async () => `attendu « ${text} », trouvé « ${squash(await locator.textContent().catch(() => null))} »`,
  );
}

let browser: Browser;
type Supervisor = Awaited<ReturnType<typeof createUserAsAdmin>>;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const newSupervisor = (nomComplet: string) => createUserAsAdmin(browser, { nomComplet, telephone: uniquePhone("75"), role: "SUPERVISEUR" });

async function signedIn(supervisor: Supervisor, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await loginThroughForm(page, supervisor);
  await waitForPath(page, "/supervisor");
  await page.getByTestId("supervisor-gr").waitFor();
  return { context, page };
}

/** Both widths of what the screen shows now, with nothing wider than a 360 px phone. */
async function captureScreen(page: Page, name: string, viewport: { width: number }) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshotScreen(page, `${name}-${viewport.width}`);
}

/** The + menu's "Transfert entre kiosques": the transfer's own form (`capture`: the menu's screenshot first). */
async function openTransfer(page: Page, capture?: () => Promise<void>) {
  const add = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(add);
  await add.click();
  const dialog = transactionDialog(page);
  await dialog.getByRole("button", { name: /Transfert entre kiosques/ }).waitFor();
  await capture?.();
  await dialog.getByRole("button", { name: /Transfert entre kiosques/ }).click();
  const form = page.getByRole("dialog", { name: "Transfert entre kiosques" });
  await form.waitFor();
  return form;
}

async function choose(page: Page, form: ReturnType<Page["getByRole"]>, field: string, option: RegExp | string) {
  await form.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option }).click();
}

/** The transfers of a kiosk as the admin's API lists them. */
async function transfersOf(supervisor: Supervisor) {
  const admin = await adminApi(browser);
  const res = await admin.request.get(`/api/transactions/transfers?period=today&supervisorId=${supervisor.id}`);
  const body = await res.json();
  await admin.close();
  return body.data.transfers as { id: string; montant: number; status: string }[];
}

for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["phone", MOBILE],
] as const) test.describe(`a transfer between kiosks (${name})`, () => {
  let sender: Supervisor;
  let receiver: Supervisor;

  test.beforeAll(async () => {
    sender = await newSupervisor(`Moussa Float ${name}`);
    receiver = await newSupervisor(`Awa Kiosque ${name}`);
  });

  test("the sender sends Orange Money float from the + menu, saying what it will do, and sees it on his dashboard", async () => {
    const { context, page } = await signedIn(sender, viewport);
    const form = await openTransfer(page, () => captureScreen(page, `transfer-plus-menu-${name}`, viewport));
    await choose(page, form, "Compte de départ", /Orange Money/);
    await choose(page, form, "Vers (kiosque qui reçoit)", receiver.nomComplet);
    // the arriving account follows the departing one
    await expectLocator(form.getByRole("combobox", { name: "Compte d'arrivée" })).toContainText("Orange Money");
    await form.getByLabel("Montant").fill("300000");
    await form.getByLabel("Note (optionnel)").fill("Appoint de float");
    await expectPlain(form.getByTestId("transfer-sentence"), `${sender.nomComplet} : -300 000 F sur Orange Money → ${receiver.nomComplet} : +300 000 F`);
    await captureScreen(page, `transfer-form-${name}`, viewport);
    await form.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Transfert enregistré");
    await form.waitFor({ state: "detached" });
    // his Fin side carries the transfer, named after the other kiosk
    const line = page.locator(`[data-line="sortie:sup-${receiver.id}"]`);
    await expectLocator(line).toContainText(`↔ ${receiver.nomComplet}`);
    expect(squash(await line.getByTestId("line-value").textContent())).toBe("300 000 F");
    await screenshot(page, `transfer-sender-dashboard-${name}-${viewport.width}`);
    const recorded = await transfersOf(sender);
    expect(recorded.map((t) => [t.montant, t.status])).toEqual([[300_000, "VALIDE"]]);
    await context.close();
  });

  test("the receiver sees it at once, in his dashboard and his transactions, and contests it", async () => {
    const { context, page } = await signedIn(receiver, viewport);
    const line = page.locator(`[data-line="debut:sup-${sender.id}"]`);
    await expectLocator(line).toContainText(`↔ ${sender.nomComplet}`);
    expect(squash(await line.getByTestId("line-value").textContent())).toBe("300 000 F");
    await screenshot(page, `transfer-receiver-dashboard-${name}-${viewport.width}`);
    await page.goto("/supervisor/transactions");
    await expectLocator(page.getByTestId("stat-Transferts")).toContainText("1");
    const row = page.getByTestId(viewport === MOBILE ? "transaction-card" : "transaction-row").first();
    await expectLocator(row).toContainText("Transfert reçu");
    await expectLocator(row).toContainText(sender.nomComplet);
    await waitForHydration(row);
    await row.click();
    const detail = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    const block = detail.getByTestId("transfer-detail");
    await expectLocator(block.getByTestId("transfer-detail-sentence")).toContainText("Orange Money");
    await block.getByRole("button", { name: "Contester" }).click();
    await block.getByLabel(/Pourquoi contestez-vous ce transfert/).fill("Reçu 250 000 F seulement");
    await captureScreen(page, `transfer-contest-${name}`, viewport);
    await block.getByRole("button", { name: "Envoyer la contestation" }).click();
    await expectToast(page, "Transfert contesté");
    await detail.waitFor({ state: "detached" });
    expect((await transfersOf(receiver)).map((t) => t.status)).toEqual(["CONTESTE"]);
    await context.close();
  });

  test("the admin sees it contested and corrects it on both kiosks at once", async () => {
    const page = await newPage(browser, { role: "admin", viewport });
    // the contest's notification links to the week's transfers
    const notes = await page.request.get("/api/notifications?limit=20");
    const link = ((await notes.json()).data.notifications as { kind: string; link: string }[]).find((n) => n.kind === "TRANSFER_CONTESTED")!.link;
    expect(link).toBe("/admin/transactions?type=transfert&period=week");
    await page.goto(link);
    if (viewport === MOBILE) await page.getByRole("button", { name: /Filtres/ }).click();
    expect(await page.getByLabel("Type").inputValue()).toBe("transfert");
    await waitForHydration(page.getByLabel("Rechercher"));
    await page.getByLabel("Rechercher").fill(receiver.nomComplet);
    // network-wide the transfer is one row, « sender → receiver »
    const row = page.getByTestId(viewport === MOBILE ? "transaction-card" : "transaction-row").filter({ hasText: `${sender.nomComplet} → ${receiver.nomComplet}` }).first();
    await expectLocator(row.getByTestId("transfer-status-badge")).toHaveText("Contesté");
    await captureScreen(page, `transfer-admin-list-${name}`, viewport);
    await waitForHydration(row);
    await row.click();
    const detail = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    const block = detail.getByTestId("transfer-detail");
    await expectLocator(block).toContainText("Reçu 250 000 F seulement");
    await block.getByRole("button", { name: "Corriger ou confirmer" }).click();
    await block.getByLabel("Montant").fill("250000");
    await block.getByLabel("Raison de la correction").fill("Recompté avec les deux kiosques");
    await captureScreen(page, `transfer-correct-${name}`, viewport);
    await block.getByRole("button", { name: "Enregistrer la correction" }).click();
    await expectToast(page, "Transfert corrigé sur les deux kiosques");
    const [transfer] = await transfersOf(sender);
    expect([transfer!.montant, transfer!.status]).toEqual([250_000, "CORRIGE"]);
    // both kiosks' lines followed
    const admin = await adminApi(browser);
    const lines = await Promise.all(
      [sender, receiver].map(async (s) => (await (await admin.request.get(`/api/transactions/dashboard/supervisor/${s.id}`)).json()).data.dashboard.comptes),
    );
    await admin.close();
    expect([lines[0].sortie[`sup-${receiver.id}`], lines[1].debut[`sup-${sender.id}`]]).toEqual([250_000, 250_000]);
    // and the admin's cards show them, named after the other kiosk, with no action on them
    await page.goto("/admin");
    const card = page.locator('[data-testid="supervisor-card"]').filter({ hasText: receiver.nomComplet }).first();
    const line = card.locator(`[data-line="debut:sup-${sender.id}"]`);
    await expectLocator(line).toContainText(`↔ ${sender.nomComplet}`);
    await expectPlain(line.getByTestId("line-value"), "250 000 F");
    expect(await line.getByRole("button").count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `transfer-admin-dashboard-${name}-${viewport.width}`);
    await page.context().close();
  });
});

for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["phone", MOBILE],
] as const) test.describe(`an allocation of UV Master (${name})`, () => {
  test("the admin allocates from the + menu: the supervisor's UV Master Début grows", async () => {
    const supervisor = await newSupervisor(`Khady UV ${name}`);
    const page = await newPage(browser, { role: "admin", viewport });
    await page.goto("/admin");
    const add = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(add);
    await add.click();
    await transactionDialog(page).getByRole("button", { name: /Allocation UV Master/ }).click();
    const form = page.getByRole("dialog", { name: "Allocation UV Master" });
    await choose(page, form, "Superviseur", supervisor.nomComplet);
    await form.getByLabel("Montant").fill("150000");
    await expectPlain(form.getByTestId("allocation-summary"), `⭐ UV Master de ${supervisor.nomComplet} : +150 000 F au Début`);
    await captureScreen(page, `allocation-form-${name}`, viewport);
    await form.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Allocation UV Master enregistrée");
    const card = page.locator(`[data-testid="supervisor-card"]`).filter({ hasText: supervisor.nomComplet });
    await expectPlain(card.locator('[data-line="debut:UV_MASTER"]').getByTestId("line-value"), "150 000 F");
    await page.context().close();
  });
});

test.describe("a transfer made with no network", () => {
  test("waits on the device and is recorded once when the network is back", async () => {
    const sender = await newSupervisor("Binta Horsligne Transfert");
    const receiver = await newSupervisor("Ousmane Reçoit");
    const { context, page } = await signedIn(sender, MOBILE);
    const form = await openTransfer(page);
    await choose(page, form, "Compte de départ", /Wave/);
    await choose(page, form, "Vers (kiosque qui reçoit)", receiver.nomComplet);
    await form.getByLabel("Montant").fill("40000");
    await context.setOffline(true);
    await form.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Pas de réseau : opération gardée sur l'appareil, elle sera envoyée au retour du réseau.");
    await form.waitFor({ state: "detached" });
    await page.getByTestId("pending-entry").waitFor();
    expect(squash(await page.getByTestId("pending-entry").textContent())).toContain(`Transfert 40 000 F → ${receiver.nomComplet}`);
    expect(await transfersOf(sender)).toHaveLength(0);
    await context.setOffline(false);
    await expectToast(page, "Opération envoyée");
    await expectLocator(page.getByTestId("pending-entry")).toHaveCount(0);
    expect((await transfersOf(sender)).map((t) => t.montant)).toEqual([40_000]);
    await page.reload();
    await page.getByTestId("supervisor-gr").waitFor();
    await page.waitForTimeout(1_000);
    expect(await transfersOf(sender)).toHaveLength(1);
    await screenshot(page, "transfer-offline-sent-360");
    await context.close();
  });
});

// ——— The receiver told, the network's list counting a transfer once, the admin's form and dialog ———

/** axe finds no violation, of any impact, in what the page shows now. */
async function expectNoAxeViolation(page: Page, where: string) {
  await page.waitForTimeout(300);
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${where} : ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The admin records a transfer through the API (the sender's kiosk named). */
async function adminTransfer(from: Supervisor, to: Supervisor, montant: number, accounts: [string, string] = ["LIQUIDE", "LIQUIDE"]) {
  const admin = await adminApi(browser);
  const res = await admin.request.post("/api/transactions/transfers", {
    data: { fromSupervisorId: from.id, fromAccount: accounts[0], toSupervisorId: to.id, toAccount: accounts[1], montant },
  });
  const body = await res.json();
  await admin.close();
  if (res.status() !== 201) throw new Error(`transfert e2e impossible : ${res.status()} ${JSON.stringify(body)}`);
  return body.data.transfer.id as string;
}

/** Inside the window without scrolling: the page has not moved and the element's box ends above the fold. */
async function withinFirstScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  const height = page.viewportSize()!.height;
  expect([what, scrolled, !!box && box.y >= 0 && box.y + box.height <= height]).toEqual([what, 0, true]);
}

/** An element's background is not a red (r well above g and b). */
async function notRed(locator: Locator): Promise<boolean> {
  const rgb = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  return !(r! > 150 && r! - g! > 60 && r! - b! > 60);
}

test.describe("the receiver of a transfer (360 × 740)", () => {
  test("is notified, sees it first with Confirmer and Contester on the first screen, one status, one Annuler", async () => {
    const sender = await newSupervisor("Modou Envoie Notifié");
    const receiver = await newSupervisor("Fatou Reçoit Notifiée");
    const contested = await adminTransfer(sender, receiver, 45_000, ["ORANGE_MONEY", "WAVE"]);
    const { context, page } = await signedIn(receiver, MOBILE);
    // the notice, written with the transfer
    const notes = (await (await page.request.get("/api/notifications?limit=20")).json()).data;
    const notice = (notes.notifications as { kind: string; link: string; message: string; unread: boolean }[]).find((n) => n.kind === "TRANSFER_RECEIVED");
    expect([notice?.link, notice?.unread, squash(notice?.message ?? "")]).toEqual([
      `/supervisor?transfert=${contested}`,
      true,
      `${sender.nomComplet} vous a transféré 45 000 F (Orange Money → Wave) : confirmez-le ou contestez-le sur votre tableau de bord.`,
    ]);
    // first on his dashboard, its two answers within the first screen
    const block = page.getByTestId("received-transfers");
    const item = block.locator(`[data-transfer="${contested}"]`);
    await expectLocator(item).toContainText(`${sender.nomComplet} vous a transféré`);
    await expectPlain(item.locator("span.font-semibold").first(), `${sender.nomComplet} vous a transféré 45 000 F`);
    const blockBox = await block.boundingBox();
    const barBox = await page.getByTestId("supervisor-gr").boundingBox();
    expect(blockBox!.y).toBeLessThan(barBox!.y);
    await withinFirstScreen(page, item.getByRole("button", { name: "Confirmer" }), "Confirmer");
    await withinFirstScreen(page, item.getByRole("button", { name: "Contester" }), "Contester");
    await screenshotScreen(page, "transfer-received-first-360");
    await expectNoAxeViolation(page, "tableau de bord avec un transfert reçu");
    // contesting: its own Annuler only
    await item.getByRole("button", { name: "Contester" }).click();
    await expectLocator(item.getByRole("button", { name: "Annuler" })).toHaveCount(1);
    await item.getByLabel(/Pourquoi contestez-vous ce transfert/).fill("Rien reçu sur Wave");
    await withinFirstScreen(page, item.getByRole("button", { name: "Envoyer la contestation" }), "Envoyer la contestation");
    await screenshotScreen(page, "transfer-received-contest-360");
    await item.getByRole("button", { name: "Envoyer la contestation" }).click();
    await expectToast(page, "Transfert contesté");
    await expectLocator(block).toHaveCount(0);

    // a second one, confirmed from the dashboard
    const confirmed = await adminTransfer(sender, receiver, 20_000);
    await page.reload();
    const next = page.locator(`[data-transfer="${confirmed}"]`);
    await waitForHydration(next.getByRole("button", { name: "Confirmer" }));
    await next.getByRole("button", { name: "Confirmer" }).click();
    await expectToast(page, "Transfert confirmé : merci");
    await expectLocator(page.getByTestId("received-transfers")).toHaveCount(0);
    const statuses = Object.fromEntries((await transfersOf(receiver)).map((t) => [t.id, t.status]));
    expect([statuses[contested], statuses[confirmed]]).toEqual(["CONTESTE", "CONFIRME"]);

    // the detail of a received side: one status, no red on the money received, its actions on the first screen
    const third = await adminTransfer(sender, receiver, 10_000);
    await page.goto("/supervisor/transactions");
    const card = page.getByTestId("transaction-card").filter({ hasText: "Transfert reçu" }).first();
    await waitForHydration(card);
    await card.click();
    const detail = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    const transfer = detail.getByTestId("transfer-detail");
    await expectLocator(transfer.getByTestId("transfer-status")).toHaveText("Validé");
    const text = squash(await detail.textContent());
    expect(text.match(/Validée?|Contesté|Confirmé|Corrigé/g)).toEqual(["Validé"]);
    expect(await notRed(detail.getByText("Transfert reçu", { exact: true }))).toBe(true);
    await withinFirstScreen(page, transfer.getByRole("button", { name: "Contester" }), "Contester (détail)");
    await withinFirstScreen(page, transfer.getByRole("button", { name: "Confirmer" }), "Confirmer (détail)");
    await screenshotScreen(page, "transfer-received-detail-360");
    await expectNoAxeViolation(page, "détail d'un transfert reçu");
    await transfer.getByRole("button", { name: "Contester" }).click();
    await expectLocator(detail.getByRole("button", { name: "Annuler" })).toHaveCount(1);
    await screenshotScreen(page, "transfer-received-detail-contest-360");
    await detail.getByRole("button", { name: "Annuler" }).click();
    await transfer.getByRole("button", { name: "Confirmer" }).click();
    await expectToast(page, "Transfert confirmé : merci");
    expect(Object.fromEntries((await transfersOf(receiver)).map((t) => [t.id, t.status]))[third]).toBe("CONFIRME");
    await context.close();
  });
});

test.describe("the admin's transactions list and transfer dialog (1280)", () => {
  test("counts a transfer once network-wide and its side on a kiosk, and says what he may do with it", async () => {
    const tag = `Zeta${Date.now().toString(36)}`;
    const a = await newSupervisor(`${tag} Alpha`);
    const b = await newSupervisor(`${tag} Bravo`);
    // the oracle: what this test records, in francs
    const deposit = 120_000;
    const transfers = [50_000, 30_000];
    const admin = await adminApi(browser);
    const dep = await admin.request.post("/api/transactions/admin/create", { data: { superviseurId: a.id, typeOperation: "depot", montant: deposit, typeCompte: "LIQUIDE" } });
    await admin.close();
    expect(dep.status()).toBe(201);
    const first = await adminTransfer(a, b, transfers[0]!, ["ORANGE_MONEY", "WAVE"]);
    await adminTransfer(b, a, transfers[1]!);
    const compact = (francs: number) => `${Math.round(francs / 1000)} K F`;
    const count = (n: number) => `${n} transaction${n > 1 ? "s" : ""}`;
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin/transactions");
    const search = page.getByLabel("Rechercher");
    await waitForHydration(search);
    await search.fill(tag);
    const rows = page.getByTestId("transaction-row");
    await expectLocator(rows).toHaveCount(1 + transfers.length);
    const card = (label: string) => page.getByTestId(`stat-${label}`);
    await expectPlain(card("Transferts"), `Transferts${compact(sum(transfers))}${count(transfers.length)}`);
    await expectPlain(card("Dépôts"), `Dépôts${compact(deposit)}${count(1)}`);
    await expectPlain(card("Total"), `Total${compact(deposit + sum(transfers))}${count(1 + transfers.length)}`);
    const row = rows.filter({ hasText: `${a.nomComplet} → ${b.nomComplet}` });
    await expectLocator(row).toContainText("Orange Money → Wave");
    await expectPlain(row.getByTestId("row-amount"), "50 000 F");
    await screenshotScreen(page, "transfer-admin-list-network-1280");
    await expectNoAxeViolation(page, "transactions du réseau");

    // one kiosk chosen: its sides, each counted
    const kiosk = page.getByLabel("Superviseur", { exact: true });
    await poll(async () => (await kiosk.locator(`option[value="${b.id}"]`).count()) === 1, async () => `« ${b.nomComplet} » absent du filtre Superviseur`);
    await kiosk.selectOption(b.id);
    await expectPlain(card("Transferts"), `Transferts${compact(sum(transfers))}${count(transfers.length)}`);
    await expectLocator(rows).toHaveCount(transfers.length);
    await expectLocator(rows.filter({ hasText: "Transfert reçu" })).toHaveCount(1);
    await expectLocator(rows.filter({ hasText: "Transfert envoyé" })).toHaveCount(1);
    await screenshotScreen(page, "transfer-admin-list-kiosk-1280");

    // the dialog says what he may do, and offers just that
    const received = rows.filter({ hasText: "Transfert reçu" });
    await waitForHydration(received);
    await received.click();
    const detail = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    await expectLocator(detail.getByTestId("transfer-rights")).toHaveText("Vous pouvez corriger le montant de ce transfert ou le supprimer : les deux kiosques changent ensemble.");
    expect(squash(await detail.textContent())).not.toMatch(/ni modifier ni supprimer/);
    await expectLocator(detail.getByRole("button", { name: "Corriger le montant" })).toHaveCount(1);
    await expectLocator(detail.getByRole("button", { name: "Supprimer le transfert" })).toHaveCount(1);
    await screenshotScreen(page, "transfer-admin-dialog-1280");
    await expectNoAxeViolation(page, "dialogue d'un transfert (admin)");
    expect(first).toBeTruthy();
    await page.context().close();
  });

  test("the transfer form submitted empty says « requis » under each missing field", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin");
    const form = await openTransfer(page);
    await form.waitFor();
    await page.getByRole("button", { name: "Valider" }).click();
    for (const message of ["Kiosque qui envoie requis", "Compte de départ requis", "Kiosque qui reçoit requis", "Compte d'arrivée requis"]) {
      await expectLocator(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    expect(await page.getByText("Type de compte invalide").count()).toBe(0);
    await screenshotScreen(page, "transfer-admin-form-empty-1280");
    await page.context().close();
  });
});
