// One e2e server, as Playwright's webServer starts it (playwright.config.ts): `tsx e2e/setup/serve.ts N` seeds a
// fresh PGlite folder for slot N with the fixture users, then starts the built app the way `npm start` does
// (scripts/start.cjs), so the journeys cover the README's command. Its output goes to .e2e/slot-N/server.log.
// Playwright stops it with SIGTERM to the whole process group; this process then waits for the app's own stop.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { E2E_ADMIN } from "../support/fixtures";
import { START_ARGS } from "../../scripts/lib/build.cjs";
import { serverSlots } from "../support/runtime";

const slot = serverSlots()[Number(process.argv[2])];
if (!slot) throw new Error(`serveur e2e inconnu : ${process.argv[2]}`);

rmSync(slot.root, { recursive: true, force: true });
mkdirSync(slot.stateDir, { recursive: true });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: "",
  PGLITE_DIR: slot.dataDir,
  AUTH_SECRET: "e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz",
  ADMIN_PHONE: E2E_ADMIN.telephone,
  ADMIN_CODE: E2E_ADMIN.code,
  ADMIN_NAME: E2E_ADMIN.nomComplet,
  NEXTAUTH_URL: slot.url,
  PORT: String(slot.port),
  HOST: "127.0.0.1",
  SMS_PROVIDER: "log",
  // the journeys send the evening summary themselves: an automatic one, depending on the hour the suite runs,
  // would add an SMS and an audit row between two of their checks
  EVENING_SUMMARY: "off",
  // The journeys reach the server from this machine, like a reverse proxy would, and say which client
  // they act for in X-Forwarded-For (several roles log in, failures must not lock each other out):
  // the server believes the hop a loopback proxy adds, as an operator declares with TRUST_PROXY.
  TRUST_PROXY: "loopback",
};

// PGlite allows one process at a time: the seed is done and gone before the server opens the folder
const seed = spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "e2e/setup/seed.ts"], { env, encoding: "utf8" });
if (seed.status !== 0) {
  console.error(`seed e2e échoué :\n${seed.stdout}\n${seed.stderr}`);
  process.exit(1);
}

const log = createWriteStream(path.join(slot.root, "server.log"));
const server = spawn(process.execPath, START_ARGS, { env, stdio: ["ignore", "pipe", "pipe"] });
server.stdout!.pipe(log);
server.stderr!.pipe(log);
server.on("exit", (code, signal) => {
  log.end();
  process.exit(code ?? (signal ? 0 : 1));
});
// the app stops itself on these (graceful shutdown); this process only waits for it
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
