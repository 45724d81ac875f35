// axe-core (npm, devDependency) run on what a page shows now. axe's source is run by page.evaluate (CDP
// Runtime.evaluate, which the page's Content-Security-Policy does not govern), so the app is checked under its
// real CSP. One loader and one runner for every journey; each says which impacts it allows.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { animationsDone } from "./browser";

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations of every impact on what the page shows now (`within`: a part of it, by selector). */
export async function axeViolations(page: Page, within?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const context = selector ? document.querySelector(selector)! : document;
    return (await axe.run(context, { resultTypes: ["violations"] })).violations;
  }, within ?? null)) as Violation[];
}

/** A violation said with where it is. */
export const describeViolation = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`).join("\n    ")}`;

/** No serious or critical violation once the animations are done (a dialog fading in is checked at its final colours). */
export async function expectNoSeriousViolation(page: Page, where: string) {
  await animationsDone(page);
  const found = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical").map(describeViolation);
  if (found.length) throw new Error(`${where} : ${found.length} violation(s) axe graves\n  ${found.join("\n  ")}`);
}

/** No violation of any impact once the animations are done (`within`: a part of the page). */
export async function expectNoViolation(page: Page, where: string, within?: string) {
  await animationsDone(page);
  const found = (await axeViolations(page, within)).map(describeViolation);
  if (found.length) throw new Error(`${where} : ${found.length} violation(s) axe\n  ${found.join("\n  ")}`);
}
