// First-load JavaScript per page, gzip, measured from the production build: the scripts a page's HTML
// loads before any interaction (dialogs and other lazily imported code are not counted until used).
// Used by `npm run bench` and on its own: `npm run bench:bundle` (needs a built app; starts it on a free port).
// `ANALYZE=1 npm run build && npm run bench:bundle -- --modules` also lists what each page's bytes are made of
// (`--files`: by source file rather than by package), and `-- --duplicates` the modules that a page loads
// more than once, in several of its scripts.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
import { NEXT_BIN } from "../lib/build.cjs";
import { freePort } from "../lib/net";

export const BUNDLE_TARGETS_KB = { auth: 130, other: 160 } as const;

export const PAGES: { path: string; role: "admin" | "supervisor" | "partner" | null }[] = [
  { path: "/auth", role: null },
  { path: "/admin", role: "admin" },
  { path: "/admin/users", role: "admin" },
  { path: "/admin/transactions", role: "admin" },
  { path: "/admin/audit", role: "admin" },
  { path: "/admin/alertes", role: "admin" },
  { path: "/admin/resume", role: "admin" },
  { path: "/admin/partners", role: "admin" },
  { path: "/admin/settings", role: "admin" },
  { path: "/admin/profile", role: "admin" },
  { path: "/admin/rapprochement", role: "admin" },
  { path: "/supervisor", role: "supervisor" },
  { path: "/supervisor/transactions", role: "supervisor" },
  { path: "/supervisor/partners", role: "supervisor" },
  { path: "/supervisor/rapprochement", role: "supervisor" },
  { path: "/partner", role: "partner" },
  { path: "/partner/notifications", role: "partner" },
  { path: "/partner/settings", role: "partner" },
];

export interface BundleSize {
  path: string;
  scripts: number;
  gzipKb: number;
  targetKb: number;
  ok: boolean;
}

