// What the week journey reads on the screens (e2e/week.spec.ts), as a person reads them: the figures shown, turned
// into numbers; each screen checked with axe (no violation of any impact). A figure that differs from the oracle
// is collected, named by screen and figure with the expected and the shown value, and a day's mismatches are
// reported together.
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { animationsDone } from "./browser";


/** Spaces of any kind as one, either minus sign as "-". */
export const squash = (text: string | null | undefined) => (text ?? "").replace(/[\s\u00a0\u202f]+/g, " ").replace(/\u2212/g, "-").trim();

/** The amount a text shows ("+1 234 F", "−5 000 F"), or NaN. */
export function francs(text: string | null | undefined): number {
  const found = /([+-]?)\s?(\d{1,3}(?: \d{3})*|\d+)\s?F\b/.exec(squash(text));
  if (!found) return Number.NaN;
  const value = Number(found[2]!.replace(/ /g, ""));
  return found[1] === "-" ? -value : value;
}

export class Mismatches {
  readonly list: string[] = [];
  constructor(readonly day: string) {}

  check(screen: string, figure: string, expected: unknown, shown: unknown) {
    const same = typeof expected === "number" && typeof shown === "number" ? expected === shown : JSON.stringify(expected) === JSON.stringify(shown);
    if (!same) this.list.push(`${screen} — ${figure} : attendu ${JSON.stringify(expected)}, affiché ${JSON.stringify(shown)}`);
  }

  /** Two maps of figures, each key once: the missing and the extra ones too. */
  checkMap(screen: string, figure: string, expected: Map<string, number>, shown: Map<string, number>) {
    for (const key of new Set([...expected.keys(), ...shown.keys()])) this.check(screen, `${figure} « ${key} »`, expected.get(key) ?? 0, shown.get(key) ?? 0);
  }

  note(screen: string, what: string) {
    this.list.push(`${screen} — ${what}`);
  }
}


/**
 * The screens axe has seen this week: each screen (or dialog, or toast) is checked the first time the week shows it
 * in a given state (`where` names it without the day's figures), not again each day with other numbers.
 */
const axeSeen = new Set<string>();

/** axe on what the page shows now (dialogs and toasts included): every violation, whatever its impact. */
export async function axeCheck(page: Page, where: string, m: Mismatches) {
  if (axeSeen.has(where)) return;
  axeSeen.add(where);
  await animationsDone(page).catch(() => undefined);
  for (const v of await axeViolations(page)) m.note(`axe ${where}`, `${v.id} (${v.impact}) : ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** The toasts on screen now, checked by axe while they show (the caller waits for the one it expects). */
export async function axeToast(page: Page, text: string | RegExp, where: string, m: Mismatches) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  await toast.waitFor({ state: "visible" });
  await axeCheck(page, `toast « ${text} »`, m);
}

/** The lines a panel shows: "debut:{label}" → value, zero lines left out (a screen may hide them). */
export async function readLines(scope: Locator): Promise<Map<string, number>> {
  const rows = await scope.locator("[data-line]").evaluateAll((els) =>
    els.map((el) => ({
      line: (el as HTMLElement).dataset.line ?? "",
      label: el.querySelector("span[title]")?.textContent ?? "",
      value: el.querySelector('[data-testid="line-value"]')?.textContent ?? "",
    })),
  );
  const out = new Map<string, number>();
  for (const row of rows) {
    const value = francs(row.value);
    if (value !== 0) out.set(`${row.line.split(":")[0]}:${squash(row.label)}`, value);
  }
  return out;
}

/** Whether an element is painted red (a loss): its classes say so. */
export const looksRed = async (locator: Locator) => /\b(text-red-\d+|text-destructive)\b/.test((await locator.getAttribute("class")) ?? "");

/** The numbers of "Journées : 2 clôturées · 1 ouverte · 0 vide". */
export async function dayCounts(scope: Locator) {
  const read = async (id: string) => Number(/\d+/.exec((await scope.getByTestId(id).first().textContent()) ?? "")?.[0] ?? Number.NaN);
  return { closed: await read("days-closed"), open: await read("days-open"), empty: await read("days-empty") };
}

/** Each dt's text → its dd's text, in a definition list. */
export async function definitions(scope: Locator): Promise<Map<string, string>> {
  const pairs = await scope.evaluate((el) =>
    [...el.querySelectorAll("dt")].map((dt) => [dt.firstChild?.textContent ?? dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""] as [string, string]),
  );
  return new Map(pairs.map(([k, v]) => [squash(k), squash(v)]));
}

/** Opens every closed section of the page (a supervisor's partner lines fold). */
export async function unfold(scope: Locator) {
  const closed = scope.locator('button[aria-expanded="false"]');
  for (let i = await closed.count(); i > 0; i--) {
    await closed.first().click();
  }
}
