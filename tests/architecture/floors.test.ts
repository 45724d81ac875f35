// The floors only go down: every import of app/, components/ and lib/ is read, and one that climbs fails with
// the file, the import and the rule; so does a service that takes a French formatter of lib/domain (the texts
// shown are the presenters'). docs/decisions/0081-etages.md.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
const SOURCES = ["app", "components", "lib", "proxy.ts"];

interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
  /** the names it imports as values (`import { a, type B }`: a) */
  names: string[];
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry)) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.isDirectory() || /\.(ts|tsx|mjs|cjs|js)$/.test(child.name) ? sourceFiles(path.join(entry, child.name)) : [],
  );
}

const IMPORT = /(import|export)(\s+type)?\s([^'";]*?)from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|require\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

/** The value names of an import's clause (`{ a, b as c, type D }`: a, b), and whether it names only types. */
function namesOf(clause: string, declaredType: boolean): { names: string[]; typeOnly: boolean } {
  const braces = /\{([^}]*)\}/.exec(clause);
  const entries = (braces?.[1] ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  const values = entries.filter((e) => !e.startsWith("type ")).map((e) => e.split(/\s+as\s+/)[0]!);
  const outside = clause.replace(/\{[^}]*\}/, "").replace(/[\s,]/g, "");
  return { names: declaredType ? [] : values, typeOnly: declaredType || (entries.length > 0 && values.length === 0 && !outside) };
}

/** Every import of the project's own files, as a path from the root (without extension). */
function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const found: Import[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[4] ?? match[5] ?? match[6] ?? match[7]!;
    let target: string;
    if (spec.startsWith("@/")) target = spec.slice(2);
    else if (spec.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(file.split(path.sep).join("/")), spec));
    else continue;
    found.push({ file: file.split(path.sep).join("/"), target, ...namesOf(match[3] ?? "", !!match[2]) });
  }
  return found;
}

const ALL = SOURCES.flatMap(sourceFiles).flatMap(importsOf);

/** The request floor of lib/auth: it reads the session of a request or a page, and calls services as routes do. */
const REQUEST_AUTH = /^lib\/auth\/(session|options|page)(\.tsx?)?$/;

/** lib/domain's French texts of amounts, days and moments ("1 500 F", "24/11/2026 11:00"): a presenter's tools. */
const FRENCH_FORMATTER = /^(format\w*(Fcfa|Fr)|formatPercent|groupThousands)$/;

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
    rule: "les services n'importent aucun formateur français de lib/domain : la présentation est dans lib/presenters",
    breaks: (i) => i.file.startsWith("lib/services/") && i.target.startsWith("lib/domain/") && i.names.some((n) => FRENCH_FORMATTER.test(n)),
  },
  { rule: "les services n'importent pas lib/presenters", breaks: (i) => i.file.startsWith("lib/services/") && i.target.startsWith("lib/presenters/") },
  {
    rule: "lib/presenters n'importe que lib/domain, d'autres présentateurs et les types des services",
    breaks: (i) =>
      i.file.startsWith("lib/presenters/") && !/^lib\/(domain|presenters)\//.test(i.target) && !(i.typeOnly && i.target.startsWith("lib/services/")),
  },
  {
    rule: "components/ui, les pièces partagées, n'importe aucun écran de components/",
    breaks: (i) => i.file.startsWith("components/ui/") && i.target.startsWith("components/") && !i.target.startsWith("components/ui/"),
  },
  {
    rule: "un écran (components/dashboard-admin, components/dashboard-supervisor) n'est importé que par sa page et son dossier, ses types.ts exceptés",
    breaks: (i) => {
      const screen = /^components\/(dashboard-admin|dashboard-supervisor)\//.exec(i.target);
      return !!screen && !i.file.startsWith(screen[0]) && !i.file.startsWith("app/") && !i.target.endsWith("/types");
    },
  },
  {
    rule: "lib/auth/codes et lib/auth/token, sous les services, ne les appellent pas",
    breaks: (i) => /^lib\/auth\/(codes|token)\.ts$/.test(i.file) && /^lib\/services\//.test(i.target),
  },
];

