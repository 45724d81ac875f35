// The week journey's end-of-day checks (e2e/week.spec.ts): each screen the owner and the supervisors read, every
// figure on it compared with the oracle (./week-oracle.ts), each screen checked by axe. Nothing here asks the app
// what a figure should be: the expected side is the oracle's alone.
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { formatCompactFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import { waitForHydration } from "./browser";
import type { Kiosk, WeekOracle } from "./week-oracle";
import { axeCheck, dayCounts, definitions, francs, looksRed, type Mismatches, readLines, squash } from "./week-screens";

/** The supervisor's own dashboard (his phone): the footer's three figures and every line. */
export async function checkSupervisor(page: Page, oracle: WeekOracle, key: Kiosk["key"], day: string, m: Mismatches) {
  const screen = `/supervisor de ${oracle.kiosk(key).nom}`;
  await page.goto("/supervisor");
  const gr = page.getByTestId("supervisor-gr");
  await gr.waitFor();
  const activity = page.locator('section[aria-label="Activité"]');
  // the partners' sections fold: opened to read their lines
  const folded = activity.locator('button[aria-expanded="false"]:not([aria-haspopup])');
  for (let i = await folded.count(); i > 0; i--) await folded.first().click();
  const t = oracle.totals(key, day);
  const footer = await activity.locator("footer").evaluate((el) => [...el.children].map((c) => [c.children[0]?.textContent ?? "", c.children[1]?.textContent ?? ""]));
  const byLabel = new Map(footer.map(([k, v]) => [squash(k), francs(v)]));
  m.check(screen, "DÉBUT", t.debutTotal, byLabel.get("DÉBUT"));
  m.check(screen, "GR TOTAL", t.gr, byLabel.get("GR TOTAL"));
  m.check(screen, "SORTIE", t.sortieTotal, byLabel.get("SORTIE"));
  m.checkMap(screen, "ligne", oracle.lines(key, day), await readLines(activity));
  const status = oracle.status(key, day);
  m.check(screen, "journée clôturée", status === "closed", (await page.getByTestId("day-closed").count()) > 0);
  const missing = oracle.missingFins(key, day);
  if (missing.length === 0) m.check(screen, "mention « Fin non saisie »", 0, await page.getByTestId("missing-fin").count());
  await axeCheck(page, `/supervisor (${status}${oracle.lines(key, day).size > 0 && [...oracle.lines(key, day).keys()].some((k) => k.includes("↔")) ? ", transfert" : ""})`, m);
}

/** The admin dashboard of the day: the network's figures and each card. */
export async function checkAdminDashboard(page: Page, oracle: WeekOracle, day: string, m: Mismatches) {
  const screen = "/admin";
  const n = oracle.network(day);
  const global = page.getByTestId("gr-global");
  await global.waitFor();
  // the largest figure is the closed days' GR; the open days' part is apart, provisional
  m.check(screen, "GR total global (journées clôturées)", n.grClosed, francs(await global.textContent()));
  const part = page.getByTestId("gr-open-global");
  m.check(screen, "part provisoire (journées ouvertes)", n.open > 0 ? `Journées ouvertes : ${squash(formatSignedFcfa(n.grOpen))} provisoire` : null, (await part.count()) ? squash(await part.first().textContent()) : null);
  if (n.open > 0 && (await looksRed(global))) m.note(screen, "GR total global en rouge alors que des journées sont ouvertes (provisoire)");
  const summary = page.locator('section[aria-labelledby="global-title"]');
  m.check(screen, "journées clôturées/ouvertes/vides", { closed: n.closed, open: n.open, empty: n.empty }, await dayCounts(summary));
  const tiles = await definitions(summary);
  m.check(screen, "Début Total", n.debutTotal, francs(tiles.get("Début Total")));
  m.check(screen, "Sortie Total", n.sortieTotal, francs(tiles.get("Sortie Total")));
  m.check(screen, "UV Master Début", n.uvDebut, francs(tiles.get("UV Master Début")));
  m.check(screen, "UV Master Sorties", n.uvSortie, francs(tiles.get("UV Master Sorties")));
  for (const key of oracle.keys()) {
    const kiosk = oracle.kiosk(key);
    const card = page.locator(`[data-testid="supervisor-card"][data-supervisor="${kiosk.nom}"]`);
    const where = `${screen} carte ${kiosk.nom}`;
    if ((await card.count()) === 0) {
      m.note(where, "carte absente");
      continue;
    }
    const t = oracle.totals(key, day);
    const cells = await definitions(card.locator("dl").first());
    m.check(where, "Début", t.debutTotal, francs(cells.get("Début")));
    m.check(where, "GR Total", t.gr, francs(await card.getByTestId("card-gr").textContent()));
    m.check(where, "Sortie", t.sortieTotal, francs(cells.get("Sortie")));
    m.checkMap(where, "ligne", oracle.lines(key, day), await readLines(card));
    m.check(where, "badge « Clôturée »", oracle.status(key, day) === "closed", (await card.getByTestId("day-status").count()) > 0);
    const alerts = card.getByTestId("card-alerts");
    m.check(where, "alertes ouvertes", oracle.openAlerts(key).length, (await alerts.count()) ? Number(/\d+/.exec(squash(await alerts.textContent()))?.[0]) : 0);
  }
  await axeCheck(page, `${screen} (${n.open > 0 ? "journées ouvertes" : "toutes clôturées"})`, m);
}

/** The evening summary of the day and its SMS. */
export async function checkSummary(page: Page, oracle: WeekOracle, day: string, m: Mismatches) {
  const screen = `/admin/resume?date=${day}`;
  await page.goto(`/admin/resume?date=${day}`);
  const grStat = page.getByTestId("summary-gr");
  await grStat.waitFor();
  const n = oracle.network(day);
  const worked = n.closed + n.open;
  const final = worked > 0 && n.open === 0;
  const signed = (gr: number) => squash(formatSignedFcfa(gr));
  // the closed days' GR first; the open days' part apart, said provisional, never summed into it
  m.check(screen, final || worked === 0 ? "GR réseau" : "GR des journées clôturées", n.grClosed, francs(await page.getByTestId("summary-gr-closed").textContent()));
  const openPart = page.getByTestId("summary-gr-open");
  m.check(screen, "GR des journées ouvertes", n.open > 0 ? `Journées ouvertes : ${signed(n.grOpen)} provisoire` : null, (await openPart.count()) ? squash(await openPart.textContent()) : null);
  m.check(screen, "GR réseau : définitif", final, (await grStat.getByText("Définitif", { exact: true }).count()) > 0);
  if (n.open > 0 && (await looksRed(openPart))) m.note(screen, "part provisoire en rouge");
  m.check(screen, "Journées clôturées", `${n.closed}/${worked}`, squash(await page.getByTestId("summary-closed").locator("p").nth(1).textContent()));
  const transfers = oracle.transfers.filter((t) => t.day === day);
  const transferStat = page.getByTestId("summary-transfers");
  m.check(screen, "Transferts du jour (nombre)", transfers.length, Number(squash(await transferStat.locator("p").nth(1).textContent())));
  m.check(screen, "Transferts du jour (montant)", transfers.reduce((s, t) => s + t.amount, 0), francs(await transferStat.locator("p").nth(2).textContent()));
  const alerts = oracle.alerts.filter((a) => a.day === day || a.raisedOn === day);
  m.check(screen, "Alertes du jour", alerts.length, Number(squash(await page.getByTestId("summary-alert-count").locator("p").nth(1).textContent())));
  const items = async (id: string) => (await page.getByTestId(id).locator("li").allInnerTexts()).map(squash);
  const open = oracle.keys().filter((k) => oracle.status(k, day) === "open");
  m.check(screen, "Superviseurs non clôturés", open.map((k) => `${oracle.kiosk(k).nom} GR ${signed(oracle.totals(k, day).gr)} provisoire`).sort(), (await items("summary-not-closed")).sort());
  // « Écarts » : closed days beyond the tolerance only, with their justification
  const ecarts = oracle.keys().filter((k) => oracle.status(k, day) === "closed" && oracle.totals(k, day).gr < -oracle.tolerance);
  m.check(
    screen,
    "Écarts au-delà de la tolérance",
    ecarts.map((k) => `${oracle.kiosk(k).nom} ${signed(oracle.totals(k, day).gr)} ${oracle.justification(k, day) ? `Justification : ${oracle.justification(k, day)}` : "Sans justification"}`).sort(),
    (await items("summary-ecarts")).sort(),
  );
  const late = oracle.openDaysBefore(day).filter((d) => d.age >= oracle.unclosedDaysAlert);
  m.check(screen, "Journées restées ouvertes", late.map((d) => `${oracle.kiosk(d.key).nom} ${formatDayFr(d.day)} · depuis ${d.age} jours`).sort(), (await items("summary-late-days")).sort());
  // the SMS: what it counts, said in its own words
  const sms = squash(await page.getByTestId("summary-sms").textContent());
  // its first sentence: the closed days' GR and the closes, the open days' part apart and provisional
  const gsm = (gr: number) => signed(gr).replace(/\s/g, " ");
  const days = (count: number) => `${n.closed}/${worked} ${count > 1 ? "journees cloturees" : "journee cloturee"}`;
  const head =
    worked === 0
      ? "aucune saisie."
      : final
        ? `GR ${gsm(n.grClosed)}. Clotures ${n.closed}/${worked}.`
        : `${n.closed === 0 ? "" : `GR ${gsm(n.grClosed)} sur `}${days(n.closed)} ; ouvertes ${gsm(n.grOpen)} (provisoire).`;
  const afterDate = sms.slice(sms.indexOf(" : ") + 3);
  m.check(`${screen} SMS`, "première phrase (GR, clôtures)", head, afterDate.slice(0, head.length));
  const plural = (count: number, one: string) => `${count} ${one}${count > 1 ? "s" : ""}`;
  m.check(`${screen} SMS`, "Ecarts (des journées)", ecarts.length ? `Ecarts : ${plural(ecarts.length, "journee")}.` : null, /Ecarts : [^.]*\./.exec(sms)?.[0] ?? null);
  m.check(`${screen} SMS`, "Transferts", transfers.length ? `Transferts : ${transfers.length}` : null, /Transferts : \d+/.exec(sms)?.[0] ?? null);
  m.check(`${screen} SMS`, "Alertes", alerts.length ? `Alertes : ${alerts.length}.` : null, /Alertes : \d+\./.exec(sms)?.[0] ?? null);
  const lateKiosks = new Set(late.map((d) => d.key)).size;
  m.check(
    `${screen} SMS`,
    "Journées restées ouvertes (des journées, des superviseurs)",
    late.length ? `Journees restees ouvertes : ${late.length} (${plural(lateKiosks, "superviseur")}).` : null,
    /Journees restees ouvertes : [^)]*\)\./.exec(sms)?.[0] ?? null,
  );
  m.check(`${screen} SMS`, "Non clotures", open.length ? open.map((k) => oracle.kiosk(k).nom).join(", ") : null, /Non clotures : ([^.]*)\./.exec(sms)?.[1] ?? null);
  await axeCheck(page, `/admin/resume (${final ? "définitif" : "provisoire"})`, m);
}

