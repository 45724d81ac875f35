// An embedded database folder killed without a shutdown (kill -9), with real processes: the worker
// (lib/db/pglite-worker.mjs) has taken its own checkpoint meanwhile, so what the next open replays stays
// under a bound whatever was written before; the next open says, in French, that it recovers the folder
// and how long that took; what was committed after the checkpoint is there.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHECKPOINT_AFTER_BYTES, logToReplay, readShutdownState } from "@/lib/db/pglite-recovery.mjs";

jest.setTimeout(180_000);

const PROGRAM = path.join(process.cwd(), "tests", "db", "fixtures", "crash-pglite.ts");
const root = mkdtempSync(path.join(os.tmpdir(), "caisse-crash-"));
const dataDir = path.join(root, "data");
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** Runs the fixture; resolves with its output once `until` matches it (or once it exits). */
function run(mode: "write" | "open", until: RegExp): Promise<{ child: ChildProcess; stdout: string; stderr: string }> {
  // `node --import tsx`: one process, so that SIGKILL reaches the one holding the database
  const child = spawn(process.execPath, ["--import", "tsx", PROGRAM, mode, dataDir], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => {
    child.stdout!.on("data", (chunk) => {
      stdout += chunk;
      if (until.test(stdout)) resolve({ child, stdout, stderr });
    });
    child.once("exit", () => resolve({ child, stdout, stderr }));
  });
}

it("a killed folder replays at most about one checkpoint's worth of log, says so, and keeps what was committed", async () => {
  const writer = await run("write", /PRÊT \d+/);
  expect(writer.stdout).toMatch(/PRÊT \d+/); // the worker checkpointed by itself (else: SANS POINT DE CONTRÔLE)
  writer.child.kill("SIGKILL");
  await new Promise((resolve) => (writer.child.exitCode === null && writer.child.signalCode === null ? writer.child.once("exit", resolve) : resolve(null)));

  const left = readShutdownState(dataDir);
  expect(left).toMatchObject({ clean: false });
  // about 37 MB were written in all; without the worker's checkpoint all of it would be replayed
  const replay = logToReplay(dataDir, left!.redo);
  expect(replay).not.toBeNull();
  expect(replay!).toBeLessThanOrEqual(CHECKPOINT_AFTER_BYTES + 16 * 1024 * 1024);

  const reopened = await run("open", /OUVERTE \d+ \d+/);
  const [, ms, markers] = /OUVERTE (\d+) (\d+)/.exec(reopened.stdout) ?? [];
  expect(reopened.stderr).toMatch(/La base PGlite .*data n'a pas été arrêtée proprement .* récupération en cours depuis son dernier point de contrôle \(.*\), au plus \d+ Mo de journal à rejouer…/);
  expect(reopened.stderr).toMatch(/base PGlite récupérée en \d+,\d s/);
  expect(markers).toBe("1");
  // generous: a busy 2-core machine; an unbounded log took tens of seconds
  expect(Number(ms)).toBeLessThan(30_000);
  expect(readShutdownState(dataDir)).toMatchObject({ clean: true });

  // opened again after a clean close: nothing to recover, nothing said
  const again = await run("open", /OUVERTE \d+ \d+/);
  expect(again.stdout).toMatch(/OUVERTE \d+ 1/);
  expect(again.stderr).not.toMatch(/récupération/);
});
