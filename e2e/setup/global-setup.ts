// Starts the built app on a free port against a fresh PGlite folder seeded with the fixture users,
// and logs each role in once, saving its cookies as a Playwright storage state.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ALL_E2E_USERS, E2E_ADMIN } from "../support/fixtures";
import { buildIfNeeded, START_ARGS } from "../../scripts/lib/build.cjs";
import { freePort } from "../../scripts/lib/net";
import { E2E_ROOT, STATE_DIR, statePath } from "../support/runtime";

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur e2e n'a pas répondu sur ${url} en ${timeoutMs} ms`);
}

export default async function globalSetup() {
  // built before the server's clock starts: `npm start` would build a stale app inside the wait for health
  buildIfNeeded();
  rmSync(E2E_ROOT, { recursive: true, force: true });
  mkdirSync(STATE_DIR, { recursive: true });
  const dataDir = path.join(E2E_ROOT, "data");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: "",
    PGLITE_DIR: dataDir,
    AUTH_SECRET: "e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz",
    ADMIN_PHONE: E2E_ADMIN.telephone,
    ADMIN_CODE: E2E_ADMIN.code,
    ADMIN_NAME: E2E_ADMIN.nomComplet,
    NEXTAUTH_URL: url,
    PORT: String(port),
    SMS_PROVIDER: "log",
    // the journeys send the evening summary themselves: an automatic one, depending on the hour the suite runs,
    // would add an SMS and an audit row between two of their checks
    EVENING_SUMMARY: "off",
    // The journeys reach the server from this machine, like a reverse proxy would, and say which client
    // they act for in X-Forwarded-For (several roles log in, failures must not lock each other out):
    // the server believes the hop a loopback proxy adds, as an operator declares with TRUST_PROXY.
    TRUST_PROXY: "loopback",
  };

  const seed = spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "e2e/setup/seed.ts"], {
    env,
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seed e2e échoué :\n${seed.stdout}\n${seed.stderr}`);

  // started the way `npm start` starts it (scripts/start.cjs), so the journeys cover the README's command
  const server = spawn(process.execPath, START_ARGS, {
    env: { ...env, HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  (globalThis as Record<string, unknown>).__E2E_SERVER__ = server;
  try {
    await waitForHealth(url, 60_000);
  } catch (error) {
    server.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  writeFileSync(path.join(E2E_ROOT, "server.log"), output);
  server.stdout!.on("data", (chunk) => require("node:fs").appendFileSync(path.join(E2E_ROOT, "server.log"), chunk));
  server.stderr!.on("data", (chunk) => require("node:fs").appendFileSync(path.join(E2E_ROOT, "server.log"), chunk));

  for (const [role, user] of Object.entries(ALL_E2E_USERS)) {
    const res = await fetch(`${url}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.9.0.${role.length}` },
      body: JSON.stringify({ telephone: user.telephone, Code: user.code }),
    });
    if (!res.ok) throw new Error(`connexion e2e de ${role} impossible : ${res.status} ${await res.text()}`);
    const setCookie = res.headers.get("set-cookie") ?? "";
    const [pair] = setCookie.split(";");
    const [name, ...rest] = pair!.split("=");
    const state = {
      cookies: [
        { name, value: decodeURIComponent(rest.join("=")), domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" },
      ],
      origins: [],
    };
    writeFileSync(statePath(role), JSON.stringify(state));
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
}
