// Several app instances on one PostgreSQL database: child processes, each with its own pool and its own
// dispatcher, share a burst of SMS; one is killed (SIGKILL) in the middle. Every message ends sent or failed,
// none reaches the provider twice, and the messages the killed one was sending are either finished by the
// others (never handed over) or failed for the admin (maybe handed over). PostgreSQL only: PGlite has one process.
import { fork, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notifications, smsOutbox } from "@/lib/db/schema";
import { SMS_IN_DOUBT_ERROR } from "@/lib/domain/sms";
import { onPostgres } from "../setup/postgres";
import { createTestUser } from "../helpers/users";

const describePostgres = onPostgres() ? describe : describe.skip;
const BURST = 200;
const sentLog = path.join(tmpdir(), `caisse-sms-sent-${randomBytes(4).toString("hex")}.log`);
const children: ChildProcess[] = [];

function startInstance(name: string): Promise<ChildProcess> {
  const child = fork(path.join(process.cwd(), "tests/helpers/sms-instance.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, SMS_INSTANCE_NAME: name, SMS_SENT_LOG: sentLog, SMS_FAIL_RATE: "0.2" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`${name} arrêté au démarrage (${code})`)));
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/** instance -> body, one entry per message the provider accepted */
const sends = () =>
  (existsSync(sentLog) ? readFileSync(sentLog, "utf8").split("\n").filter(Boolean) : []).map((line) => {
    const [instance, body] = line.split("\t");
    return { instance: instance!, body: body! };
  });

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(children.map(exited));
  rmSync(sentLog, { force: true });
});

describePostgres("several instances on PostgreSQL", () => {
  it("share a burst: one killed mid-burst, every message ends sent or failed, none sent twice", async () => {
    const admin = await createTestUser("ADMIN");
    const [victim, ...survivors] = await Promise.all(["instance-1", "instance-2", "instance-3"].map(startInstance));
    const db = await getDb();
    const bodies = Array.from({ length: BURST }, (_, i) => `rafale ${String(i).padStart(4, "0")}`);
    await db
      .insert(smsOutbox)
      .values(bodies.map((body, i) => ({ to: `7720${String(i).padStart(5, "0")}`, body, provider: "faux", purpose: "ACCOUNT_CREATED" })));

    await waitFor(() => sends().filter((s) => s.instance === "instance-1").length >= 10, "instance-1 a commencé");
    victim!.kill("SIGKILL");
    await exited(victim!);
    const sentBeforeKill = sends().filter((s) => s.instance === "instance-1").length;
    expect(sends().length).toBeLessThan(BURST);

    const left = async () => (await db.select({ id: smsOutbox.id }).from(smsOutbox).where(and(like(smsOutbox.body, "rafale %"), eq(smsOutbox.status, "queued")))).length;
    await waitFor(async () => (await left()) === 0, "plus aucun SMS en file");
    for (const child of survivors) child.kill("SIGTERM");
    await Promise.all(survivors.map(exited));
    expect(survivors.map((child) => child.exitCode)).toEqual([0, 0]);

    const rows = await db.select().from(smsOutbox).where(like(smsOutbox.body, "rafale %"));
    expect(rows).toHaveLength(BURST);
    const log = sends();
    const timesSent = new Map<string, number>();
    for (const { body } of log) timesSent.set(body, (timesSent.get(body) ?? 0) + 1);
    expect([...timesSent.values()].filter((n) => n > 1)).toEqual([]);
    // the killed instance sent nothing more after its death
    expect(log.filter((s) => s.instance === "instance-1").length).toBe(sentBeforeKill);
    expect(log.filter((s) => s.instance !== "instance-1").length).toBeGreaterThan(0);

    const failed = rows.filter((r) => r.status === "failed");
    for (const row of rows) {
      expect(["sent", "failed"]).toContain(row.status);
      expect(row.leaseOwner).toBeNull();
      if (row.status === "sent") expect(timesSent.get(row.body)).toBe(1);
      else if (row.lastError === SMS_IN_DOUBT_ERROR) {
        // maybe handed over by the killed instance: at most once, and by it
        expect(timesSent.get(row.body) ?? 0).toBeLessThanOrEqual(1);
        expect(log.filter((s) => s.body === row.body && s.instance !== "instance-1")).toEqual([]);
      } else {
        expect(row).toMatchObject({ lastError: "opérateur injoignable", attempts: 3 });
        expect(timesSent.get(row.body)).toBeUndefined();
      }
    }
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "SMS_FAILED")));
    expect(notes).toHaveLength(failed.length);
    console.info(
      `[sms-instances] ${BURST} SMS : ${rows.length - failed.length} envoyés, ${failed.length} en échec ` +
        `(dont ${failed.filter((r) => r.lastError === SMS_IN_DOUBT_ERROR).length} douteux), ${sentBeforeKill} par l'instance tuée`,
    );
  });
});
