// Profile journeys: the page's contents per role, the 'Mon Profil' modal (Escape and backdrop close,
// SPEC §5 messages, photo), a code change that keeps this device logged in, then a login with the new code.
import { expect, test } from "@playwright/test";
import type { Browser } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000020000000200802000000fc18eda30000002a4944415478da6360a908a7296218b560d482510b462d18b560d482510b462d18b560d482510b868a0500abe44c2e5b3c6c840000000049454e44ae426082",
  "hex",
);

test.describe("profile", () => {
  test("a partner reads his profile, and changes his code in the modal, then logs in with the new one", async () => {
    const me = await createUserAsAdmin(browser, { nomComplet: "Rokhaya Gueye", telephone: uniquePhone("75"), role: "PARTENAIRE" });
    const page = await newPage(browser);
    await loginThroughForm(page, me);
    await waitForPath(page, "/partner");
    await page.getByRole("link", { name: "Mon profil" }).click();
    await waitForPath(page, "/partner/profile");

    // the page
    await expectLocator(page.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute("href", "/partner");
    await page.getByTestId("profile-name").getByText("Rokhaya Gueye").waitFor();
    for (const text of ["Partenaire", "Actif", "Non renseignée", "Membre depuis", "Statut du compte"]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByTestId("role-note").getByText("En tant que partenaire", { exact: false }).waitFor();
    await expectLocator(page.getByTestId("own-code")).toHaveText("••••••");
    await page.getByRole("button", { name: "Afficher mon code" }).click();
    await expectLocator(page.getByTestId("own-code")).toHaveText(me.code);
    await page.getByRole("button", { name: "Masquer mon code" }).click();

    // the modal closes with Escape and with a click on the backdrop
    const open = async () => {
      await page.getByRole("button", { name: "Modifier le profil" }).click();
      const dialog = page.getByRole("dialog", { name: "Mon Profil" });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await open();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    dialog = await open();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: "detached" });

    // read-only phone and role; the confirmation shows once a new code is typed
    dialog = await open();
    await dialog.getByText("Le numéro de téléphone ne peut pas être modifié").waitFor();
    await expectLocator(dialog.getByLabel("Téléphone")).toBeDisabled();
    await expectLocator(dialog.getByLabel("Rôle")).toBeDisabled();
    await expectLocator(dialog.getByLabel("Confirmer le nouveau code", { exact: true })).toHaveCount(0);
    await dialog.getByLabel("Nouveau code (facultatif)", { exact: true }).fill("482916");
    await dialog.getByLabel("Confirmer le nouveau code", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Erreur lors de la mise à jour");
    await expectToast(page, "Le code actuel doit contenir 6 chiffres");
    await dialog.getByLabel("Code actuel", { exact: true }).fill(me.code);
    await dialog.getByLabel("Confirmer le nouveau code", { exact: true }).fill("482917");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Les codes ne correspondent pas");
    await dialog.getByRole("button", { name: "Afficher : Nouveau code (facultatif)" }).click();
    await expectLocator(dialog.getByLabel("Nouveau code (facultatif)", { exact: true })).toHaveAttribute("type", "text");

    // a photo over 5 MB is refused on the spot; a real one is taken
    await dialog.getByTestId("photo-input").setInputFiles({ name: "grande.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expectToast(page, "L'image ne doit pas dépasser 5MB");
    await dialog.getByTestId("photo-input").setInputFiles({ name: "moi.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("img", { name: "Photo de Rokhaya Gueye" }).waitFor();
    await dialog.getByLabel("Adresse").fill("Rue 12, Kébémer");
    await dialog.getByLabel("Confirmer le nouveau code", { exact: true }).fill("482916");
    await screenshotScreen(page, "profile-modal-photo-1280");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Profil mis à jour avec succès");
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Rue 12, Kébémer").waitFor();
    await page.getByRole("img", { name: "Photo de Rokhaya Gueye" }).first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("caisse.user") ?? "null"));
    expect(stored).toMatchObject({ adresse: "Rue 12, Kébémer", telephone: me.telephone });

    // this device stays logged in (fresh cookie); the new code is the one that works now
    await page.reload();
    await waitForPath(page, "/partner/profile");
    await page.getByRole("button", { name: "Afficher mon code" }).click();
    await expectLocator(page.getByTestId("own-code")).toHaveText("482916");
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await waitForPath(page, "/auth");
    await loginThroughForm(page, me);
    await expectToast(page, "Numéro de téléphone ou code d'accès incorrect");
    await loginThroughForm(page, { telephone: me.telephone, code: "482916" });
    await waitForPath(page, "/partner");
    await page.context().close();
  });

  test("shows the right back link and role note for each role", async () => {
    const admin = await newPage(browser, { role: "admin" });
    await admin.goto("/admin/profile");
    await expectLocator(admin.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute("href", "/admin");
    await admin.getByText("Administrateur", { exact: true }).first().waitFor();
    expect(await admin.getByTestId("role-note").count()).toBe(0);
    await admin.context().close();
    const supervisor = await newPage(browser, { role: "supervisor" });
    for (const path of ["/supervisor/profile", "/superviseur/profile"]) {
      await supervisor.goto(path);
      await expectLocator(supervisor.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute("href", "/supervisor");
      await supervisor.getByTestId("role-note").getByText("En tant que superviseur", { exact: false }).waitFor();
    }
    await supervisor.context().close();
  });

  test("screenshots of the profile page and modal at 1280 and 360 px", async () => {
    for (const [label, viewport] of [["1280", DESKTOP], ["360", MOBILE]] as const) {
      for (const role of ["admin", "supervisor", "partner"] as const) {
        const page = await newPage(browser, { role, viewport });
        await page.goto(role === "admin" ? "/admin/profile" : role === "supervisor" ? "/supervisor/profile" : "/partner/profile");
        await page.getByTestId("profile-name").waitFor();
        await screenshot(page, `profile-${role}-${label}`);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        if (role === "supervisor") {
          await page.getByRole("button", { name: "Modifier le profil" }).click();
          await page.getByRole("dialog", { name: "Mon Profil" }).getByLabel("Nouveau code (facultatif)", { exact: true }).fill("1");
          await screenshotScreen(page, `profile-modal-${label}`);
        }
        await page.context().close();
      }
    }
    const partner = await newPage(browser, { role: "partner", viewport: MOBILE });
    await partner.goto("/partner");
    await partner.getByRole("link", { name: "Mon profil" }).waitFor();
    await screenshot(partner, "partner-dashboard-360");
    await partner.context().close();
  });
});
