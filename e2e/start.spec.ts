// `npm start` as a shop owner and a process manager run it (scripts/start.cjs, lib/server/main.ts):
// - PGlite, started by npm itself: SIGTERM to npm's pid (as a process manager sends it) lets an in-flight
//   request finish, then the whole tree is gone, the port free and the database closed; SIGINT to the
//   server process does the same; a second start on the same PGLITE_DIR is refused, naming the first;
//   over real HTTP, a forged X-Forwarded-For is not believed without TRUST_PROXY; SIGTERM to npm while it
//   builds stops the build and starts no orphan server afterwards.
// - PostgreSQL (TEST_DATABASE_URL, as in CI), WEB_CONCURRENCY=2: two server processes share the port and
//   one generated secret, the first alone creates the admin, a crashed one is restarted, and a signal to
//   any one of them stops them all.
// - The shared e2e server (TRUST_PROXY=loopback): only the hop the trusted proxy added is believed.
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { childrenOf, isAlive, processTree } from "../scripts/lib/processes";
import { Client } from "pg";
import { ROOT, START_ARGS } from "../scripts/lib/build.cjs";
import { freePort } from "../scripts/lib/net";
import { baseUrl } from "./support/runtime";

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? test : test.skip;
const LOCK = (dir: string) => path.join(dir, ".caisse", "lock");

/** The server process of a tree: `node … scripts/start.cjs`, titled "caisse" once it serves (not npm's shell). */
const isServer = (pid: number) => /^caisse\b|^\S*node .*scripts\/start\.cjs/.test(cmdline(pid));

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
};

async function waitFor(what: string, check: () => boolean, timeoutMs: number, output: () => string = () => ""): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} : pas après ${timeoutMs / 1000} s\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` itself (npm, its shell, the server), or the script alone when `direct`. */
async function start(env: Record<string, string>, options: { viaNpm: boolean; waitFor?: string }): Promise<Started> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = options.viaNpm
    ? spawn("npm", ["start"], { env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] })
    : spawn(process.execPath, START_ARGS, { env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = options.waitFor ?? "à l'écoute";
  await waitFor(`npm start écoute (${ready})`, () => output.includes(ready) || child.exitCode !== null, 120_000, () => output);
  if (child.exitCode !== null) throw new Error(`npm start s'est arrêté :\n${output}`);
  return { child, port, output: () => output, exited };
}

/**
 * A login whose body arrives in two halves: the request is in flight until `finish` sends the rest. `received`
 * settles when the server has read its headers (its "100 Continue"): from then on the server holds a request, not
 * a connection that has sent nothing yet, however slow the machine is.
 */
function slowLogin(port: number) {
  const body = JSON.stringify({ telephone: "709999999", Code: "123456" });
  const req = http.request({
    host: "127.0.0.1",
    port,
    path: "/api/users/login",
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), connection: "close", expect: "100-continue" },
  });
  const received = new Promise<void>((resolve) => req.once("continue", resolve));
  const status = new Promise<number>((resolve, reject) => {
    req.once("response", (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode ?? 0));
    });
    req.once("error", reject);
  });
  req.flushHeaders();
  return { status, received, finish: () => req.end(body) };
}

const pgliteEnv = (dataDir: string): Record<string, string> => ({
  DATABASE_URL: "",
  PGLITE_DIR: dataDir,
  AUTH_SECRET: "start-secret-0123456789abcdefghijklmnopqrstuvwxyz",
  ADMIN_PHONE: "770003344",
  ADMIN_CODE: "246810",
  NEXTAUTH_URL: "",
  TRUST_PROXY: "",
  WEB_CONCURRENCY: "",
});

