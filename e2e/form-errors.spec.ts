// Errors where they are: on each form, at 360 × 740, a bad value shows its message under its
// field (aria-invalid, aria-describedby to the message), the first invalid field takes the focus, SPEC's toast
// stays where SPEC names one, and a toast never covers a dialog's title nor its buttons. The server's answer goes
// under its field too (a phone already used, a wrong current code).
import { expect, test } from "@playwright/test";
import type { Browser, Locator, Page } from "playwright-core";
import { animationsDone, closeContexts, DESKTOP, MOBILE, newPage, pagePool, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator, poll } from "./support/expect";
import { E2E_USERS } from "./support/fixtures";
import { adminApi, createUserAsAdmin, uniquePhone } from "./support/users";

let browser: Browser;
// each check opens its form's page whole and sends nothing that is kept: one page per role and size, but the
// profile's, which logs in as a user of its own
const pool = pagePool(() => browser);
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await pool.close();
  await closeContexts(browser);
});

const REQUIRED = "⚠️ Veuillez remplir tous les champs obligatoires (*)";

/** The field is marked, its message is under it and tied to it; optionally it holds the focus. */
async function expectFieldError(field: Locator, message: string, options: { focused?: boolean } = {}) {
  await expectLocator(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const ids = describedBy.split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
  const box = await field.boundingBox();
  const messageId = ids[texts.indexOf(message)]!;
  const messageBox = await field.page().locator(`[id="${messageId}"]`).boundingBox();
  // under the field, in red
  expect(messageBox!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
  const color = await field.page().locator(`[id="${messageId}"]`).evaluate((el) => getComputedStyle(el).color);
  expect(color).toBe("rgb(220, 38, 38)");
  if (options.focused) {
    await poll(
      () => field.evaluate((el) => document.activeElement === el),
      async () => `attendu le focus sur le champ, il est sur ${await field.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`,
    );
  }
}

async function expectNoFieldError(field: Locator) {
  await poll(async () => (await field.getAttribute("aria-invalid")) === null, async () => "attendu le champ sans erreur");
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every toast shown, once settled, leaves the page's header, the dialog's title and its footer buttons uncovered. */
async function expectToastsClearOf(page: Page, dialog: Locator) {
  const toasts = page.locator("[data-sonner-toast]");
  await toasts.first().waitFor();
  // sonner's entry: a toast slides in once it is mounted, and the others move to make room
  await page.waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((t) => t.getAttribute("data-mounted") === "true"));
  await animationsDone(page);
  // every box read in one go, in the same frame of reference (separate reads can straddle a scroll of the
  // visual viewport while the focused field is brought into view)
  const boxes = await dialog.evaluate((el) => {
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const heading = el.querySelector("h1, h2, h3, [role=heading]");
    const frame = el.closest('[role="dialog"], [role="alertdialog"]') ?? el;
    const body = el.querySelector('[data-slot="dialog-body"]');
    return {
      // where the panel and its scrollers stand, for the failure's message
      scroll: {
        frame: rect(frame),
        frameScrollTop: frame.scrollTop,
        frameOverflow: frame.scrollHeight - frame.clientHeight,
        bodyScrollTop: body?.scrollTop ?? null,
        windowScrollY: window.scrollY,
        visualViewport: window.visualViewport ? { offsetTop: window.visualViewport.offsetTop, pageTop: window.visualViewport.pageTop, height: window.visualViewport.height, scale: window.visualViewport.scale } : null,
        innerHeight: window.innerHeight,
      },
      title: heading ? rect(heading) : null,
      // the page's own header (its title, the refresh and notification buttons)
      header: [...document.querySelectorAll("header")].filter((h) => !h.closest('[role="dialog"], [role="alertdialog"]')).map(rect)[0] ?? null,
      buttons: [...el.querySelectorAll('[data-slot="dialog-footer"] button, [data-slot="alert-dialog-footer"] button')].map(rect),
      toasts: [...document.querySelectorAll("[data-sonner-toast]")].map(rect).filter((r) => r.width > 0 && r.height > 0),
    };
  });
  const { title, buttons } = boxes;
  expect(title).not.toBeNull();
  expect(buttons.length).toBeGreaterThan(0);
  expect(boxes.toasts.length).toBeGreaterThan(0);
  // the title sits inside the panel, not scrolled above its top (a focused field once scrolled the panel itself)
  expect({ title, scroll: boxes.scroll, inside: title!.y >= boxes.scroll.frame.y }).toEqual({ title, scroll: boxes.scroll, inside: true });
  for (const box of boxes.toasts) {
    expect({ toast: box, title, scroll: boxes.scroll, covers: overlap(box, title!) }).toEqual({ toast: box, title, scroll: boxes.scroll, covers: false });
    if (boxes.header) expect({ toast: box, header: boxes.header, covers: overlap(box, boxes.header) }).toEqual({ toast: box, header: boxes.header, covers: false });
    for (const button of buttons) expect({ toast: box, button, covers: overlap(box, button) }).toEqual({ toast: box, button, covers: false });
  }
}

test.describe("login and registration", () => {
  test("marks the empty fields, focuses the phone, keeps SPEC's toast, and clears a field's error as it is typed", async () => {
    const page = await pool.page(undefined, MOBILE);
    await page.goto("/auth");
    const submit = page.getByRole("button", { name: "Se connecter" });
    await waitForHydration(submit);
    await submit.click();
    await expectToast(page, REQUIRED);
    const telephone = page.getByLabel("Téléphone");
    const code = page.locator('input[name="Code"]');
    await expectFieldError(telephone, REQUIRED, { focused: true });
    await expectFieldError(code, REQUIRED);
    await screenshot(page, "form-errors-login-360");

    await telephone.fill("12");
    await expectNoFieldError(telephone);
    await expectFieldError(code, REQUIRED);
    await code.fill("123456");
    await submit.click();
    await expectFieldError(telephone, "Numéro de téléphone invalide (8 à 15 chiffres)", { focused: true });
    await expectNoFieldError(code);
  });

  test("marks the request's missing fields, the name focused, with SPEC's toast", async () => {
    const page = await pool.page(undefined, MOBILE);
    await page.goto("/auth");
    const tab = page.getByRole("tab", { name: "Demande" });
    await waitForHydration(tab);
    await tab.click();
    const send = page.getByRole("button", { name: "Envoyer la demande" });
    await send.waitFor();
    await page.getByLabel("Téléphone").fill("77 12");
    await send.click();
    await expectToast(page, REQUIRED);
    await expectFieldError(page.getByLabel(/Nom complet/), REQUIRED, { focused: true });
    await expectFieldError(page.getByLabel(/Téléphone/), "Numéro de téléphone invalide (8 à 15 chiffres)");
    await expectFieldError(page.getByLabel(/Adresse complète/), REQUIRED);
    await expectNoFieldError(page.getByLabel(/Message/));
    await screenshot(page, "form-errors-registration-360");
  });
});

test.describe("users", () => {
  test("create: the missing role and a short name under their fields, SPEC's toast clear of the dialog; the server's 'phone used' under the phone", async () => {
    const page = await pool.page("admin", MOBILE);
    await page.goto("/admin/users");
    const open = page.getByRole("button", { name: "Nouvel utilisateur" });
    await waitForHydration(open);
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Nouvel utilisateur" });
    await dialog.getByLabel("Nom complet").fill("A");
    await dialog.getByLabel("Téléphone").fill(E2E_USERS.partner.telephone);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Champs manquants");
    await expectFieldError(dialog.getByLabel("Nom complet"), "Le nom complet doit contenir au moins 2 caractères", { focused: true });
    await expectFieldError(dialog.getByRole("radiogroup"), "Veuillez remplir tous les champs obligatoires");
    await expectToastsClearOf(page, dialog);
    await screenshot(page, "form-errors-create-user-360");

    await dialog.getByLabel("Nom complet").fill("Aminata Doublon");
    await expectNoFieldError(dialog.getByLabel("Nom complet"));
    await dialog.getByRole("radio", { name: "Partenaire" }).click();
    await expectNoFieldError(dialog.getByRole("radiogroup"));
    await dialog.getByRole("button", { name: "Créer" }).click();
    // the server refuses the phone of an existing account: under the phone, and SPEC's 'Erreur de création'
    await expectToast(page, "Erreur de création");
    await expectFieldError(dialog.getByLabel("Téléphone"), "Ce numéro de téléphone est déjà utilisé par un autre utilisateur", { focused: true });
    await expectToastsClearOf(page, dialog);
  });

  test("edit: a name too short under the field, focused", async () => {
    const name = "Seynabou Modifiable";
    await createUserAsAdmin(browser, { nomComplet: name, telephone: uniquePhone("78"), role: "PARTENAIRE" });
    const page = await pool.page("admin", MOBILE);
    await page.goto("/admin/users");
    const searchBox = page.getByLabel("Rechercher par nom ou téléphone");
    await waitForHydration(searchBox);
    await searchBox.fill(name);
    await page.getByRole("button", { name: `Actions pour ${name}` }).first().click();
    await page.getByRole("menuitem", { name: "Modifier" }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier l'utilisateur" });
    await dialog.getByLabel("Adresse").fill("Rue 10, Thiès");
    await dialog.getByLabel(/Nom complet/).fill(" S ");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Impossible de modifier l'utilisateur");
    await expectFieldError(dialog.getByLabel(/Nom complet/), "Le nom complet doit contenir au moins 2 caractères", { focused: true });
    await expectNoFieldError(dialog.getByLabel("Adresse"));
    await expectToastsClearOf(page, dialog);
  });
});

test.describe("transactions", () => {
  test("new transaction: an amount over the maximum under the amount, focused, with SPEC's 'Données invalides' toast clear of the dialog", async () => {
    const page = await pool.page("supervisor", MOBILE);
    await page.goto("/supervisor");
    const open = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(open);
    await open.click();
    const dialog = transactionDialog(page);
    await dialog.getByRole("radio", { name: /Transaction direct/ }).click();
    await dialog.getByRole("combobox", { name: "Compte" }).click();
    await page.getByRole("option", { name: /Wave/ }).click();
    await dialog.getByRole("radio", { name: "Début", exact: true }).click();
    const amount = dialog.getByLabel("Montant");
    await amount.fill("1000000000");
    await dialog.getByRole("combobox", { name: "Compte" }).focus();
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Données invalides: Montant trop élevé (maximum 999 999 999 F)");
    await expectFieldError(amount, "Montant trop élevé (maximum 999 999 999 F)", { focused: true });
    await expectToastsClearOf(page, dialog);
    await screenshot(page, "form-errors-new-transaction-360");
    await amount.fill("1000");
    await expectNoFieldError(amount);
  });

  test("detail: an amount of 0 under the field, focused, with SPEC's toast; the delete reason's bad character under the reason", async () => {
    const admin = await adminApi(browser);
    const { supervisors } = (await (await admin.request.get("/api/transactions/supervisors/available")).json()).data as { supervisors: { id: string; nomComplet: string }[] };
    const awa = supervisors.find((s) => s.nomComplet === E2E_USERS.supervisor2.nomComplet)!;
    const res = await admin.request.post("/api/transactions/admin/create", {
      data: { superviseurId: awa.id, typeOperation: "depot", montant: 4_000, partenaireNom: "Client Erreurs Formulaire", description: "erreurs sous les champs e2e" },
    });
    expect(res.ok()).toBe(true);
    await admin.close();

    const page = await pool.page("admin", MOBILE);
    await page.goto("/admin/transactions");
    const filters = page.getByRole("button", { name: "Filtres" });
    await waitForHydration(filters);
    await filters.click();
    await page.getByLabel("Rechercher").fill("erreurs sous les champs e2e");
    await expectLocator(page.getByTestId("transaction-card")).toHaveCount(1);
    const row = page.getByTestId("transaction-card").first();
    await waitForHydration(row);
    await row.click();
    const dialog = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    await dialog.getByText("Permissions").waitFor();
    const amount = dialog.getByLabel("Montant (FCFA)");
    await amount.fill("0");
    await dialog.getByLabel("Description").focus();
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Erreur lors de la modification");
    await expectFieldError(amount, "Montant requis", { focused: true });
    await expectToastsClearOf(page, dialog);
    await screenshot(page, "form-errors-detail-360");
    await amount.fill("4000");
    await expectNoFieldError(amount);

    await dialog.getByRole("button", { name: "Supprimer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    const reason = confirm.getByLabel(/Raison de la suppression/);
    await reason.fill("Doublon\u0007");
    await confirm.getByRole("button", { name: "Supprimer définitivement" }).click();
    await expectFieldError(reason, "La raison contient des caractères non autorisés", { focused: true });
    await reason.fill("Doublon");
    await expectNoFieldError(reason);
  });
});

test.describe("profile and date", () => {
  test("profile: a short name under its field; the server's 'wrong current code' under the current code, toasts clear of the dialog", async () => {
    const me = await createUserAsAdmin(browser, { nomComplet: "Ndeye Profil Erreurs", telephone: uniquePhone("75"), role: "PARTENAIRE" });
    const page = await newPage(browser, { viewport: MOBILE });
    await loginThroughForm(page, me);
    await waitForPath(page, "/partner");
    await page.goto("/partner/profile");
    const edit = page.getByRole("button", { name: "Modifier le profil" });
    await waitForHydration(edit);
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Mon Profil" });
    await dialog.getByLabel("Nom complet").fill("N");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Erreur lors de la mise à jour");
    await expectFieldError(dialog.getByLabel("Nom complet"), "Le nom complet doit contenir au moins 2 caractères", { focused: true });
    await expectToastsClearOf(page, dialog);

    await dialog.getByLabel("Nom complet").fill("Ndeye Profil Erreurs");
    await dialog.getByLabel("Code actuel", { exact: true }).fill(me.code === "000000" ? "111111" : "000000");
    await dialog.getByLabel("Nouveau code (facultatif)", { exact: true }).fill("482916");
    await dialog.getByLabel("Confirmer le nouveau code", { exact: true }).fill("482916");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Erreur lors de la mise à jour du profil");
    await expectFieldError(dialog.getByLabel("Code actuel", { exact: true }), "Le code actuel est incorrect", { focused: true });
    await expectToastsClearOf(page, dialog);
    await screenshot(page, "form-errors-profile-360");
    await page.context().close();
  });

  test("date: a future day under the field, focused", async () => {
    const page = await pool.page("supervisor", MOBILE);
    await page.goto("/supervisor");
    const period = page.getByRole("button", { name: "Choisir la période" });
    await waitForHydration(period);
    await period.click();
    await page.getByRole("button", { name: "Date personnalisée" }).click();
    const dialog = page.getByRole("dialog", { name: "Sélectionner une date" });
    const input = dialog.getByLabel("Date");
    const max = (await input.getAttribute("max"))!;
    await input.fill(new Date(Date.parse(`${max}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
    await dialog.getByRole("button", { name: "Annuler" }).focus();
    await dialog.getByRole("button", { name: "Consulter" }).click();
    await expectFieldError(input, "Date future non autorisée", { focused: true });
    await input.fill(max);
    await expectNoFieldError(input);
  });
});

test.describe("at 1280 px", () => {
  test("a toast leaves the new transaction dialog's title and buttons uncovered", async () => {
    const page = await pool.page("admin", DESKTOP);
    await page.goto("/admin");
    const open = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(open);
    await open.click();
    const dialog = transactionDialog(page);
    await dialog.getByRole("radio", { name: /Partenaire libre/ }).click();
    await dialog.getByRole("combobox", { name: "Superviseur" }).click();
    await page.getByRole("option", { name: "Awa Ndiaye" }).click();
    await dialog.getByLabel("Nom du partenaire").fill("Client Grand Écran");
    await dialog.getByRole("radio", { name: "Fin", exact: true }).click();
    await dialog.getByLabel("Montant").fill("12345678901");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Données invalides: Montant trop élevé (maximum 999 999 999 F)");
    await expectFieldError(dialog.getByLabel("Montant"), "Montant trop élevé (maximum 999 999 999 F)", { focused: true });
    await expectToastsClearOf(page, dialog);
    await screenshot(page, "form-errors-new-transaction-1280");
  });

  test("the create-user form in error", async () => {
    const page = await pool.page("admin", DESKTOP);
    await page.goto("/admin/users");
    const open = page.getByRole("button", { name: "Nouvel utilisateur" });
    await waitForHydration(open);
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Nouvel utilisateur" });
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Champs manquants");
    await expectFieldError(dialog.getByLabel("Nom complet"), "Veuillez remplir tous les champs obligatoires", { focused: true });
    await expectFieldError(dialog.getByLabel("Téléphone"), "Veuillez remplir tous les champs obligatoires");
    await expectToastsClearOf(page, dialog);
    await screenshot(page, "form-errors-create-user-1280");
  });
});
