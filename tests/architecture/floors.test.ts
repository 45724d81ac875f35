// The floors only go down: every import of app/, components/ and lib/ is read, and one that climbs fails with
// the file, the import and the rule. README, Décisions, « Les étages ».
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
const SOURCES = ["app", "components", "lib", "proxy.ts"];

interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry)) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.isDirectory() || /\.(ts|tsx|mjs|cjs|js)$/.test(child.name) ? sourceFiles(path.join(entry, child.name)) : [],
  );
}

const IMPORT = /(import|export)(\s+type)?\s[^'";]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|require\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

/** Every import of the project's own files, as a path from the root (without extension). */
function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const found: Import[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[3] ?? match[4] ?? match[5] ?? match[6]!;
    let target: string;
    if (spec.startsWith("@/")) target = spec.slice(2);
    else if (spec.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(file.split(path.sep).join("/")), spec));
    else continue;
    found.push({ file: file.split(path.sep).join("/"), target, typeOnly: !!match[2] });
  }
  return found;
}

const ALL = SOURCES.flatMap(sourceFiles).flatMap(importsOf);

/** The request floor of lib/auth: it reads the session of a request or a page, and calls services as routes do. */
const REQUEST_AUTH = /^lib\/auth\/(session|options|page)(\.tsx?)?$/;

const RULES: { rule: string; breaks: (i: Import) => boolean }[] = [
  { rule: "lib/domain n'importe que lib/domain", breaks: (i) => i.file.startsWith("lib/domain/") && !i.target.startsWith("lib/domain/") },
  { rule: "lib/ n'importe ni components/, ni app/, ni scripts/", breaks: (i) => i.file.startsWith("lib/") && /^(components|app|scripts)\//.test(i.target) },
  {
    rule: "components/ n'appelle ni lib/db, ni un service, ni lib/server (leurs types seulement)",
    breaks: (i) => i.file.startsWith("components/") && !i.typeOnly && /^lib\/(db|services|server)(\/|$)/.test(i.target),
  },
  { rule: "lib/db n'importe ni les services, ni lib/auth, ni lib/api", breaks: (i) => i.file.startsWith("lib/db/") && /^lib\/(services|auth|api)(\/|$)/.test(i.target) },
  {
    rule: "les services n'appellent ni les routes (app/, lib/api) ni la session d'une requête (leurs types seulement)",
    breaks: (i) => i.file.startsWith("lib/services/") && !i.typeOnly && (/^(app|lib\/api)\//.test(i.target) || REQUEST_AUTH.test(i.target)),
  },
  {
    rule: "lib/auth/codes et lib/auth/token, sous les services, ne les appellent pas",
    breaks: (i) => /^lib\/auth\/(codes|token)\.ts$/.test(i.file) && /^lib\/services\//.test(i.target),
  },
];

describe("floors", () => {
  it("reads the imports of the whole project", () => {
    expect(ALL.length).toBeGreaterThan(1000);
    expect(ALL.some((i) => i.file === "app/api/users/login/route.ts" && i.target.startsWith("lib/"))).toBe(true);
  });

  it.each(RULES.map((r) => [r.rule, r] as const))("%s", (_name, { breaks }) => {
    const climbing = ALL.filter(breaks).map((i) => `${i.file} → ${i.target}${i.typeOnly ? " (type)" : ""}`);
    expect(climbing).toEqual([]);
  });

  it("catches a climbing import (the rules are not empty)", () => {
    const upward: Import = { file: "lib/domain/ledger.ts", target: "lib/services/users", typeOnly: false };
    expect(RULES.filter((r) => r.breaks(upward)).map((r) => r.rule)).toEqual(["lib/domain n'importe que lib/domain"]);
    const uiToDb: Import = { file: "components/users/users-screen.tsx", target: "lib/db/client", typeOnly: false };
    expect(RULES.some((r) => r.breaks(uiToDb))).toBe(true);
    expect(RULES.some((r) => r.breaks({ ...uiToDb, target: "lib/services/users", typeOnly: true }))).toBe(false);
  });

  // a service takes its executor (db or tx) from its caller: one that opened the database itself would, inside a
  // caller's transaction, send its query on another connection (PGlite has one: the request would hang)
  it("no service opens the database itself", () => {
    const opening = SOURCES.flatMap(sourceFiles)
      .filter((file) => file.split(path.sep).join("/").startsWith("lib/services/"))
      .filter((file) => /\bgetDb(Handle)?\(\)/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(opening).toEqual([]);
  });
});