test.describe("npm start on PGlite", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "caisse-start-pglite-"));
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test("SIGTERM to npm's pid: the in-flight request completes, then the whole tree is gone, the port free, the database closed", async () => {
    test.setTimeout(180_000);
    const server = await start(pgliteEnv(dataDir), { viaNpm: true, waitFor: "Caisse est prête" });
    try {
      const npmPid = server.child.pid!;
      await waitFor("serveur prêt", () => server.output().includes("à l'écoute"), 30_000, server.output);
      const tree = processTree(npmPid);
      const serverPid = tree.find(isServer);
      expect(serverPid).toBeDefined();
      expect(tree.some((pid) => /tsx/.test(cmdline(pid)))).toBe(false); // no TypeScript loader resident
      expect(existsSync(LOCK(dataDir))).toBe(true);

      const inFlight = slowLogin(server.port);
      await inFlight.received;
      process.kill(npmPid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 1_000));
      inFlight.finish();
      expect(await inFlight.status).toBe(401); // answered, not cut
      const answeredAt = Date.now();
      const took = await waitFor("arbre arrêté", () => tree.every((pid) => !isAlive(pid)), 15_000, server.output);
      expect(Date.now() - answeredAt).toBeLessThan(10_000);
      expect(took).toBeLessThan(10_000);
      expect(await portFree(server.port)).toBe(true);
      expect(existsSync(LOCK(dataDir))).toBe(false); // PGlite closed, lock given back
      expect(server.output()).toMatch(/arrêté en \d+\.\d s/);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  });

  test("SIGINT to the server process stops the tree; meanwhile a second start on the same folder is refused, naming it; a forged X-Forwarded-For is not believed", async () => {
    test.setTimeout(180_000);
    const server = await start(pgliteEnv(dataDir), { viaNpm: true });
    try {
      const tree = processTree(server.child.pid!);
      const serverPid = tree.find(isServer)!;

      // a second `npm start` on the same PGLITE_DIR, on another port: refused at once, naming the first
      const startedAt = Date.now();
      const second = spawn(process.execPath, START_ARGS, { env: { ...process.env, ...pgliteEnv(dataDir), PORT: String(await freePort()), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] });
      let said = "";
      second.stdout!.on("data", (c) => (said += c));
      second.stderr!.on("data", (c) => (said += c));
      const code = await new Promise<number | null>((resolve) => second.once("exit", (c) => resolve(c)));
      expect(code).toBe(1);
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      expect(said).toContain(`est déjà ouverte par le processus ${serverPid} (npm start)`);

      // over real HTTP, without TRUST_PROXY: the address is the socket's, whatever the header says
      const login = (forwarded: string, telephone: string) =>
        fetch(`http://127.0.0.1:${server.port}/api/users/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwarded, "x-caisse-client-address": `forged ${forwarded}` },
          body: JSON.stringify({ telephone, Code: "000000" }),
        }).then((r) => r.status);
      // the first journey's in-flight login failed from this socket too: 29 more make the 30 that lock it
      for (let i = 0; i < 29; i++) expect(await login(`203.0.113.${i}`, `7400000${String(i).padStart(2, "0")}`)).toBe(401);
      expect(await login("198.51.100.1", "740000099")).toBe(429);

      process.kill(serverPid, "SIGINT");
      const took = await waitFor("arbre arrêté", () => tree.every((pid) => !isAlive(pid)), 15_000, server.output);
      expect(took).toBeLessThan(10_000);
      expect(await server.exited).toBe(0);
      expect(await portFree(server.port)).toBe(true);
      expect(existsSync(LOCK(dataDir))).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  });
});

/** The processes whose working folder is `dir` (or inside it). */
function processesIn(dir: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`).startsWith(dir);
      } catch {
        return false;
      }
    });
}

