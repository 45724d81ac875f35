// One minus sign for money, written by the formatter (lib/domain/money.ts, MINUS) and nowhere else: a screen,
// file or SMS that wrote its own would show the same amount two ways. The other minus (U+2212) may stay in a
// comment ("sorties − débuts") but never in code, and no code puts a sign before a formatted amount itself.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatCompactFcfa, formatDirectedFcfa, formatFcfa, formatSignedFcfa, MINUS } from "@/lib/domain/money";

const ROOT = path.join(__dirname, "..", "..");
const SOURCES = ["app", "components", "lib"];

function sourceFiles(entry: string): string[] {
  return readdirSync(path.join(ROOT, entry), { withFileTypes: true }).flatMap((child) => {
    const rel = path.join(entry, child.name);
    if (child.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(child.name) ? [rel] : [];
  });
}

/** The code of a file without its comments (line and block), line by line. */
function codeLines(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, " "))
    .split("\n")
    .map((line) => line.replace(/(^|[^:"'`\\])\/\/.*$/, "$1"));
}

describe("the minus sign of money", () => {
  it("is the formatter's, the same in every form", () => {
    expect(MINUS).toBe("-");
    for (const text of [formatFcfa(-1_500), formatSignedFcfa(-1_500), formatDirectedFcfa("-", 1_500), formatCompactFcfa(-1_500_000)]) {
      expect(text.startsWith(MINUS)).toBe(true);
    }
  });

  it("is written nowhere else: no U+2212 in code, no sign glued before a formatted amount", () => {
    const found: string[] = [];
    const glued = /[-−]\s*\{\s*(formatFcfa|formatCompactFcfa|groupThousands)\(|[-−]\$\{\s*(formatFcfa|formatCompactFcfa|groupThousands)\(|"[-−]"\s*:\s*"\+"|"\+"\s*:\s*"[-−]"\s*\}?\s*\{?\s*\w*\.?formatted/;
    for (const file of SOURCES.flatMap(sourceFiles)) {
      codeLines(readFileSync(path.join(ROOT, file), "utf8")).forEach((line, i) => {
        if (line.includes("\u2212") || glued.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
