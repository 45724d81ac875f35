// A week of a network of three kiosks, in the browser, against an oracle. Supervisors A, B and C on their phones
// (360 × 740), the admin at 1280, Monday to Friday on a server of the journey's own whose clock the journey moves
// (e2e/support/week-server.ts; the browsers' clocks follow, page.clock). Mornings and evenings on the day screens,
// partner movements (registered and free), a transfer A → B that B contests and the admin corrects, a UV Master
// allocation to C that C counts at night, C's Tuesday left open and closed two days late, A's écart justified, B's
// wrong deposit deleted after his close (the admin reopens, deletes, closes), the evening summary sent on Friday.
// After each day every figure of the supervisors' dashboards, the admin dashboard, /admin/resume and its SMS, the
// transactions list, the alerts and the complete export is compared with the oracle (e2e/support/week-oracle.ts),
// which follows DESIGN's rules from the entries made here; axe checks every screen visited, dialogs and toasts
// included. A day's mismatches are reported together, each naming its screen, figure, expected and shown value.
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { AccountType } from "@/lib/domain/constants";
import { addDays } from "@/lib/domain/periods";
import { closeContexts } from "./support/browser";
import { E2E_ADMIN } from "./support/fixtures";
import {
  adminCloseDay,
  adminDay,
  allocate,
  closeLateDay,
  closeToday,
  contestTransfer,
  correctTransfer,
  dayScreen,
  deleteYesterdayTransaction,
  DESKTOP,
  followClock,
  newDaySession,
  openSupervisor,
  partnerMovement,
  personContext,
  PHONE,
  reopenDay,
  sendTransfer,
  sessionCookie,
} from "./support/week-actions";
import { checkAdminDashboard, checkAlerts, checkExport, checkSummary, checkSupervisor, checkTransactions } from "./support/week-checks";
import { type Kiosk, WeekOracle } from "./support/week-oracle";
import { axeCheck, axeToast, Mismatches } from "./support/week-screens";
import { startWeekServer, type WeekServer } from "./support/week-server";

type Key = Kiosk["key"];
interface Person {
  telephone: string;
  code: string;
}

const NAMES: Record<Key, string> = { A: "Aminata Semaine", B: "Babacar Semaine", C: "Coumba Semaine" };
const ACCOUNTS: Record<Key, AccountType[]> = { A: ["LIQUIDE", "ORANGE_MONEY", "WAVE"], B: ["LIQUIDE", "WAVE"], C: ["LIQUIDE", "ORANGE_MONEY"] };
const PARTNER = "Pape Partenaire";
const FREE_PARTNER = "Boutique Ndiaye";
const TOLERANCE = 5_000;

let browser: Browser;
let server: WeekServer;
const oracle = new WeekOracle();
const people = {} as Record<Key, Person>;
let adminCookie = "";

/** The admin's API, for what the week sets up before Monday (users, accounts, the tolerance). */
async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie: adminCookie, origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The Monday at least a week after today: the server's clock only moves forward (sessions keep their expiry). */
function nextMonday(): string {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, 7 + ((8 - weekday) % 7 || 7));
}

const MONDAY = nextMonday();
const DAYS = [0, 1, 2, 3, 4].map((offset) => addDays(MONDAY, offset));

test.beforeAll(async ({ browser: workerBrowser }) => {
  test.setTimeout(180_000);
  browser = workerBrowser;
  server = await startWeekServer();
  await server.setClock(DAYS[0]!, 7);
  const cookie = await sessionCookie(server, E2E_ADMIN);
  adminCookie = `${cookie.name}=${encodeURIComponent(cookie.value)}`;
  for (const [index, key] of (["A", "B", "C"] as Key[]).entries()) {
    const created = await api("POST", "/api/users/create", { nomComplet: NAMES[key], telephone: `78100000${index + 1}`, role: "SUPERVISEUR" });
    const user = created.user as { id: string };
    people[key] = { telephone: `78100000${index + 1}`, code: created.codeAcces as string };
    oracle.addKiosk({ key, id: user.id, nom: NAMES[key] });
    for (const accountType of ACCOUNTS[key]) await api("POST", "/api/transactions/accounts", { supervisorId: user.id, accountType });
  }
  await api("POST", "/api/users/create", { nomComplet: PARTNER, telephone: "782000001", role: "PARTENAIRE" });
  await api("PUT", "/api/settings", { ecartTolerance: TOLERANCE });
  oracle.tolerance = TOLERANCE;
});

