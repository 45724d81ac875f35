// First-load JavaScript per page, gzip, measured from the production build: the scripts a page's HTML
// loads before any interaction (dialogs and other lazily imported code are not counted until used).
// Used by `npm run bench` and on its own: `npm run bench:bundle` (needs a built app; starts it on a free port).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { NEXT_BIN } from "../lib/build";

export const BUNDLE_TARGETS_KB = { auth: 130, other: 160 } as const;

export const PAGES: { path: string; role: "admin" | "supervisor" | "partner" | null }[] = [
  { path: "/auth", role: null },
  { path: "/admin", role: "admin" },
  { path: "/admin/users", role: "admin" },
  { path: "/admin/transactions", role: "admin" },
  { path: "/admin/audit", role: "admin" },
  { path: "/admin/profile", role: "admin" },
  { path: "/supervisor", role: "supervisor" },
  { path: "/supervisor/transactions", role: "supervisor" },
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

const gzipCache = new Map<string, number>();
function gzipSizeOf(src: string): number {
  const file = path.join(process.cwd(), ".next", src.replace(/^\/_next\//, "").split("?")[0]!);
  if (!gzipCache.has(file)) gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipCache.get(file)!;
}

/** The scripts of a page's first load: <script src> and <link rel=preload|modulepreload as=script>. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="(?:preload|modulepreload)"[^>]*>/g)) {
    const tag = m[0];
    if (/as="script"/.test(tag) || /rel="modulepreload"/.test(tag)) {
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      if (href) found.add(href);
    }
  }
  return [...found].filter((s) => s.startsWith("/_next/"));
}

export async function measureBundles(baseUrl: string, cookies: Record<string, string>): Promise<BundleSize[]> {
  const results: BundleSize[] = [];
  for (const page of PAGES) {
    const res = await fetch(baseUrl + page.path, { headers: page.role ? { cookie: cookies[page.role]! } : {}, redirect: "manual" });
    if (res.status !== 200) throw new Error(`${page.path} : HTTP ${res.status}`);
    const scripts = firstLoadScripts(await res.text());
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

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
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
    const results = await measureBundles(base, cookies);
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
