// One e2e server, as Playwright's webServer starts it (playwright.config.ts): `tsx e2e/setup/serve.ts N` copies
// the run's seeded database (e2e/setup/template.ts) into slot N's folder, then starts the built app the way `npm start` does
// (scripts/start.cjs), so the journeys cover the README's command. Its output goes to .e2e/slot-N/server.log.
// Playwright stops it with SIGTERM to the whole process group; this process then waits for the app's own stop.
import { spawn } from "node:child_process";
import { cpSync, createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { START_ARGS } from "../../scripts/lib/build.cjs";
import { serverSlots } from "../support/runtime";
import { serverEnv, TEMPLATE_DIR } from "./env";

const slot = serverSlots()[Number(process.argv[2])];
if (!slot) throw new Error(`serveur e2e inconnu : ${process.argv[2]}`);

rmSync(slot.root, { recursive: true, force: true });
mkdirSync(slot.stateDir, { recursive: true });
// the run's seeded database (e2e/setup/template.ts), this server's own copy of it
cpSync(TEMPLATE_DIR, slot.dataDir, { recursive: true });
const env = serverEnv(slot);

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