/** The network's transactions of today: each category's amount and count, a transfer once. */
export async function checkTransactions(page: Page, oracle: WeekOracle, day: string, m: Mismatches, kiosk?: Kiosk["key"]) {
  const path = kiosk ? "/supervisor/transactions" : "/admin/transactions";
  const screen = kiosk ? `${path} de ${oracle.kiosk(kiosk).nom}` : path;
  await page.goto(path);
  const total = page.getByTestId("stat-Total");
  await page.waitForFunction(() => !/—/.test(document.querySelector('[data-testid="stat-Total"]')?.textContent ?? "—"));
  const expected = oracle.listed(day, kiosk);
  for (const [label, figures] of [
    ["Dépôts", expected.depot],
    ["Retraits", expected.retrait],
    ["Transferts", expected.transfert],
    ["Total", expected.total],
  ] as const) {
    const card = page.getByTestId(`stat-${label}`);
    const [amount, count] = await card.locator("p").allTextContents();
    m.check(screen, `${label} (montant)`, squash(formatCompactFcfa(figures.amount)), squash(amount));
    m.check(screen, `${label} (nombre)`, figures.count, Number(/\d+/.exec(count ?? "")?.[0]));
  }
  void total;
  await axeCheck(page, path, m);
}

/** The open alerts, and the days left open below them. */
export async function checkAlerts(page: Page, oracle: WeekOracle, day: string, m: Mismatches) {
  const screen = "/admin/alertes";
  await page.goto("/admin/alertes");
  await page.getByTestId("alert-item").or(page.getByText("Aucune alerte ouverte")).first().waitFor();
  await page.waitForLoadState("networkidle");
  const shown = (await page.getByTestId("alert-item").allInnerTexts()).map(squash);
  const expected = oracle.openAlerts();
  m.check(screen, "nombre d'alertes ouvertes", expected.length, shown.length);
  for (const alert of expected) {
    const nom = oracle.kiosk(alert.kiosk).nom;
    const found = shown.some((text) => text.includes(`${nom} · Journée du ${formatDayFr(alert.day)}`) && text.includes(alert.level === "grave" ? "Grave" : "Attention"));
    m.check(screen, `alerte ${alert.kind} ${nom} du ${formatDayFr(alert.day)} (${alert.level})`, true, found);
  }
  const unclosed = (await page.getByTestId("unclosed-day").allInnerTexts()).map(squash);
  // a day still today is not yet left open
  const open = oracle.openDaysBefore(day);
  m.check(screen, "journées non clôturées", open.map((d) => `${oracle.kiosk(d.key).nom} ${formatDayFr(d.day)}`).sort(), unclosed.map((t) => /^(.*?\d{2}\/\d{2}\/\d{4})/.exec(t)?.[1] ?? t).sort());
  await axeCheck(page, `${screen} (${expected.length ? "alertes" : "aucune"}${open.length ? ", journées ouvertes" : ""})`, m);
}

