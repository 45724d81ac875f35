// What the week's people do on their screens (e2e/week.spec.ts): the supervisors on a 360 × 740 phone (morning and
// evening screens, the + form for partners and transfers, the contest, the late close), the admin at 1280 (the
// allocation, the correction, the reopening, the deletion, the close). Each action waits for what the person sees
// when it is done; the toasts are checked by axe while they show.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import type { AccountType } from "@/lib/domain/constants";
import { transactionDialog, waitForHydration } from "./browser";
import type { WeekServer } from "./week-server";
import { axeCheck, axeToast, type Mismatches } from "./week-screens";

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** The short name the day screens give an account ("Liquide", not "Liquide (Cash)"). */
const shortName = (account: AccountType) => ACCOUNT_INFO[account].label.replace(/ \(.*\)$/, "");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let address = 0;
/** Signs in through the API (each person from an address of his own) and returns the session cookie. */
export async function sessionCookie(server: WeekServer, user: { telephone: string; code: string }) {
  address += 1;
  const res = await fetch(`${server.url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.7.${address >> 8}.${address & 255}` },
    body: JSON.stringify({ telephone: user.telephone, Code: user.code }),
  });
  if (!res.ok) throw new Error(`connexion de ${user.telephone} impossible : ${res.status} ${await res.text()}`);
  const [pair] = (res.headers.get("set-cookie") ?? "").split(";");
  const [name, ...rest] = pair!.split("=");
  return { name: name!, value: decodeURIComponent(rest.join("=")), domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const };
}

/** A person's browser for the day: signed in, the browser's clock on the server's. */
export async function personContext(browser: Browser, server: WeekServer, user: { telephone: string; code: string }, viewport: { width: number; height: number }, installClock = true) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    baseURL: server.url,
    viewport,
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  if (process.env.WEEK_DEBUG) {
    context.on("console", (msg) => console.log(`[console ${user.telephone}] ${msg.text().slice(0, 300)}`));
    context.on("weberror", (error) => console.log(`[pageerror ${user.telephone}] ${error.error().message.slice(0, 300)}`));
    context.on("response", (res) => res.status() >= 300 && console.log(`[http ${user.telephone}] ${res.status()} ${res.url()}`));
  }
  await context.addCookies([await sessionCookie(server, user)]);
  if (installClock) await context.clock.install({ time: server.clockTime() });
  return context;
}

/** A new day: a fresh session (they last hours, not days) and the browser's clock on the server's. */
export async function newDaySession(context: BrowserContext, server: WeekServer, user: { telephone: string; code: string }) {
  await context.addCookies([await sessionCookie(server, user)]);
  await context.clock.setSystemTime(server.clockTime());
}

/** The browser's clock follows the server's, moved within the day. */
export const followClock = (context: BrowserContext, server: WeekServer) => context.clock.setSystemTime(server.clockTime());

export async function openSupervisor(page: Page) {
  await page.goto("/supervisor");
  await page.getByTestId("supervisor-gr").waitFor();
  await waitForHydration(page.getByTestId("day-entry-actions").or(page.getByTestId("day-closed")).first());
}

/**
 * The morning or evening screen: one amount per account. Returns the accounts the screen did not offer (a
 * mismatch: every account with a line that day is on it), which are then not typed.
 */
export async function dayScreen(page: Page, mode: "matin" | "soir", amounts: [AccountType, number][], m: Mismatches): Promise<AccountType[]> {
  const title = mode === "matin" ? "Saisie du matin" : "Saisie du soir";
  const field = mode === "matin" ? "Ajout" : "Fin comptée";
  await page.getByRole("button", { name: title }).click();
  const sheet = page.getByRole("dialog", { name: title });
  await sheet.getByTestId("day-entry-row").first().waitFor();
  const missing: AccountType[] = [];
  let typed = 0;
  for (const [account, amount] of amounts) {
    const box = sheet.getByRole("textbox", { name: new RegExp(`^${field} ${escape(shortName(account))}`) });
    if ((await box.count()) === 0) {
      m.note(`/supervisor « ${title} »`, `le compte ${ACCOUNT_INFO[account].label} n'est pas proposé`);
      missing.push(account);
      continue;
    }
    await box.fill(String(amount));
    typed += 1;
  }
  await axeCheck(page, `/supervisor « ${title} »`, m);
  if (typed > 0) {
    await sheet.getByRole("button", { name: `Valider (${typed})` }).click();
    await axeToast(page, mode === "matin" ? /Débuts? enregistrés?/ : /Fins? enregistrées?/, "/supervisor", m);
  }
  if (mode === "matin") await sheet.waitFor({ state: "detached" });
  else await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "detached" });
  return missing;
}

