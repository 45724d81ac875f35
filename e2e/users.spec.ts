// Users screen journeys: the admin creates, suspends (the user's open page is cut off at its next call),
// reactivates, regenerates, edits and deletes a user; search, role and status filters and pages, read by the
// server (the oldest of 400 users found); codes; screenshots.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newPage, pagePool, screenshot } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator, poll } from "./support/expect";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";
import { formatPhone } from "@/lib/domain/phone";

let browser: Browser;
// the admin's users screen, one page per size: each journey opens it whole, and what it changes is on the
// server (users, filters are the page's own); the journeys that route its requests take their own context
const pool = pagePool(() => browser);
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await pool.close();
  await closeContexts(browser);
});

/** The admin's users screen, opened anew, once its figures are shown. */
async function usersPage(viewport = DESKTOP): Promise<Page> {
  const page = await pool.page("admin", viewport);
  await page.goto("/admin/users");
  await page.getByTestId("stat-total").waitFor();
  return page;
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole("button", { name: `Actions pour ${name}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

/** The code of the dialog that shows a new access code, which is then closed. */
async function takeCode(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  const code = (await dialog.getByTestId("code-dialog-value").textContent())!.trim();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await dialog.waitFor({ state: "detached" });
  return code;
}

test.describe("users screen", () => {
  test("the admin creates, suspends, reactivates, regenerates, edits and deletes a user", async () => {
    const admin = await usersPage();
    const telephone = uniquePhone("79");
    const name = "Ibou Sarr";

    // create: missing fields first
    await admin.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const dialog = admin.getByRole("dialog", { name: "Nouvel utilisateur" });
    await dialog.getByLabel("Nom complet").fill(`  ${name} `);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(admin, "Champs manquants");
    await expectToast(admin, "Veuillez remplir tous les champs obligatoires");
    await dialog.getByLabel("Téléphone").fill(telephone);
    await dialog.getByLabel("Adresse").fill("Marché Central, Kaolack");
    await dialog.getByRole("radio", { name: "Superviseur" }).click();
    await screenshotScreen(admin, "users-create-dialog-1280");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(admin, "Utilisateur créé");
    const codeDialog = admin.getByRole("dialog", { name: "Code d'accès généré" });
    await expectLocator(codeDialog.getByTestId("code-dialog-sms")).toHaveText(`Envoyé par SMS au ${formatPhone(telephone)}.`);
    const code = await takeCode(admin, "Code d'accès généré");
    expect(code).toMatch(/^[0-9]{6}$/);
    const row = admin.locator(`[data-testid="user-row"][data-user="${telephone}"]`);
    await row.getByText(name, { exact: true }).waitFor();
    await row.getByText("Marché Central, Kaolack").waitFor();
    await row.getByText("Actif").waitFor();

    // the new supervisor works on his profile page
    const user = await newPage(browser);
    await loginThroughForm(user, { telephone, code });
    await waitForPath(user, "/supervisor");
    await user.goto("/supervisor/profile");
    await user.getByTestId("profile-name").waitFor();

    // suspend: his open page is cut off at its next call, and his login is refused
    await rowAction(admin, name, "Suspendre");
    await expectToast(admin, "Utilisateur suspendu");
    await row.getByText("Suspendu").waitFor();
    await user.getByRole("button", { name: "Afficher mon code" }).click();
    await waitForPath(user, "/auth");
    await loginThroughForm(user, { telephone, code });
    await expectToast(user, "Votre compte est suspendu. Contactez l'administrateur.");

    // reactivate: he logs in again
    await rowAction(admin, name, "Activer");
    await expectToast(admin, "Utilisateur activé");
    await row.getByText("Actif").waitFor();
    await loginThroughForm(user, { telephone, code });
    await waitForPath(user, "/supervisor");

    // regenerate: the new code is shown until closed, the old one stops working
    await rowAction(admin, name, "Régénérer le code");
    await admin.getByRole("alertdialog").getByRole("button", { name: "Régénérer" }).click();
    await expectToast(admin, "Code régénéré");
    const newCode = await takeCode(admin, "Nouveau code d'accès");
    expect(newCode).not.toBe(code);
    await admin.getByRole("button", { name: "Voir codes" }).click();
    await expectLocator(row.getByTestId("user-code")).toHaveText(newCode);
    await admin.getByRole("button", { name: "Masquer codes" }).click();
    await expectLocator(row.getByTestId("user-code")).toHaveCount(0);
    await loginThroughForm(user, { telephone, code });
    await expectToast(user, "Numéro de téléphone ou code d'accès incorrect");
    await loginThroughForm(user, { telephone, code: newCode });
    await waitForPath(user, "/supervisor");
    await user.context().close();

    // Modifier: name and address
    await rowAction(admin, name, "Modifier");
    const edit = admin.getByRole("dialog", { name: "Modifier l'utilisateur" });
    await edit.getByLabel("Nom complet").fill("Ibrahima Sarr");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(admin, "Utilisateur modifié");
    await row.getByText("Ibrahima Sarr", { exact: true }).waitFor();

    // delete, after SPEC's confirmation
    await rowAction(admin, "Ibrahima Sarr", "Supprimer");
    const confirm = admin.getByRole("alertdialog");
    await confirm.getByText("Cette action est définitive et supprimera toutes les données associées.").waitFor();
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expectToast(admin, "Utilisateur supprimé");
    await row.waitFor({ state: "detached" });
    await admin.getByLabel("Rechercher par nom ou téléphone").fill(telephone);
    await admin.getByText("Aucun utilisateur trouvé").waitFor();
  });

  test("searches by name or phone, filters by role, never lists admins, and reveals codes", async () => {
    const partner = await createUserAsAdmin(browser, { nomComplet: "Ndèye Coumba Faye", telephone: uniquePhone("79"), role: "PARTENAIRE" });
    const page = await usersPage();
    const search = page.getByLabel("Rechercher par nom ou téléphone");
    await search.fill("ndeye coumba");
    await expectLocator(page.getByTestId("user-row")).toHaveCount(1);
    await search.fill(partner.telephone.replace(/(\d{2})(\d{3})/, "$1 $2 "));
    await expectLocator(page.getByTestId("user-row")).toHaveCount(1);
    await search.fill("");
    expect(await page.getByTestId("users-table").getByText("Admin Principal").count()).toBe(0);

    await page.getByRole("combobox", { name: "Filtrer par rôle" }).selectOption({ label: "Superviseurs" });
    // the server answers the filter: every row shown is then a supervisor's
    const roles = () => page.getByTestId("user-row").locator("td:nth-child(3)").allTextContents();
    await poll(
      async () => (await roles()).length > 0 && (await roles()).every((role) => role === "Superviseur"),
      async () => `rôles affichés : ${(await roles()).join(", ")}`,
    );
    await page.getByRole("combobox", { name: "Filtrer par rôle" }).selectOption({ label: "Tous les rôles" });

    await page.getByRole("button", { name: "Voir codes" }).click();
    const row = page.locator(`[data-testid="user-row"][data-user="${partner.telephone}"]`);
    await expectLocator(row.getByTestId("user-code")).toHaveText(partner.code);
  });

  test("finds, suspends and pages through the oldest of more than a hundred users: the server searches, accents or not, at 360 and 1280 px", async () => {
    // four pages and more of newer users put her out of the client's reach: only the server's search finds her
    // (each creation hashes its code at the production cost, which is why they are not more)
    test.setTimeout(180_000);
    const doyenne = await createUserAsAdmin(browser, { nomComplet: "Aïssatou Ndiâye Doyenne", telephone: uniquePhone("79"), role: "PARTENAIRE" });
    // 100 newer users, 10 at a time, each with a number of its own
    const admin = await adminApi(browser);
    const base = (Date.now() % 10_000) * 1_000;
    for (let i = 0; i < 100; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, k) => {
          const res = await admin.request.post("/api/users/create", {
            data: { nomComplet: `Client Nombreux ${i + k}`, telephone: `70${String(base + i + k).padStart(7, "0")}`, role: "PARTENAIRE" },
          });
          expect(res.status()).toBe(201);
        }),
      );
    }
    await admin.close();

    const page = await usersPage(MOBILE);
    const pager = page.getByTestId("users-page");
    await expectLocator(pager).toHaveText(/^Page 1 sur \d+ · \d+ utilisateurs$/);
    const pages = Number(/sur (\d+)/.exec((await pager.textContent())!)![1]);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(await page.locator(`[data-testid="user-card"][data-user="${doyenne.telephone}"]`).count()).toBe(0);

    // typed without its accents, the oldest comes first, alone
    await page.getByLabel("Rechercher par nom ou téléphone").fill("aissatou ndiaye");
    const card = page.locator(`[data-testid="user-card"][data-user="${doyenne.telephone}"]`);
    await card.waitFor();
    await expectLocator(pager).toHaveText("Page 1 sur 1 · 1 utilisateur");
    await expectLocator(page.getByTestId("user-card")).toHaveCount(1);
    await screenshot(page, "users-search-oldest-360");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await rowAction(page, doyenne.nomComplet, "Suspendre");
    await expectToast(page, "Utilisateur suspendu");
    await card.getByText("Suspendu").waitFor();
    await page.getByRole("combobox", { name: "Filtrer par statut" }).selectOption({ label: "Suspendus" });
    await card.waitFor();
    await page.getByRole("combobox", { name: "Filtrer par statut" }).selectOption({ label: "Actifs" });
    await page.getByText("Aucun utilisateur trouvé").waitFor();

    // at 1280: the pages in turn, the last one holding the oldest users
    const desktop = await usersPage();
    const pagerDesktop = desktop.getByTestId("users-page");
    await expectLocator(pagerDesktop).toHaveText(/^Page 1 sur/);
    await desktop.getByRole("button", { name: "Page suivante" }).click();
    await expectLocator(pagerDesktop).toHaveText(/^Page 2 sur/);
    await desktop.getByRole("button", { name: "Page précédente" }).click();
    await expectLocator(pagerDesktop).toHaveText(/^Page 1 sur/);
    await desktop.getByLabel("Rechercher par nom ou téléphone").fill(doyenne.telephone.replace(/(\d{2})(\d{3})(\d{2})/, "$1 $2 $3 "));
    await desktop.locator(`[data-testid="user-row"][data-user="${doyenne.telephone}"]`).waitFor();
    await expectLocator(pagerDesktop).toHaveText("Page 1 sur 1 · 1 utilisateur");
    await screenshot(desktop, "users-search-oldest-1280");
  });

  test("shows the server's refusal when deleting fails, and 'Impossible de charger les utilisateurs' when the list cannot load", async () => {
    const page = await newPage(browser, { role: "admin" });
    await page.route("**/api/users/all*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, message: "panne", code: "SERVER_ERROR", data: null }) }));
    await page.goto("/admin/users");
    await expectToast(page, "Impossible de charger les utilisateurs");
    await page.unroute("**/api/users/all*");
    await page.reload();
    const partner = await createUserAsAdmin(browser, { nomComplet: "Solde Simulé", telephone: uniquePhone("79"), role: "PARTENAIRE" });
    await page.reload();
    await page.route(`**/api/users/${partner.id}`, (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ success: false, code: "USER_HAS_BALANCE", message: "Impossible de supprimer un utilisateur avec un solde non nul", data: null }) }),
    );
    await rowAction(page, "Solde Simulé", "Supprimer");
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expectToast(page, "Impossible de supprimer l'utilisateur");
    await expectToast(page, "Impossible de supprimer un utilisateur avec un solde non nul");
    await page.context().close();
  });

  test("shows the failed SMS with their error and sends one again, and the SMS still being sent with their state", async () => {
    // the e2e server's `log` provider never fails: the outbox answers are simulated, the screen is real
    const now = Date.now();
    const sms = (id: string, fields: Record<string, unknown>) => ({
      id,
      to: "221771234567",
      purpose: "ACCOUNT_CREATED",
      status: "queued",
      state: "waiting",
      attempts: 0,
      lastError: null,
      createdAt: new Date(now - 120_000).toISOString(),
      nextAttemptAt: new Date(now).toISOString(),
      userName: "Client Sans Sms",
      ...fields,
    });
    const refusal = "Twilio 400 (21211) : The 'To' number +221771234567 is not a valid phone number.";
    const failed = sms("5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d", { status: "failed", state: "failed", attempts: 3, lastError: refusal });
    const nextAttempt = new Date(now + 90_000);
    const pending = [
      sms("6c1d2e3f-4051-4b6c-9d7e-8f9a0b1c2d3e", { userName: "Moussa Retente", state: "retrying", attempts: 1, lastError: "Twilio 503 : Service Unavailable", nextAttemptAt: nextAttempt.toISOString() }),
      sms("7d2e3f40-5162-4c7d-8e8f-9a0b1c2d3e4f", { userName: "Awa En Cours", state: "sending", attempts: 2 }),
      sms("8e3f4051-6273-4d8e-9f9a-0b1c2d3e4f50", { userName: "Fatou En Retard", state: "stuck", attempts: 0 }),
    ];
    const retryText = `Nouvel essai prévu à ${nextAttempt.toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit", second: "2-digit" })} (tentative 1 sur 3 échouée)`;
    for (const [label, viewport] of [["1280", DESKTOP], ["360", MOBILE]] as const) {
      const page = await newPage(browser, { role: "admin", viewport });
      let outbox = [failed];
      await page.route("**/api/users/sms-outbox?*", (route) => {
        const messages = new URL(route.request().url()).searchParams.get("status") === "queued" ? pending : outbox;
        return route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: true, message: "OK", data: { messages, failed: outbox.length } }) });
      });
      await page.route(`**/api/users/sms-outbox/${failed.id}/retry`, (route) => {
        outbox = [];
        return route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: true, message: "SMS envoyé", data: { sms: { status: "sent", error: null } } }) });
      });
      await page.goto("/admin/users");
      const panel = page.getByTestId("sms-failures");
      await panel.getByText("SMS en échec").waitFor();
      await panel.getByText("Client Sans Sms", { exact: false }).waitFor();
      await panel.getByText(refusal).waitFor();
      await panel.getByText("Compte créé · 3 tentatives", { exact: false }).waitFor();
      const inProgress = page.getByTestId("sms-pending");
      await inProgress.getByText("SMS en cours d'envoi").waitFor();
      expect(await inProgress.getByTestId("sms-pending-item").count()).toBe(3);
      await inProgress.getByText(retryText).waitFor();
      await inProgress.getByText("Dernière erreur : Twilio 503 : Service Unavailable").waitFor();
      await inProgress.getByText("Envoi en cours (tentative 2 sur 3)").waitFor();
      await inProgress.getByText("En retard : repris automatiquement").waitFor();
      // only a failed SMS can be sent again: the dispatcher has the others
      expect(await inProgress.getByRole("button", { name: "Renvoyer" }).count()).toBe(0);
      await screenshot(page, `users-sms-failures-${label}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await panel.getByRole("button", { name: "Renvoyer" }).click();
      await expectToast(page, "SMS envoyé");
      await panel.waitFor({ state: "detached" });
      await inProgress.waitFor();
      await page.context().close();
    }
  });

  test("screenshots of /admin/users at 1280 and 360 px, with codes shown", async () => {
    await createUserAsAdmin(browser, { nomComplet: "Aïssatou Mbaye Diallo Seck", telephone: uniquePhone("79"), role: "PARTENAIRE" });
    for (const [label, viewport] of [["1280", DESKTOP], ["360", MOBILE]] as const) {
      const page = await usersPage(viewport);
      await page.getByTestId(label === "360" ? "user-card" : "user-row").first().waitFor();
      await page.waitForLoadState("networkidle");
      await screenshot(page, `users-${label}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: "Voir codes" }).click();
      await page.getByRole("button", { name: "Masquer codes" }).waitFor();
      await screenshot(page, `users-codes-${label}`);
      if (label === "360") {
        await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        await screenshotScreen(page, "users-create-dialog-360");
        await dialog.getByLabel("Nom complet").fill("Mobile Créé");
        await dialog.getByLabel("Téléphone").fill(uniquePhone("79"));
        await dialog.getByRole("radio", { name: "Partenaire" }).click();
        await dialog.getByRole("button", { name: "Créer" }).click();
        await takeCode(page, "Code d'accès généré");
        await page.getByRole("button", { name: /^Actions pour/ }).first().click();
        await page.getByRole("menuitem", { name: "Supprimer" }).waitFor();
        await screenshotScreen(page, "users-actions-360");
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });
});