/** The complete export of today, downloaded from /admin and read back with exceljs. */
export async function checkExport(page: Page, oracle: WeekOracle, day: string, m: Mismatches) {
  const screen = "export complet";
  await page.goto("/admin");
  const button = page.getByRole("button", { name: "Exporter" });
  await waitForHydration(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Exporter en Excel" });
  await dialog.waitFor();
  await axeCheck(page, "/admin « Exporter en Excel »", m);
  const [file] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: /Export Complet/ }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  await page.keyboard.press("Escape");
  const n = oracle.network(day);
  const summary = new Map<string, unknown>();
  workbook.getWorksheet("Résumé global")?.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === "string" && !summary.has(label)) summary.set(label, row.getCell(2).value);
  });
  const provisional = n.open > 0;
  m.check(`${screen} « Résumé global »`, "Statut", provisional ? "Provisoire" : n.gr > 0 ? "Positif" : n.gr < 0 ? "Négatif" : "Neutre", summary.get("Statut"));
  m.check(`${screen} « Résumé global »`, "GR total global", n.gr, summary.get("GR total global"));
  m.check(`${screen} « Résumé global »`, "Début total", n.debutTotal, summary.get("Début total"));
  m.check(`${screen} « Résumé global »`, "Sortie total", n.sortieTotal, summary.get("Sortie total"));
  m.check(`${screen} « Résumé global »`, "UV Master Début", n.uvDebut, summary.get("UV Master Début"));
  m.check(`${screen} « Résumé global »`, "UV Master Sorties", n.uvSortie, summary.get("UV Master Sorties"));
  m.check(`${screen} « Résumé global »`, "Nombre de transactions", oracle.listed(day).total.count, summary.get("Nombre de transactions"));
  const detail = workbook.getWorksheet("Détail superviseurs");
  let header: string[] = [];
  const rows = new Map<string, Record<string, unknown>>();
  detail?.eachRow((row) => {
    const cells = (row.values as unknown[]).slice(1);
    if (cells[0] === "Jour") header = cells.map(String);
    else if (header.length && typeof cells[1] === "string" && cells[1]) rows.set(cells[1], Object.fromEntries(header.map((h, i) => [h, cells[i]])));
  });
  for (const key of oracle.keys()) {
    const nom = oracle.kiosk(key).nom;
    const t = oracle.totals(key, day);
    const row = rows.get(nom);
    const where = `${screen} « Détail superviseurs » ${nom}`;
    if (oracle.status(key, day) === "empty") continue;
    if (!row) {
      m.note(where, "ligne absente");
      continue;
    }
    m.check(where, "Total Début", t.debutTotal, row["Total Début"]);
    m.check(where, "Total Fin", t.sortieTotal, row["Total Fin"]);
    m.check(where, "GR total", t.gr, row["GR total"]);
    m.check(where, "Journée", oracle.status(key, day) === "closed" ? "Clôturée" : "Ouverte", row["Journée"]);
    m.check(where, "Justification", oracle.justification(key, day) ?? "", row["Justification"] ?? "");
  }
}