/** The + form's partner movement: a registered partner chosen in the list, or a free one by name. */
export async function partnerMovement(page: Page, partner: { registered: boolean; name: string }, operation: "depot" | "retrait", amount: number, m: Mismatches) {
  const add = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(add);
  await add.click();
  const dialog = transactionDialog(page);
  await dialog.waitFor();
  await dialog.getByRole("radio", { name: partner.registered ? /Partenaire enregistré/ : /Partenaire libre/ }).click();
  if (partner.registered) {
    await dialog.getByRole("combobox", { name: "Partenaire" }).click();
    await page.getByRole("option", { name: partner.name }).click();
  } else {
    await dialog.getByLabel("Nom du partenaire").fill(partner.name);
  }
  await dialog.getByRole("radio", { name: operation === "depot" ? "Début" : "Fin", exact: true }).click();
  await dialog.getByLabel("Montant").fill(String(amount));
  await dialog.getByTestId("transaction-summary").waitFor();
  await axeCheck(page, "formulaire « Nouvelle Transaction » (partenaire)", m);
  await dialog.getByRole("button", { name: "Valider" }).click();
  await axeToast(page, "Transaction créée avec succès", "formulaire « Nouvelle Transaction »", m);
  await dialog.waitFor({ state: "detached" });
}

async function choose(page: Page, scope: Locator, field: string, option: RegExp | string) {
  await scope.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option }).click();
}

/** A transfer from the sender's + menu. */
export async function sendTransfer(page: Page, to: string, account: AccountType, amount: number, m: Mismatches) {
  const add = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(add);
  await add.click();
  const dialog = transactionDialog(page);
  await dialog.getByRole("button", { name: /Transfert entre kiosques/ }).click();
  const form = page.getByRole("dialog", { name: "Transfert entre kiosques" });
  await choose(page, form, "Compte de départ", new RegExp(escape(shortName(account))));
  await choose(page, form, "Vers (kiosque qui reçoit)", to);
  await form.getByLabel("Montant").fill(String(amount));
  await axeCheck(page, "formulaire « Transfert entre kiosques »", m);
  await form.getByRole("button", { name: "Valider" }).click();
  await axeToast(page, "Transfert enregistré", "formulaire « Transfert entre kiosques »", m);
  await form.waitFor({ state: "detached" });
}

/** The transactions list's search field (behind « Filtres » on a phone), hydrated. */
async function searchField(page: Page) {
  const search = page.getByLabel("Rechercher");
  const filters = page.getByRole("button", { name: /Filtres/ });
  await search.or(filters).first().waitFor();
  if (!(await search.isVisible())) {
    await waitForHydration(filters);
    await filters.click();
  }
  await waitForHydration(search);
  return search;
}

const detailDialog = (page: Page) => page.getByRole("dialog", { name: "Détails et modification de la transaction" });

/** The receiver contests from his transactions. */
export async function contestTransfer(page: Page, reason: string, m: Mismatches) {
  await page.goto("/supervisor/transactions");
  const row = page.getByTestId(/^transaction-(row|card)$/).filter({ hasText: "Transfert reçu" }).filter({ visible: true }).first();
  await waitForHydration(row);
  await row.click();
  const block = detailDialog(page).getByTestId("transfer-detail");
  await block.getByRole("button", { name: "Contester" }).click();
  await block.getByLabel(/Pourquoi contestez-vous ce transfert/).fill(reason);
  await axeCheck(page, "/supervisor/transactions détail (contestation)", m);
  await block.getByRole("button", { name: "Envoyer la contestation" }).click();
  await axeToast(page, "Transfert contesté", "/supervisor/transactions", m);
  await detailDialog(page).waitFor({ state: "detached" });
}

/** The admin corrects the contested transfer from the week's transfers. */
export async function correctTransfer(page: Page, receiver: string, amount: number, reason: string, m: Mismatches) {
  await page.goto("/admin/transactions?type=transfert&period=week");
  const search = await searchField(page);
  await search.fill(receiver);
  // network-wide, a transfer is one row, the sender's, read « A → B »
  const row = page.getByTestId(/^transaction-(row|card)$/).filter({ hasText: "Transfert" }).filter({ hasText: receiver }).filter({ visible: true }).first();
  await waitForHydration(row);
  await row.click();
  const block = detailDialog(page).getByTestId("transfer-detail");
  await block.getByRole("button", { name: /Corriger/ }).click();
  await block.getByLabel("Montant").fill(String(amount));
  await block.getByLabel("Raison de la correction").fill(reason);
  await axeCheck(page, "/admin/transactions détail (correction)", m);
  await block.getByRole("button", { name: "Enregistrer la correction" }).click();
  await axeToast(page, "Transfert corrigé sur les deux kiosques", "/admin/transactions", m);
  await page.keyboard.press("Escape");
}

