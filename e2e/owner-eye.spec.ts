// The owner's eye at 1280 and 360 px, one page per width: a supervisor's past day closed with an écart raises an
// alert; the admin finds it on /admin/alertes through the supervisor's link, sees the days left open, takes it
// into account (a comment required, said under the field) and finds it under "Prises en compte"; then he opens that
// day's summary on /admin/resume, whose WhatsApp link carries the SMS text, prints without the sidebar and the
// buttons, and sends it (the second width finds
// it sent and sends it again). Every supervisor and day here is this file's own.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { addDays, formatDayFr } from "@/lib/domain/periods";
import { ALERT_VALIDATION } from "@/lib/validation/alerts";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot, waitForHydration } from "./support/browser";
import { expectToast, toastsGone } from "./support/auth";
import { expect as expectLocator, poll } from "./support/expect";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

/** The day closed with an écart, and the day left open: older than any other journey's days. */
const CLOSED_OFFSET = -8;
const OPEN_OFFSET = -6;

let browser: Browser;
let today: string;
const supervisors: Record<"1280" | "360", { id: string; nomComplet: string }> = {} as never;

async function seedDay(admin: Awaited<ReturnType<typeof adminApi>>, supervisorId: string, day: string, close: boolean) {
  const call = async (res: Awaited<ReturnType<typeof admin.request.post>>) => {
    if (!res.ok()) throw new Error(`${res.url()} : ${res.status()} ${await res.text()}`);
  };
  // Début 100 000, Fin 90 000 (the account is opened first): 10 000 F missing, 11 % of the counted total, a "grave" écart
  for (const [accountType, newValue] of [["debut", 100_000], ["sortie", 90_000]] as const) {
    await call(await admin.request.patch(`/api/transactions/supervisors/${supervisorId}/accounts/update`, { data: { accountType, accountKey: "LIQUIDE", newValue, date: day } }));
  }
  if (close) await call(await admin.request.post(`/api/transactions/supervisors/${supervisorId}/close`, { data: { date: day, justification: "Billet de 10 000 F manquant (e2e)" } }));
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  supervisors["1280"] = await createUserAsAdmin(browser, { nomComplet: "Mariama Vigie", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  supervisors["360"] = await createUserAsAdmin(browser, { nomComplet: "Cheikh Vigie", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  today = (await (await admin.request.get("/api/transactions/days/unclosed")).json()).data.today;
  for (const { id } of Object.values(supervisors)) {
    const res = await admin.request.post("/api/transactions/accounts", { data: { supervisorId: id, accountType: "LIQUIDE" } });
    if (!res.ok()) throw new Error(`compte e2e impossible : ${res.status()} ${await res.text()}`);
  }
  await seedDay(admin, supervisors["1280"].id, addDays(today, CLOSED_OFFSET), true);
  await seedDay(admin, supervisors["360"].id, addDays(today, CLOSED_OFFSET), true);
  await seedDay(admin, supervisors["360"].id, addDays(today, OPEN_OFFSET), false);
  await admin.close();
});
test.afterAll(async () => {
  await closeContexts(browser);
});

async function noOverflowAt360(page: Page, width: string) {
  if (width === "360") expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

for (const [width, viewport] of [
  ["1280", DESKTOP],
  ["360", MOBILE],
] as const) test.describe(`at ${width} px`, () => {
  let page: Page;
  test.beforeAll(async () => {
    page = await newPage(browser, { role: "admin", viewport });
  });
  test.afterAll(async () => {
    await page?.context().close();
  });

  test("finds the écart's alert from the supervisor's link, takes it into account with a comment and finds it taken", async () => {
    const supervisor = supervisors[width];
    const closedDay = addDays(today, CLOSED_OFFSET);
    await page.goto(`/admin/alertes?supervisorId=${supervisor.id}&status=open`);
    const item = page.getByTestId("alert-item");
    await expectLocator(item).toHaveCount(1);
    await expectLocator(item).toContainText("Grave");
    await expectLocator(item).toContainText("Écart");
    await expectLocator(item).toContainText(`${supervisor.nomComplet} · Journée du ${formatDayFr(closedDay)}`);
    await expectLocator(item).toContainText("Écart de 10\u00a0000\u00a0F, soit 11,1 % du total compté (90\u00a0000\u00a0F)");
    // the days left open: Cheikh's, six days ago
    await expectLocator(page.getByTestId("unclosed-day").filter({ hasText: supervisors["360"].nomComplet })).toContainText(
      `${formatDayFr(addDays(today, OPEN_OFFSET))}depuis 6 jours`,
    );
    await screenshot(page, `owner-eye-alerts-open-${width}`);
    await noOverflowAt360(page, width);

    const open = item.getByRole("button", { name: "Prendre en compte" });
    await waitForHydration(open);
    await open.click();
    const dialog = page.getByRole("alertdialog", { name: "Prendre en compte l'alerte" });
    await dialog.getByRole("button", { name: "Prendre en compte" }).click();
    await expectLocator(dialog.getByRole("alert")).toHaveText(ALERT_VALIDATION.comment);
    await screenshotScreen(page, `owner-eye-acknowledge-dialog-${width}`);
    await dialog.getByLabel("Commentaire").fill("Vu avec le superviseur : billet retrouvé.");
    await dialog.getByRole("button", { name: "Prendre en compte" }).click();
    await expectToast(page, "Alerte prise en compte");
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Aucune alerte ouverte").waitFor();

    await page.getByRole("tab", { name: "Prises en compte (1)" }).click();
    const taken = page.getByTestId("alert-acknowledged");
    await expectLocator(taken).toContainText("par Admin Principal");
    await expectLocator(taken).toContainText("Vu avec le superviseur : billet retrouvé.");
    expect(new URL(page.url()).searchParams.get("status")).toBe("acknowledged");
    await toastsGone(page);
    await screenshot(page, `owner-eye-alerts-acknowledged-${width}`);
    await noOverflowAt360(page, width);
  });

  test("shows the day's summary, its WhatsApp link with the SMS text, and sends it", async () => {
    const closedDay = addDays(today, CLOSED_OFFSET);
    await page.goto(`/admin/resume?date=${closedDay}`);
    await expectLocator(page.getByTestId("summary-closed")).toContainText("2/2");
    await expectLocator(page.getByTestId("summary-gr")).toContainText("Définitif");
    const ecarts = page.getByTestId("summary-ecarts");
    await expectLocator(ecarts).toContainText(supervisors["1280"].nomComplet);
    await expectLocator(ecarts).toContainText("Justification : Billet de 10 000 F manquant (e2e)");
    await expectLocator(page.getByTestId("summary-alerts")).toContainText("Écart de 10\u00a0000\u00a0F");
    const sms = (await page.getByTestId("summary-sms").textContent())!;
    expect(sms).toContain(`Caisse ${formatDayFr(closedDay)} : GR -20`);
    const href = (await page.getByTestId("summary-whatsapp").getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(href).toContain(encodeURIComponent(sms));
    await expectLocator(page.getByTestId("summary-segments")).toContainText("segment");

    const send = page.getByRole("button", { name: "Envoyer maintenant" });
    await waitForHydration(send);
    await send.click();
    // the first width sends it, the second finds it sent and sends it again
    const again = width === "360";
    const dialog = page.getByRole("alertdialog");
    await expectLocator(dialog).toContainText(
      again ? `Le résumé du ${formatDayFr(closedDay)} est déjà parti.` : `Envoyer le résumé du ${formatDayFr(closedDay)} par SMS aux administrateurs\u00a0?`,
    );
    await screenshotScreen(page, `owner-eye-send-dialog-${width}`);
    await dialog.getByRole("button", { name: again ? "Renvoyer" : "Envoyer", exact: true }).click();
    await expectToast(page, /Résumé envoyé par SMS à \d+ administrateurs?/);
    await expectLocator(page.getByTestId("summary-sent")).toContainText("par Admin Principal");
    await poll(async () => /^Envoyé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/.test((await page.getByTestId("summary-sent").textContent()) ?? ""), async () => "pas envoyé");
    await toastsGone(page);
    await screenshot(page, `owner-eye-summary-${width}`);
    await noOverflowAt360(page, width);

    // printed: the figures and the text, without the sidebar, the top bar or the buttons
    await page.emulateMedia({ media: "print" });
    await expectLocator(send).toBeHidden();
    await expectLocator(page.locator('[data-slot="sidebar"]')).toBeHidden();
    await expectLocator(page.getByTestId("summary-sms")).toBeVisible();
    await screenshot(page, `owner-eye-summary-print-${width}`);
    await page.emulateMedia({ media: null });
  });
});
