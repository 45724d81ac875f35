// The week journey's own server (e2e/week.spec.ts): the built app started as `npm start` does, on a fresh
// database of its own (the app migrates it and creates the admin at its first start), so that no other journey's
// days are in its figures and its moving clock moves no other journey's "today". Its clock is the real one plus
// an offset the journey writes (e2e/setup/week-clock.cjs, given to this process alone): `setClock` moves the
// server, and `clockTime` is what the journey gives the browser's clock (page.clock) so both read the same day.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { START_ARGS } from "../../scripts/lib/build.cjs";
import { freePort } from "../../scripts/lib/net";
import { serverEnv } from "../setup/env";
import { E2E_BASE, type ServerSlot } from "./runtime";

const CLOCK_PRELOAD = path.join(process.cwd(), "e2e", "setup", "week-clock.cjs");
/** The preload reads its file again at most this often (week-clock.cjs CHECK_MS), plus a margin. */
const CLOCK_SETTLE_MS = 250;

export interface WeekServer {
  url: string;
  /** moves the server's clock to this day and hour (Africa/Dakar, UTC+0), then waits until it reads it */
  setClock: (day: string, hour: number, minute?: number) => Promise<void>;
  /** the instant the server's clock reads now (for the browser's clock) */
  clockTime: () => Date;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`le serveur de la semaine s'est arrêté (${server.exitCode}) : voir ${logFile}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur de la semaine ne répond pas : voir ${logFile}`);
}

export async function startWeekServer(): Promise<WeekServer> {
  const port = await freePort();
  const root = path.join(E2E_BASE, `week-${process.env.TEST_PARALLEL_INDEX ?? 0}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const slot: ServerSlot = { index: -1, port, url: `http://127.0.0.1:${port}`, root, dataDir: path.join(root, "data"), stateDir: path.join(root, "state") };
  const clockFile = path.join(root, "clock-offset");
  let offset = 0;
  writeFileSync(clockFile, "0");
  const logFile = path.join(root, "server.log");
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ["--require", CLOCK_PRELOAD, ...START_ARGS], {
    env: { ...serverEnv(slot), CAISSE_WEEK_CLOCK_FILE: clockFile },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  await waitForHealth(slot.url, server, logFile);
  return {
    url: slot.url,
    async setClock(day, hour, minute = 0) {
      const target = Date.parse(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`);
      offset = target - Date.now();
      writeFileSync(clockFile, String(offset));
      await new Promise((r) => setTimeout(r, CLOCK_SETTLE_MS));
    },
    clockTime: () => new Date(Date.now() + offset),
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
      log.end();
    },
  };
}