/** The admin's allocation from the + menu of /admin. */
export async function allocate(page: Page, supervisor: string, amount: number, m: Mismatches) {
  await page.goto("/admin");
  const add = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(add);
  await add.click();
  await transactionDialog(page).getByRole("button", { name: /Allocation UV Master/ }).click();
  const form = page.getByRole("dialog", { name: "Allocation UV Master" });
  await choose(page, form, "Superviseur", supervisor);
  await form.getByLabel("Montant").fill(String(amount));
  await axeCheck(page, "formulaire « Allocation UV Master »", m);
  await form.getByRole("button", { name: "Valider" }).click();
  await axeToast(page, "Allocation UV Master enregistrée", "/admin", m);
  await form.waitFor({ state: "detached" });
}

/** The close dialog, opened by `open`: the justification typed when one is needed. */
export async function closeDay(page: Page, open: () => Promise<void>, justification: string | null, where: string, m: Mismatches) {
  await open();
  const closing = page.getByRole("dialog", { name: "Clôturer la journée" });
  await closing.waitFor();
  if (justification) await closing.locator("textarea").fill(justification);
  await axeCheck(page, `${where} « Clôturer la journée »`, m);
  await closing.getByRole("button", { name: "Clôturer la journée" }).click();
  await closing.waitFor({ state: "detached" });
}

/** The supervisor closes today from his dashboard. */
export async function closeToday(page: Page, justification: string | null, m: Mismatches) {
  await closeDay(page, () => page.getByRole("button", { name: "Clôturer la journée" }).first().click(), justification, "/supervisor", m);
  await page.getByTestId("day-closed").first().waitFor();
}

/** The supervisor closes a day he left open, from the reminder. */
export async function closeLateDay(page: Page, day: string, justification: string | null, m: Mismatches) {
  const reminder = page.locator(`[data-testid="unclosed-day"][data-day="${day}"]`);
  await waitForHydration(reminder.getByRole("button"));
  await closeDay(page, () => reminder.getByRole("button").click(), justification, "/supervisor (rappel)", m);
  await reminder.waitFor({ state: "detached" });
}

/** The admin's dashboard on a given day (the date dialog), its card of `supervisor`. */
export async function adminDay(page: Page, day: string) {
  await page.goto("/admin");
  await page.getByTestId("gr-global").waitFor();
  const date = page.getByRole("button", { name: /Date/ }).first();
  await waitForHydration(date);
  await date.click();
  await page.getByRole("dialog").getByLabel("Date").fill(day);
  await page.getByRole("dialog").getByRole("button", { name: "Consulter" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await page.getByText("Données historiques").first().waitFor();
}

async function cardMenu(page: Page, supervisor: string, item: string) {
  const menu = page.getByRole("button", { name: `Comptes de ${supervisor}` });
  await waitForHydration(menu);
  await menu.click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** The admin reopens a supervisor's day from its card (the day shown), with a reason. */
export async function reopenDay(page: Page, supervisor: string, reason: string, m: Mismatches) {
  await cardMenu(page, supervisor, "Rouvrir la journée");
  const dialog = page.getByRole("dialog", { name: "Rouvrir la journée" });
  await dialog.locator("textarea").fill(reason);
  await axeCheck(page, "/admin « Rouvrir la journée »", m);
  await dialog.getByRole("button", { name: "Rouvrir la journée" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The admin closes a supervisor's day from its card (the day shown). */
export async function adminCloseDay(page: Page, supervisor: string, justification: string | null, m: Mismatches) {
  await closeDay(page, () => cardMenu(page, supervisor, "Clôturer la journée"), justification, "/admin", m);
}

/** The admin deletes yesterday's transaction of `supervisor` whose row shows `text`, with a reason. */
export async function deleteYesterdayTransaction(page: Page, supervisor: string, text: string, reason: string, m: Mismatches) {
  await page.goto("/admin/transactions");
  const search = await searchField(page);
  await page.getByRole("group", { name: "Période" }).getByRole("button", { name: "Hier" }).click();
  await search.fill(supervisor);
  const row = page.getByTestId(/^transaction-(row|card)$/).filter({ hasText: text }).filter({ visible: true }).first();
  await waitForHydration(row);
  await row.click();
  const detail = detailDialog(page);
  await detail.getByRole("button", { name: "Supprimer" }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog").filter({ hasText: "Raison de la suppression" })).last();
  await confirm.getByLabel(/Raison de la suppression/).fill(reason);
  await axeCheck(page, "/admin/transactions « Supprimer »", m);
  await confirm.getByRole("button", { name: "Supprimer définitivement" }).click();
  await axeToast(page, /supprim/i, "/admin/transactions", m);
}