/** The built file behind a script's URL (/_next/static/chunks/… -> .next/static/chunks/…). */
const chunkFile = (src: string) => path.join(process.cwd(), ".next", src.replace(/^\/_next\//, "").split("?")[0]!);
/** A source map's name for a module, without webpack's prefix and layer suffix. */
const moduleName = (source: string) => source.replace(/^webpack:\/\/_N_E\/(\.\/)?/, "").replace(/\?.*$/, "");

const gzipCache = new Map<string, number>();
function gzipSizeOf(src: string): number {
  const file = chunkFile(src);
  if (!gzipCache.has(file)) gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipCache.get(file)!;
}

/**
 * The scripts of a page's first load: <script src> and script preloads, plus the client chunks that the
 * RSC payload references (the runtime fetches them before hydrating). `nomodule` polyfills are not loaded
 * by the browsers we serve, so they are not counted.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  const nomodule = new Set([...html.matchAll(/<script[^>]*\bnomodule\b[^>]*src="([^"]+)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="(?:preload|modulepreload)"[^>]*>/g)) {
    const tag = m[0];
    if (/as="script"/.test(tag) || /rel="modulepreload"/.test(tag)) {
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      if (href) found.add(href);
    }
  }
  for (const m of html.matchAll(/(?:\/_next\/)?static\/chunks\/[A-Za-z0-9_()[\]/.@-]+?\.js/g)) {
    found.add(m[0].startsWith("/_next/") ? m[0] : `/_next/${m[0]}`);
  }
  return [...found].filter((s) => s.startsWith("/_next/") && !nomodule.has(s) && !/\/polyfills-/.test(s));
}

/**
 * Where a page's first-load bytes come from, by package or source folder (needs a build made with
 * ANALYZE=1, which writes the browser source maps): each chunk's gzip size is shared among its sources
 * in proportion to the minified bytes they produced.
 */
function attributeModules(scripts: string[], byFile: boolean): Map<string, number> {
  const bySource = new Map<string, number>();
  for (const src of scripts) {
    const file = chunkFile(src);
    if (!existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, "utf8");
    const lines = code.split("\n");
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    const bytes = new Map<string, number>();
    let previous: { line: number; column: number; source: string } | null = null;
    const close = (line: number, column: number) => {
      if (!previous) return;
      const length = line === previous.line ? column - previous.column : lines[previous.line - 1]!.length - previous.column;
      bytes.set(previous.source, (bytes.get(previous.source) ?? 0) + Math.max(0, length));
    };
    consumer.eachMapping((m) => {
      close(m.generatedLine, m.generatedColumn);
      previous = { line: m.generatedLine, column: m.generatedColumn, source: byFile ? (m.source ?? "?") : groupOf(m.source ?? "?") };
    });
    close(Number.MAX_SAFE_INTEGER, 0);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    const gzip = gzipSizeOf(src);
    for (const [source, n] of bytes) bySource.set(source, (bySource.get(source) ?? 0) + (gzip * n) / total);
  }
  return bySource;
}

function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] === "next" || pkg[1] === "react" || pkg[1] === "react-dom" || pkg[1] === "scheduler" ? "[framework] next, react, react-dom" : pkg[1]!;
  // packages that ship their own source maps: Next's router is ../../src/, Radix's parts are ../src/
  if (source.includes("/../../src/")) return "[framework] next, react, react-dom";
  if (/^(?:.*\/)?src\/(?:client|shared|lib|server|build)\//.test(source)) return "[framework] next, react, react-dom";
  const own = /^(?:.*\/\.\.\/)?src\/(.+)$/.exec(source);
  if (own) return `@radix-ui: ${own[1]}`;
  return moduleName(source);
}

/** Source modules found in more than one of a page's scripts (webpack copies a shared module under 20 KB into each chunk that needs it). */
function duplicatedModules(scripts: string[]): [string, string[]][] {
  const where = new Map<string, string[]>();
  for (const src of scripts) {
    const map = `${chunkFile(src)}.map`;
    if (!existsSync(map)) continue;
    for (const source of new Set<string>(JSON.parse(readFileSync(map, "utf8")).sources)) {
      const name = moduleName(source);
      if (name) where.set(name, [...(where.get(name) ?? []), src.replace(/^.*\/chunks\//, "")]);
    }
  }
  return [...where].filter(([, chunks]) => new Set(chunks).size > 1);
}

type Detail = { modules?: boolean; files?: boolean; duplicates?: boolean };

export async function measureBundles(baseUrl: string, cookies: Record<string, string>, detail: Detail = {}): Promise<BundleSize[]> {
  const results: BundleSize[] = [];
  for (const page of PAGES) {
    const res = await fetch(baseUrl + page.path, { headers: page.role ? { cookie: cookies[page.role]! } : {}, redirect: "manual" });
    if (res.status !== 200) throw new Error(`${page.path} : HTTP ${res.status}`);
    const scripts = firstLoadScripts(await res.text());
    if (detail.modules) {
      const top = [...attributeModules(scripts, Boolean(detail.files))].sort((a, b) => b[1] - a[1]).slice(0, detail.files ? undefined : 40);
      console.log(`\n${page.path}`);
      for (const [source, gz] of top) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} Ko  ${source}`);
    }
    if (detail.duplicates) {
      console.log(`\n${page.path} : modules chargés plusieurs fois`);
      for (const [source, chunks] of duplicatedModules(scripts)) console.log(`  ${source}  (${[...new Set(chunks)].join(", ")})`);
    }
    const gzipKb = scripts.reduce((sum, s) => sum + gzipSizeOf(s), 0) / 1024;
    const targetKb = page.path === "/auth" ? BUNDLE_TARGETS_KB.auth : BUNDLE_TARGETS_KB.other;
    results.push({ path: page.path, scripts: scripts.length, gzipKb: Math.round(gzipKb * 10) / 10, targetKb, ok: gzipKb <= targetKb });
  }
  return results;
}

export function printBundles(results: BundleSize[]) {
  console.log("\nJavaScript au premier chargement (gzip)");
  console.log("  page                         scripts   gzip      objectif");
  for (const r of results) {
    console.log(`  ${r.path.padEnd(28)} ${String(r.scripts).padStart(7)}   ${`${r.gzipKb.toFixed(1)} Ko`.padStart(8)}  ≤ ${r.targetKb} Ko ${r.ok ? "✓" : "✗"}`);
  }
}

/** Starts the built app on a fresh PGlite folder with one user per role; answers its URL, cookies and a stop function. */
export async function startMeasuredServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "caisse-bundle-"));
  const admin = { telephone: "770009999", code: "135790" };
  const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", PGLITE_DIR: dir, ADMIN_PHONE: admin.telephone, ADMIN_CODE: admin.code, ...env },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  return { base, admin, server, stop };
}

export async function cookieFor(base: string, user: { telephone: string; code: string }): Promise<{ cookie: string; token: string; id: string }> {
  const res = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ telephone: user.telephone, Code: user.code }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`connexion impossible : ${JSON.stringify(body)}`);
  return { cookie: res.headers.get("set-cookie")!.split(";")[0]!, token: body.data.token, id: body.data.user.id };
}

async function main() {
  const { base, admin, stop } = await startMeasuredServer();
  try {
    const adminSession = await cookieFor(base, admin);
    const make = async (role: "SUPERVISEUR" | "PARTENAIRE", telephone: string) => {
      const res = await fetch(`${base}/api/users/create`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${adminSession.token}` },
        body: JSON.stringify({ nomComplet: role === "SUPERVISEUR" ? "Moussa Diop" : "Fatou Sarr", telephone, role }),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`création impossible : ${JSON.stringify(body)}`);
      return cookieFor(base, { telephone, code: body.data.codeAcces });
    };
    const cookies = { admin: adminSession.cookie, supervisor: (await make("SUPERVISEUR", "771119999")).cookie, partner: (await make("PARTENAIRE", "772229999")).cookie };
    const flag = (name: string) => process.argv.includes(`--${name}`);
    const results = await measureBundles(base, cookies, { modules: flag("modules"), files: flag("files"), duplicates: flag("duplicates") });
    printBundles(results);
    if (results.some((r) => !r.ok)) process.exitCode = 1;
  } finally {
    stop();
  }
}

if (process.argv[1]?.endsWith("bundle-size.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