/** The import circles among these imports (Tarjan's strongly connected components of two files or more), each sorted. */
function circles(imports: Pick<Import, "file" | "target">[]): string[][] {
  const strip = (file: string) => file.replace(/\.(tsx?|mjs|cjs|js)$/, "");
  const edges = new Map<string, string[]>();
  for (const i of imports) {
    const from = strip(i.file);
    edges.set(from, [...(edges.get(from) ?? []), i.target.replace(/\/index$/, "")]);
    if (!edges.has(i.target)) edges.set(i.target, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("floors", () => {
  // a circle, even of types only, says that two files are one thing split in two: what they share goes in the
  // folder's types.ts (docs/decisions/0112-un-dossier-par-ecran.md)
  it("no import circle in components/", () => {
    expect(circles(ALL.filter((i) => i.file.startsWith("components/") && i.target.startsWith("components/")))).toEqual([]);
  });

  it("finds a circle when there is one (the search is not empty)", () => {
    const a = "components/x/a.tsx";
    const b = "components/x/b.tsx";
    expect(circles([{ file: a, target: "components/x/b" }, { file: b, target: "components/x/c" }, { file: "components/x/c.ts", target: "components/x/a" }])).toEqual([
      ["components/x/a", "components/x/b", "components/x/c"],
    ]);
    expect(circles([{ file: a, target: "components/x/b" }, { file: b, target: "components/x/types" }])).toEqual([]);
  });

  it("reads the imports of the whole project", () => {
    expect(ALL.length).toBeGreaterThan(1000);
    expect(ALL.some((i) => i.file === "app/api/users/login/route.ts" && i.target.startsWith("lib/"))).toBe(true);
  });

  it.each(RULES.map((r) => [r.rule, r] as const))("%s", (_name, { breaks }) => {
    const named = (i: Import) => i.names.filter((n) => FRENCH_FORMATTER.test(n)).map((n) => ` { ${n} }`).join("");
    const climbing = ALL.filter(breaks).map((i) => `${i.file} → ${i.target}${named(i)}${i.typeOnly ? " (type)" : ""}`);
    expect(climbing).toEqual([]);
  });

  it("catches a climbing import (the rules are not empty)", () => {
    const upward: Import = { file: "lib/domain/ledger.ts", target: "lib/services/users", typeOnly: false, names: [] };
    expect(RULES.filter((r) => r.breaks(upward)).map((r) => r.rule)).toEqual(["lib/domain n'importe que lib/domain"]);
    const uiToDb: Import = { file: "components/users/users-screen.tsx", target: "lib/db/client", typeOnly: false, names: [] };
    expect(RULES.some((r) => r.breaks(uiToDb))).toBe(true);
    const intoScreen: Import = { file: "components/day/day-dialogs.tsx", target: "components/dashboard-admin/admin-parts", typeOnly: false, names: [] };
    expect(RULES.some((r) => r.breaks(intoScreen))).toBe(true);
    expect(RULES.some((r) => r.breaks({ ...intoScreen, target: "components/dashboard-admin/types", typeOnly: true }))).toBe(false);
    expect(RULES.some((r) => r.breaks({ ...intoScreen, file: "app/(app)/admin/page.tsx" }))).toBe(false);
    expect(RULES.some((r) => r.breaks({ ...intoScreen, file: "components/ui/button.tsx", target: "components/day/gr-badge" }))).toBe(true);
    expect(RULES.some((r) => r.breaks({ ...uiToDb, target: "lib/services/users", typeOnly: true }))).toBe(false);
  });

  it("reads the names an import takes, and whether it takes only types", () => {
    const of = (file: string, target: string) => ALL.find((i) => i.file === file && i.target === target);
    expect(of("lib/presenters/transactions.ts", "lib/domain/money")).toMatchObject({ typeOnly: false, names: ["centsToFrancs", "formatCompactFcfa", "formatDirectedFcfa", "formatFcfa"] });
    expect(of("lib/presenters/transactions.ts", "lib/services/ledger/queries")).toMatchObject({ typeOnly: true, names: [] });
    expect(namesOf("{ a, type B, c as d }", false)).toEqual({ names: ["a", "c"], typeOnly: false });
    expect(namesOf("{ type B }", false)).toEqual({ names: [], typeOnly: true });
    expect(namesOf("X, { type B }", false)).toEqual({ names: [], typeOnly: false });
  });

  it("keeps the formatting in the presenters", () => {
    const formatting: Import = { file: "lib/services/ledger/queries.ts", target: "lib/domain/money", typeOnly: false, names: ["centsToFrancs", "formatFcfa"] };
    expect(RULES.filter((r) => r.breaks(formatting)).length).toBe(1);
    expect(RULES.some((r) => r.breaks({ ...formatting, names: ["centsToFrancs"] }))).toBe(false);
    expect(RULES.some((r) => r.breaks({ ...formatting, file: "lib/services/exports/data.ts" }))).toBe(true);
    expect(RULES.some((r) => r.breaks({ ...formatting, file: "lib/presenters/exports/simple.ts" }))).toBe(false);
    expect(RULES.some((r) => r.breaks({ ...formatting, target: "lib/presenters/transactions", names: ["presentTransaction"] }))).toBe(true);
    const presenter: Import = { file: "lib/presenters/transfers.ts", target: "lib/services/ledger/transfer-views", typeOnly: true, names: [] };
    expect(RULES.some((r) => r.breaks(presenter))).toBe(false);
    expect(RULES.some((r) => r.breaks({ ...presenter, typeOnly: false, names: ["getTransfer"] }))).toBe(true);
    expect(RULES.some((r) => r.breaks({ ...presenter, target: "lib/config/env" }))).toBe(true);
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
