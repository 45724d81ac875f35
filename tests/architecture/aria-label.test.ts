// A name on a plain <div> or <span> is ignored by screen readers and refused by axe (aria-prohibited-attr):
// a loading skeleton that carries « Chargement » must say what it is (role="status"). The browser suite only
// sees such an element when its screen is slow enough to show it, so the rule is kept here, on the source.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

function sourceFiles(entry: string): string[] {
  return readdirSync(path.join(ROOT, entry), { withFileTypes: true }).flatMap((child) => {
    const rel = path.join(entry, child.name);
    if (child.isDirectory()) return sourceFiles(rel);
    return child.name.endsWith(".tsx") ? [rel] : [];
  });
}

/** The opening tags of plain elements in a JSX text (attributes may span lines; `=>` inside is skipped). */
export function plainTagsNamedWithoutRole(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/<(div|span)\b((?:[^>]|=>)*)>/g)) {
    const attributes = match[2];
    if (/\baria-label(ledby)?=/.test(attributes) && !/\brole=/.test(attributes)) found.push(match[0].replace(/\s+/g, " "));
  }
  return found;
}

describe("names on plain elements", () => {
  it("finds a named div without a role, and lets one with a role pass", () => {
    expect(plainTagsNamedWithoutRole('<div className="x" aria-busy="true" aria-label="Chargement">')).toHaveLength(1);
    expect(plainTagsNamedWithoutRole('<div\n  className="x"\n  aria-label="Chargement"\n>')).toHaveLength(1);
    expect(plainTagsNamedWithoutRole('<div role="status" aria-label="Chargement">')).toHaveLength(0);
    expect(plainTagsNamedWithoutRole('<span onClick={() => go()} aria-label="x" role="img">')).toHaveLength(0);
  });

  it("never appear in app/ or components/", () => {
    const found = ["app", "components"].flatMap(sourceFiles).flatMap((file) =>
      plainTagsNamedWithoutRole(readFileSync(path.join(ROOT, file), "utf8")).map((tag) => `${file}: ${tag}`),
    );
    expect(found).toEqual([]);
  });
});
