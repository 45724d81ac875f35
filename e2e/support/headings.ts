import type { Page } from "playwright-core";

/**
 * The headings a screen reader lists (hidden ones left out), in the document's order, that skip a level: a
 * heading more than one level below the one before it (an h3 right after an h1).
 */
export async function skippedHeadings(page: Page, where: string): Promise<string[]> {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter((h) => !h.closest("[hidden], [aria-hidden=true]") && getComputedStyle(h).display !== "none")
      .map((h) => ({ level: Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)), text: h.textContent?.trim().slice(0, 40) ?? "" })),
  );
  const skipped: string[] = [];
  let previous = 0;
  for (const { level, text } of levels) {
    if (level > previous + 1) skipped.push(`${where} : « ${text} » (h${level}) après un h${previous}`);
    previous = level;
  }
  return skipped;
}
