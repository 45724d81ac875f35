// axe-core (npm, devDependency) run on what a page shows now: its serious and critical violations, with where
// they are. axe's source is run by page.evaluate (CDP Runtime.evaluate, which the page's Content-Security-Policy
// does not govern), so the app is checked under its real CSP.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { animationsDone } from "./browser";

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's serious and critical violations of what the page shows now, with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  // animations finished (a dialog fading in is checked at its final colours)
  await animationsDone(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`).join("\n    ")}`);
}

export async function expectNoSeriousViolation(page: Page, where: string) {
  const found = await seriousViolations(page);
  if (found.length) throw new Error(`${where} : ${found.length} violation(s) axe graves\n  ${found.join("\n  ")}`);
}
