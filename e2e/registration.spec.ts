// Registration journey: a visitor asks for access, the admin approves it, the SMS is in the outbox,
// the new partner logs in with its code. Plus the refusals, the rejection and the screenshots.
import { expect, test } from "@playwright/test";
import type { Browser } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { codeInSms, horizontalOverflow, latestSmsTo, screenshotScreen, uniquePhone } from "./support/users";
import { formatPhone } from "@/lib/domain/phone";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

async function openRequestTab(viewport = DESKTOP) {
  const page = await newPage(browser, { viewport });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Demande" }).click();
  return page;
}

async function fillRequest(page: Awaited<ReturnType<typeof openRequestTab>>, request: { nom: string; telephone: string; adresse: string; message?: string }) {
  await page.getByLabel("Nom complet").fill(request.nom);
  await page.getByLabel("Téléphone").fill(request.telephone);
  await page.getByLabel("Adresse complète").fill(request.adresse);
  if (request.message) await page.getByLabel("Message (facultatif)").fill(request.message);
}

test.describe("registration request", () => {
  test("a visitor asks, the admin approves, the SMS holds the code, the new partner logs in with it", async () => {
    const telephone = uniquePhone();
    const nom = "Mariama Diouf";
    const visitor = await openRequestTab();
    await visitor.getByText("Votre demande sera examinée par l'administrateur.", { exact: false }).waitFor();
    await visitor.getByRole("button", { name: "Envoyer la demande" }).click();
    await expectToast(visitor, "⚠️ Veuillez remplir tous les champs obligatoires (*)");

    await fillRequest(visitor, { nom, telephone, adresse: "Quartier Thiokho, Louga", message: "Boutique de transfert" });
    // a slow network: the sending state shows
    await visitor.route("**/api/users/register-request", async (route) => {
      await new Promise((r) => setTimeout(r, 1_200));
      await route.continue();
    });
    await visitor.getByRole("button", { name: "Envoyer la demande" }).click();
    await visitor.getByText("Envoi de votre demande...").waitFor();
    await visitor.getByText("Notification envoyée à l'administrateur").waitFor();
    await expectToast(visitor, "Demande envoyée avec succès !");
    await visitor.getByTestId("registration-sent").waitFor();
    await screenshot(visitor, "registration-sent-1280");
    // back to the login tab after 3 s
    await visitor.getByRole("button", { name: "Se connecter" }).waitFor({ timeout: 6_000 });
    await expectLocator(visitor.getByRole("tab", { name: "Connexion" })).toHaveAttribute("aria-selected", "true");
    await visitor.context().close();

    // the admin sees it with the count, and approves it as a partner
    const admin = await newPage(browser, { role: "admin" });
    await admin.goto("/admin/users");
    const requests = admin.getByTestId("registration-requests");
    await requests.waitFor();
    const card = requests.locator(`[data-phone="${telephone}"]`);
    await card.getByText(nom).waitFor();
    await card.getByText("« Boutique de transfert »").waitFor();
    expect(Number(await requests.getByTestId("requests-count").textContent())).toBeGreaterThanOrEqual(1);
    await screenshot(admin, "users-requests-1280");
    await card.getByRole("button", { name: "Approuver" }).click();
    const dialog = admin.getByRole("dialog", { name: "Approuver la demande" });
    await expectLocator(dialog.getByRole("radio", { name: "Partenaire" })).toHaveAttribute("aria-checked", "true");
    await screenshotScreen(admin, "users-approve-dialog-1280");
    await dialog.getByRole("button", { name: "Approuver" }).click();
    await expectToast(admin, "Demande approuvée");
    // the code stays on screen after the request has left the list (the list goes with its last request)
    const codeDialog = admin.getByRole("dialog", { name: "Code d'accès généré" });
    await codeDialog.getByText(`Code de connexion de ${nom} (${formatPhone(telephone)})`).waitFor();
    const shownCode = (await codeDialog.getByTestId("code-dialog-value").textContent())!.trim();
    await card.waitFor({ state: "detached" });
    expect(await codeDialog.getByTestId("code-dialog-value").textContent()).toBe(shownCode);
    await codeDialog.getByRole("button", { name: "Fermer" }).click();
    await codeDialog.waitFor({ state: "detached" });
    await admin.getByRole("row").filter({ hasText: nom }).getByText("Partenaire").waitFor();
    await admin.context().close();

    // the SMS is in the outbox, in French, with the code and how to log in
    const sms = await latestSmsTo(browser, telephone);
    expect(sms?.status).toBe("sent");
    expect(sms!.body).toContain("Connectez-vous sur");
    expect(sms!.body).toContain(`/auth avec le téléphone ${telephone}`);
    const code = codeInSms(sms!.body);
    expect(code).toBe(shownCode);

    const partner = await newPage(browser);
    await loginThroughForm(partner, { telephone, code: code! });
    await waitForPath(partner, "/partner");
    await expectToast(partner, `Connexion réussie ! Bienvenue ${nom}`);
    await partner.context().close();
  });

  test("answers a second request for the same phone like the first (no account is revealed), the admin sees it counted, and says so when the network is down (on a phone)", async () => {
    const telephone = uniquePhone();
    const page = await openRequestTab(MOBILE);
    await fillRequest(page, { nom: "Cheikh Ndiaye", telephone, adresse: "Dakar Plateau" });
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expectToast(page, "Demande envoyée avec succès !");
    await page.getByTestId("registration-sent").waitFor();
    await screenshot(page, "registration-sent-360");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Se connecter" }).waitFor({ timeout: 6_000 });
    await page.getByRole("tab", { name: "Demande" }).click();
    await fillRequest(page, { nom: "Cheikh Ndiaye", telephone, adresse: "Dakar Plateau" });
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expectToast(page, "Demande envoyée avec succès !");
    await page.getByTestId("registration-sent").waitFor();
    await page.getByRole("button", { name: "Se connecter" }).waitFor({ timeout: 6_000 });
    await page.getByRole("tab", { name: "Demande" }).click();

    await page.route("**/api/users/register-request", (route) => route.abort("internetdisconnected"));
    await fillRequest(page, { nom: "Autre", telephone: uniquePhone(), adresse: "Dakar" });
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expectToast(page, "Erreur réseau. Vérifiez votre connexion.");
    await page.context().close();

    const admin = await newPage(browser, { role: "admin", viewport: MOBILE });
    await admin.goto("/admin/users");
    const card = admin.locator(`[data-phone="${telephone}"]`);
    await expectLocator(card.getByTestId("request-repeats")).toContainText("Demandée 2 fois, la dernière le ");
    await expectLocator(card).toHaveCount(1);
    await screenshot(admin, "users-request-repeated-360");
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
    await admin.context().close();
  });

  test("the admin rejects a request after confirming", async () => {
    const telephone = uniquePhone();
    const page = await openRequestTab();
    await fillRequest(page, { nom: "Demande Refusée", telephone, adresse: "Saint-Louis" });
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expectToast(page, "Demande envoyée avec succès !");
    await page.context().close();

    // on a phone
    const admin = await newPage(browser, { role: "admin", viewport: MOBILE });
    await admin.goto("/admin/users");
    const card = admin.locator(`[data-phone="${telephone}"]`);
    await card.waitFor();
    await screenshot(admin, "users-requests-360");
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
    await card.getByRole("button", { name: "Rejeter" }).click();
    const confirm = admin.getByRole("alertdialog", { name: "Rejeter la demande ?" });
    await confirm.getByText("Cette action est définitive.", { exact: false }).waitFor();
    await screenshotScreen(admin, "users-reject-dialog-360");
    await confirm.getByRole("button", { name: "Rejeter" }).click();
    await expectToast(admin, "Demande rejetée");
    await card.waitFor({ state: "detached" });
    await admin.context().close();
  });

  test("screenshots of the Demande tab at 1280 and 360 px", async () => {
    for (const [label, viewport] of [["1280", DESKTOP], ["360", MOBILE]] as const) {
      const page = await openRequestTab(viewport);
      await page.getByRole("button", { name: "Envoyer la demande" }).waitFor();
      await screenshot(page, `registration-form-${label}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
