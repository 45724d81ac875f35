// `npm start` on PostgreSQL with WEB_CONCURRENCY=2 (scripts/start.ts): two server processes share the
// port and one generated secret, the first one alone creates the admin and says how to log in, and
// stopping the command stops them all. Runs where PostgreSQL is (TEST_DATABASE_URL, as in CI).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { START_ARGS } from "../scripts/lib/build";
import { freePort } from "../scripts/lib/net";

const serverUrl = process.env.TEST_DATABASE_URL;
const maybe = serverUrl ? it : it.skip;

async function withServer(url: string, run: (client: Client) => Promise<void>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const childrenOf = (pid: number) =>
  new Promise<string>((resolve) => {
    const ps = spawn("ps", ["-o", "pid=", "--ppid", String(pid)]);
    let out = "";
    ps.stdout.on("data", (c) => (out += c));
    ps.on("close", () => resolve(out.trim()));
  });

maybe("serves from two processes that share the port and the secret, and stops them all", async () => {
  const database = `caisse_start_${process.pid}`;
  await withServer(serverUrl!, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${database}`);
  });
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "caisse-start-"));
  const port = await freePort();
  let output = "";
  const server: ChildProcess = spawn(process.execPath, START_ARGS, {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      WEB_CONCURRENCY: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: dataDir, // where the generated AUTH_SECRET goes
      AUTH_SECRET: "",
      ADMIN_PHONE: "770001122",
      ADMIN_CODE: "135790",
      NEXTAUTH_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (c) => (output += c));
  server.stderr!.on("data", (c) => (output += c));
  let workers: number[] = [];
  try {
    const started = Date.now();
    while (!output.includes("à l'écoute : 2 processus serveur")) {
      if (server.exitCode !== null) throw new Error(`npm start s'est arrêté :\n${output}`);
      if (Date.now() - started > 60_000) throw new Error(`npm start n'écoute pas après 60 s :\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ telephone: "770001122", Code: "135790" }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    // new connections each time: the kernel hands them to both processes, which must all accept the token
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/api/users/profile`, { headers: { authorization: `Bearer ${data.token}`, connection: "close" } }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    expect(output.match(/Caisse est prête/g)).toHaveLength(1);
    await withServer(url.toString(), async (c) => {
      const { rows } = await c.query("SELECT count(*)::int AS n FROM users WHERE role = 'ADMIN'");
      expect(rows[0].n).toBe(1);
    });
    workers = (await childrenOf(server.pid!)).split(/\s+/).filter(Boolean).map(Number);
    expect(workers).toHaveLength(2);
  } finally {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
    await withServer(serverUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).then(() => undefined));
  }
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  expect(workers.filter(alive)).toEqual([]);
});