test.describe("npm start stopped while it builds", () => {
  // a copy of the sources without a build, so that `npm start` builds; node_modules shared through a link
  const copy = mkdtempSync(path.join(tmpdir(), "caisse-start-build-"));
  const dataDir = path.join(copy, "data");
  test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test("SIGTERM to npm's pid during the build: the build and the launcher stop, no server starts afterwards as an orphan", async () => {
    test.setTimeout(120_000);
    // the sources only: no dot folder (.next, .caisse, .git, the e2e server's data and its socket), no data
    const skip = new Set(["node_modules", "data", "backups", "coverage", "test-results"]);
    for (const entry of readdirSync(ROOT)) if (!skip.has(entry) && !entry.startsWith(".")) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
    const port = await freePort();
    const child = spawn("npm", ["start"], { cwd: copy, env: { ...process.env, ...pgliteEnv(dataDir), PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (c) => (output += c));
    child.stderr!.on("data", (c) => (output += c));
    try {
      await waitFor("construction commencée", () => output.includes("construction de l'application"), 60_000, () => output);
      await waitFor("next build lancé", () => processTree(child.pid!).some((pid) => /next build/.test(cmdline(pid))), 30_000, () => output);
      const tree = processTree(child.pid!);
      process.kill(child.pid!, "SIGTERM");
      const took = await waitFor("arbre arrêté", () => tree.every((pid) => !isAlive(pid)) && processesIn(copy).length === 0, 15_000, () => output);
      expect(took).toBeLessThan(10_000);
      // a while later, still nothing: no server was started after the build was stopped
      await new Promise((r) => setTimeout(r, 3_000));
      expect(processesIn(copy)).toEqual([]);
      expect(await portFree(port)).toBe(true);
      expect(output).not.toContain("à l'écoute");
    } finally {
      for (const pid of processesIn(copy)) process.kill(pid, "SIGKILL");
    }
  });
});

test.describe("the shared e2e server trusts the loopback proxy (TRUST_PROXY=loopback)", () => {
  const login = (forwarded: string, telephone: string, code = "000000") =>
    fetch(`${baseUrl()}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
      body: JSON.stringify({ telephone, Code: code }),
    }).then((r) => r.status);

  test("believes only the hop the proxy added: the client's own entries neither escape the limit nor put it on someone else", async () => {
    const attacker = "10.77.1.1";
    const victim = "10.77.1.2";
    // what the client wrote comes first, the proxy appends the address it saw
    for (let i = 0; i < 30; i++) expect(await login(`${i % 2 ? victim : `10.77.2.${i}`}, ${attacker}`, `7410000${String(i).padStart(2, "0")}`)).toBe(401);
    expect(await login(`10.77.3.3, ${attacker}`, "741000099")).toBe(429);
    expect(await login(victim, "741000098")).toBe(401); // the victim is not locked
  });
});

test.describe("npm start on PostgreSQL with WEB_CONCURRENCY=2", () => {
  async function withAdmin(url: string, run: (client: Client) => Promise<void>) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await run(client);
    } finally {
      await client.end();
    }
  }

  onPostgres("two processes share the port and the secret; a crashed one is restarted; a signal to one stops them all", async () => {
    test.setTimeout(240_000);
    const database = `caisse_start_${process.pid}`;
    await withAdmin(serverUrl!, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${database}`);
    });
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), "caisse-start-"));
    const server = await start(
      {
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        PGLITE_DIR: dataDir, // where the generated AUTH_SECRET goes
        AUTH_SECRET: "",
        ADMIN_PHONE: "770001122",
        ADMIN_CODE: "135790",
        NEXTAUTH_URL: "",
      },
      { viaNpm: false, waitFor: "à l'écoute : 2 processus serveur" },
    );
    let workers: number[] = [];
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const login = await fetch(`${base}/api/users/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ telephone: "770001122", Code: "135790" }),
      });
      expect(login.status).toBe(200);
      const { data } = (await login.json()) as { data: { token: string } };
      // new connections each time: the kernel hands them to both processes, which must all accept the token
      const profiles = () =>
        Promise.all(
          Array.from({ length: 20 }, () => fetch(`${base}/api/users/profile`, { headers: { authorization: `Bearer ${data.token}`, connection: "close" } }).then((r) => r.status)),
        );
      expect(await profiles()).toEqual(Array(20).fill(200));
      expect(server.output().match(/Caisse est prête/g)).toHaveLength(1);
      await withAdmin(url.toString(), async (c) => {
        const { rows } = await c.query("SELECT count(*)::int AS n FROM users WHERE role = 'ADMIN'");
        expect(rows[0].n).toBe(1);
      });
      workers = childrenOf(server.child.pid!);
      expect(workers).toHaveLength(2);

      // a crashed server process is restarted, and the port keeps answering
      process.kill(workers[0]!, "SIGKILL");
      await waitFor("processus relancé", () => /relancé/.test(server.output()) && childrenOf(server.child.pid!).length === 2, 60_000, server.output);
      await waitFor("de nouveau 2 processus à l'écoute", () => (server.output().match(/à l'écoute : 2 processus/g) ?? []).length >= 2, 60_000, server.output);
      expect(await profiles()).toEqual(Array(20).fill(200));

      // a signal to one server process stops them all
      const now = childrenOf(server.child.pid!);
      process.kill(now[1]!, "SIGTERM");
      expect(await server.exited).toBe(0);
      workers = [...workers, ...now];
    } finally {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await withAdmin(serverUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).then(() => undefined));
    }
    await waitFor("processus serveur arrêtés", () => workers.every((pid) => !isAlive(pid)), 10_000);
    expect(await portFree(server.port)).toBe(true);
  });
});