test.afterAll(async () => {
  await closeContexts(browser);
  await server?.stop();
});

/** The day's browsers: each supervisor's phone and the admin's desktop, signed in, on the server's clock. */
interface DayPages {
  contexts: BrowserContext[];
  sup: Record<Key, Page>;
  admin: Page;
}

let dayStarted = 0;
let pagesOfWeek: DayPages | null = null;

/** The people's browsers, opened on Monday and kept all week (each day a new session and the clock moved). */
async function openDay(day: string): Promise<DayPages> {
  await server.setClock(day, 8);
  const cookie = await sessionCookie(server, E2E_ADMIN);
  adminCookie = `${cookie.name}=${encodeURIComponent(cookie.value)}`;
  if (!pagesOfWeek) {
    const contexts: BrowserContext[] = [];
    const sup = {} as Record<Key, Page>;
    for (const key of oracle.keys()) {
      const context = await personContext(browser, server, people[key], PHONE);
      contexts.push(context);
      sup[key] = await context.newPage();
    }
    const adminContext = await personContext(browser, server, E2E_ADMIN, DESKTOP);
    contexts.push(adminContext);
    pagesOfWeek = { contexts, sup, admin: await adminContext.newPage() };
  } else {
    const users = [...oracle.keys().map((key) => people[key]), E2E_ADMIN];
    for (const [index, context] of pagesOfWeek.contexts.entries()) await newDaySession(context, server, users[index]!);
  }
  for (const key of oracle.keys()) {
    await openSupervisor(pagesOfWeek.sup[key]);
    // his first read of the day opens it: the balances carried over
    oracle.open(key, day);
  }
  return pagesOfWeek;
}

async function at(pages: DayPages, day: string, hour: number, minute = 0) {
  await server.setClock(day, hour, minute);
  for (const context of pages.contexts) await followClock(context, server);
}

/** The justification a close asks when the day's GR is below minus the tolerance. */
const justificationFor = (key: Key, day: string, text: string) => (oracle.totals(key, day).gr < -TOLERANCE ? text : null);

/** A supervisor's evening: his Fins on the evening screen, then the close. An account the screen does not offer is set by the admin instead (so the next days' figures stay comparable), and said. */
async function evening(pages: DayPages, key: Key, day: string, fins: [AccountType, number][], m: Mismatches, close: { justification?: string } | null = {}) {
  const page = pages.sup[key];
  await openSupervisor(page);
  const missing = await dayScreen(page, "soir", fins, m);
  for (const [account, amount] of fins) {
    if (missing.includes(account)) {
      await api("PATCH", `/api/transactions/supervisors/${oracle.kiosk(key).id}/accounts/update`, { accountType: "sortie", accountKey: account, newValue: amount, date: day });
    }
    // the oracle keeps the Fin the person typed, as the fixed screen records it
    oracle.fin(key, day, account, amount);
  }
  if (missing.length) await openSupervisor(page);
  if (!close) return;
  const justification = justificationFor(key, day, close.justification ?? "Recompté deux fois");
  await closeToday(page, justification, m);
  oracle.close(key, day, justification, day);
}

async function morning(pages: DayPages, key: Key, day: string, debuts: [AccountType, number][], m: Mismatches) {
  await dayScreen(pages.sup[key], "matin", debuts, m);
  for (const [account, amount] of debuts) oracle.debut(key, day, account, amount);
}

/** The end of the day's checks, every screen against the oracle. */
async function checkDay(pages: DayPages, day: string, m: Mismatches, extra?: { ownLists?: Key[] }) {
  await at(pages, day, 16, 30);
  for (const key of oracle.keys()) await checkSupervisor(pages.sup[key], oracle, key, day, m);
  for (const key of extra?.ownLists ?? []) await checkTransactions(pages.sup[key], oracle, day, m, key);
  await pages.admin.goto("/admin");
  await checkAdminDashboard(pages.admin, oracle, day, m);
  await checkTransactions(pages.admin, oracle, day, m);
  await checkAlerts(pages.admin, oracle, day, m);
  await checkSummary(pages.admin, oracle, day, m);
  await checkExport(pages.admin, oracle, day, m);
}

async function endDay(m: Mismatches) {
  process.stdout.write(`[semaine] ${m.day} : ${m.list.length} écart(s), ${((Date.now() - dayStarted) / 1000).toFixed(0)} s\n`);
  expect.soft(m.list, `${m.day} : ${m.list.length} écart(s) entre les écrans et l'oracle`).toEqual([]);
}

test("a week of three kiosks: every figure of every screen is the oracle's, and axe finds nothing", async () => {
  // five days of four people, every screen read back each evening: the suite's longest journey, on one worker
  test.setTimeout(1_200_000);
  const [mon, tue, wed, thu, fri] = DAYS as [string, string, string, string, string];

  await test.step(`lundi ${mon} : premiers Débuts, partenaires enregistré et libre, trois clôtures`, async () => {
    dayStarted = Date.now();
    const m = new Mismatches(mon);
    const pages = await openDay(mon);
    await axeCheck(pages.sup.A, "/supervisor (matin)", m);
    await morning(pages, "A", mon, [["LIQUIDE", 200_000], ["ORANGE_MONEY", 100_000], ["WAVE", 50_000]], m);
    await morning(pages, "B", mon, [["LIQUIDE", 150_000], ["WAVE", 80_000]], m);
    await morning(pages, "C", mon, [["LIQUIDE", 120_000], ["ORANGE_MONEY", 60_000]], m);
    await at(pages, mon, 10);
    await partnerMovement(pages.sup.A, { registered: true, name: PARTNER }, "depot", 30_000, m);
    oracle.partner("A", mon, PARTNER, "depot", 30_000);
    await partnerMovement(pages.sup.B, { registered: false, name: FREE_PARTNER }, "retrait", 20_000, m);
    oracle.partner("B", mon, FREE_PARTNER, "retrait", 20_000);
    await at(pages, mon, 16);
    await evening(pages, "A", mon, [["LIQUIDE", 235_000], ["ORANGE_MONEY", 90_000], ["WAVE", 55_000]], m);
    await evening(pages, "B", mon, [["LIQUIDE", 130_000], ["WAVE", 100_000]], m);
    await evening(pages, "C", mon, [["LIQUIDE", 118_000], ["ORANGE_MONEY", 62_000]], m);
    await checkDay(pages, mon, m);
    await endDay(m);
  });

  await test.step(`mardi ${tue} : un transfert A → B contesté puis corrigé, la journée de C laissée ouverte`, async () => {
    dayStarted = Date.now();
    const m = new Mismatches(tue);
    const pages = await openDay(tue);
    await morning(pages, "A", tue, [["LIQUIDE", 20_000]], m);
    await at(pages, tue, 10);
    await sendTransfer(pages.sup.A, NAMES.B, "WAVE", 50_000, m);
    const transfer = oracle.transfer("A", "B", tue, "WAVE", 50_000);
    await at(pages, tue, 11);
    await contestTransfer(pages.sup.B, "Reçu 40 000 F seulement", m);
    oracle.contest(transfer);
    await at(pages, tue, 12);
    await correctTransfer(pages.admin, NAMES.B, 40_000, "Recompté avec les deux kiosques", m);
    oracle.correct(transfer, 40_000);
    await at(pages, tue, 16);
    await evening(pages, "A", tue, [["LIQUIDE", 255_000], ["ORANGE_MONEY", 90_000], ["WAVE", 15_000]], m);
    await evening(pages, "B", tue, [["LIQUIDE", 130_000], ["WAVE", 140_000]], m);
    // C counts his Fins, 10 000 F short, and forgets to close: an open day below the tolerance is no écart yet
    await evening(pages, "C", tue, [["LIQUIDE", 111_000], ["ORANGE_MONEY", 59_000]], m, null);
    await checkDay(pages, tue, m, { ownLists: ["A", "B"] });
    await endDay(m);
  });

  await test.step(`mercredi ${wed} : UV Master alloué à C et compté le soir, l'écart de A justifié`, async () => {
    dayStarted = Date.now();
    const m = new Mismatches(wed);
    const pages = await openDay(wed);
    await at(pages, wed, 9);
    await allocate(pages.admin, NAMES.C, 100_000, m);
    oracle.allocate("C", wed, 100_000);
    await at(pages, wed, 16);
    await evening(pages, "A", wed, [["LIQUIDE", 235_000], ["ORANGE_MONEY", 90_000], ["WAVE", 15_000]], m, { justification: "Billet de 20 000 F introuvable, recompté deux fois" });
    await evening(pages, "B", wed, [["LIQUIDE", 130_000], ["WAVE", 140_000]], m);
    await evening(pages, "C", wed, [["LIQUIDE", 111_000], ["ORANGE_MONEY", 59_000], ["UV_MASTER", 100_000]], m);
    await checkDay(pages, wed, m);
    await endDay(m);
  });

  await test.step(`jeudi ${thu} : partenaires, le dépôt erroné de B, la journée de mardi de C clôturée avec deux jours de retard`, async () => {
    dayStarted = Date.now();
    const m = new Mismatches(thu);
    const pages = await openDay(thu);
    await at(pages, thu, 10);
    await partnerMovement(pages.sup.A, { registered: false, name: FREE_PARTNER }, "retrait", 15_000, m);
    oracle.partner("A", thu, FREE_PARTNER, "retrait", 15_000);
    await partnerMovement(pages.sup.A, { registered: true, name: PARTNER }, "depot", 10_000, m);
    oracle.partner("A", thu, PARTNER, "depot", 10_000);
    await partnerMovement(pages.sup.B, { registered: true, name: PARTNER }, "depot", 25_000, m);
    oracle.partner("B", thu, PARTNER, "depot", 25_000);
    await at(pages, thu, 16);
    await evening(pages, "A", thu, [["LIQUIDE", 245_000], ["ORANGE_MONEY", 80_000], ["WAVE", 10_000]], m);
    await evening(pages, "B", thu, [["LIQUIDE", 130_000], ["WAVE", 140_000]], m, { justification: "Dépôt de Pape Partenaire à vérifier" });
    await evening(pages, "C", thu, [["LIQUIDE", 111_000], ["ORANGE_MONEY", 59_000], ["UV_MASTER", 100_000]], m);
    await checkDay(pages, thu, m);
    // after the owner's evening: C closes his Tuesday from the reminder
    await at(pages, thu, 17);
    await openSupervisor(pages.sup.C);
    await closeLateDay(pages.sup.C, tue, justificationFor("C", tue, "Oubli de clôture, billet de 10 000 F manquant"), m);
    oracle.close("C", tue, justificationFor("C", tue, "Oubli de clôture, billet de 10 000 F manquant"), thu);
    await endDay(m);
  });

  await test.step(`vendredi ${fri} : le dépôt de jeudi supprimé après la clôture (réouverture, suppression, clôture), le résumé envoyé`, async () => {
    dayStarted = Date.now();
    const m = new Mismatches(fri);
    const pages = await openDay(fri);
    await at(pages, fri, 9);
    await adminDay(pages.admin, thu);
    await reopenDay(pages.admin, NAMES.B, "Dépôt saisi par erreur", m);
    oracle.reopen("B", thu);
    await deleteYesterdayTransaction(pages.admin, NAMES.B, PARTNER, "Dépôt saisi par erreur, le partenaire n'est pas venu", m);
    const wrong = oracle.txs.find((t) => t.kiosk === "B" && t.day === thu && t.type === "DEPOT")!;
    oracle.deleteAdded(wrong);
    oracle.lateChange(wrong, fri);
    await adminDay(pages.admin, thu);
    await adminCloseDay(pages.admin, NAMES.B, justificationFor("B", thu, "Dépôt retiré"), m);
    oracle.close("B", thu, justificationFor("B", thu, "Dépôt retiré"), fri);
    await at(pages, fri, 16);
    await evening(pages, "A", fri, [["LIQUIDE", 245_000], ["ORANGE_MONEY", 80_000], ["WAVE", 10_000]], m);
    await evening(pages, "B", fri, [["LIQUIDE", 130_000], ["WAVE", 140_000]], m);
    await evening(pages, "C", fri, [["LIQUIDE", 111_000], ["ORANGE_MONEY", 59_000], ["UV_MASTER", 100_000]], m);
    await checkDay(pages, fri, m);
    // Thursday again, as it stands after the correction
    await checkSummary(pages.admin, oracle, thu, m);
    // the evening summary sent (within the admin's session of the day)
    await at(pages, fri, 16, 45);
    await pages.admin.goto(`/admin/resume?date=${fri}`);
    await pages.admin.getByTestId("summary-gr").waitFor();
    const send = pages.admin.getByRole("button", { name: "Envoyer maintenant" });
    await send.click();
    const dialog = pages.admin.getByRole("alertdialog");
    await dialog.waitFor();
    await axeCheck(pages.admin, "/admin/resume « Envoyer »", m);
    await dialog.getByRole("button", { name: "Envoyer", exact: true }).click();
    await axeToast(pages.admin, /Résumé envoyé par SMS/, "/admin/resume", m);
    await endDay(m);
  });
});
