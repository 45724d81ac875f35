// The SMS dispatcher and its leases, in one process: a message left queued by a process that stopped is sent,
// a failing provider is retried with backoff then the message fails and the admins are told, "Renvoyer" sends
// it, a claim is exclusive, and a message handed to the provider by a holder that stopped is never sent again
// by itself. Short timings (setSmsSender's policy) keep it fast.
import { and, eq, inArray, sql } from "drizzle-orm";
import { POST as retry } from "@/app/api/users/sms-outbox/[id]/retry/route";
import { GET as outbox } from "@/app/api/users/sms-outbox/route";
import { getDb, type Db } from "@/lib/db/client";
import { notifications, smsOutbox } from "@/lib/db/schema";
import { SMS_IN_DOUBT_ERROR, type SmsDeliveryPolicy } from "@/lib/domain/sms";
import { deliverSms, queueSms, setSmsSender, type SmsMessage } from "@/lib/services/sms";
import { startSmsDispatcher, stopSmsDispatchers, type SmsDispatcher } from "@/lib/services/sms/dispatcher";
import { claimDueSms, claimSmsById } from "@/lib/services/sms/outbox";
import { call } from "../helpers/http";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

const FAST: Partial<SmsDeliveryPolicy> = { delayMs: 40, leaseMs: 400, graceMs: 300 };

interface Send extends SmsMessage {
  at: number;
}

/** A provider that records every message it accepts (and every refusal), failing while `failing` says so. */
function fakeProvider(options: { failing?: () => boolean; latencyMs?: number } = {}) {
  const accepted: Send[] = [];
  const refused: Send[] = [];
  const sender = {
    name: "faux",
    async send(message: SmsMessage) {
      if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
      if (options.failing?.()) {
        refused.push({ ...message, at: Date.now() });
        throw new Error("opérateur injoignable");
      }
      accepted.push({ ...message, at: Date.now() });
      return { id: null };
    },
  };
  return { sender, accepted, refused };
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let counter = 0;
/** Queues messages in a committed transaction, as a request does, and delivers nothing: the process "died". */
async function queueCommitted(count: number): Promise<string[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      counter += 1;
      ids.push(await queueSms(tx, { to: `77100${String(counter).padStart(4, "0")}`, body: `message ${counter}`, purpose: "ACCOUNT_CREATED", userId: null }));
    }
    return ids;
  });
}

const rowsOf = async (ids: string[]) => (await getDb()).select().from(smsOutbox).where(inArray(smsOutbox.id, ids));
const rowOf = async (id: string) => (await rowsOf([id]))[0]!;
const allEnded = (ids: string[]) => async () => (await rowsOf(ids)).every((row) => row.status !== "queued");
const smsNotices = async (admin: TestUser) =>
  (await getDb()).select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "SMS_FAILED")));

let admin: TestUser;
let db: Db;
let dispatchers: SmsDispatcher[] = [];
const start = (options: Parameters<typeof startSmsDispatcher>[1] = {}) => {
  const dispatcher = startSmsDispatcher(db, { intervalMs: 20, ...options });
  dispatchers.push(dispatcher);
  return dispatcher;
};

beforeAll(async () => {
  db = await getDb();
  admin = await createTestUser("ADMIN");
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(async () => {
  await Promise.all(dispatchers.map((d) => d.stop()));
  dispatchers = [];
  setSmsSender(null);
  // nothing of one case left for the next one's dispatcher
  await (await getDb()).update(smsOutbox).set({ status: "sent" }).where(eq(smsOutbox.status, "queued"));
});

describe("a message its sender left queued", () => {
  it("is left to the request that queued it for its head start, then sent by a dispatcher, once", async () => {
    const fake = fakeProvider();
    const graceMs = 1_000;
    setSmsSender(fake.sender, { ...FAST, graceMs });
    const ids = await queueCommitted(3);
    const dispatcher = start({ intervalMs: 60_000 });
    expect(await dispatcher.runOnce()).toBe(0);
    expect((await rowsOf(ids)).map((r) => r.status)).toEqual(["queued", "queued", "queued"]);
    await new Promise((r) => setTimeout(r, graceMs + 50));
    expect(await dispatcher.runOnce()).toBe(3);
    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, provider: "faux", leaseOwner: null, leaseUntil: null, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(fake.accepted.map((s) => s.body).sort()).toEqual((await rowsOf(ids)).map((r) => r.body).sort());
    expect(await dispatcher.runOnce()).toBe(0);
  });

  it("is taken from a holder that stopped between two attempts, and sent", async () => {
    const fake = fakeProvider();
    setSmsSender(fake.sender, FAST);
    const [id] = await queueCommitted(1);
    const db = await getDb();
    await db
      .update(smsOutbox)
      .set({ attempts: 1, lastError: "opérateur injoignable", leaseOwner: "mort:1", leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(smsOutbox.id, id!));
    start();
    await waitFor(allEnded([id!]), "envoi repris");
    expect(await rowOf(id!)).toMatchObject({ status: "sent", attempts: 2, leaseOwner: null, lastError: null });
    expect(fake.accepted).toHaveLength(1);
  });

  it("is never sent again when its holder stopped after handing it to the provider: failed, admins told, Renvoyer sends it", async () => {
    const fake = fakeProvider();
    setSmsSender(fake.sender, FAST);
    const before = (await smsNotices(admin)).length;
    const [id] = await queueCommitted(1);
    const db = await getDb();
    await db
      .update(smsOutbox)
      .set({ attempts: 1, sentAt: sql`now() - interval '2 seconds'`, leaseOwner: "mort:2", leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(smsOutbox.id, id!));
    start();
    await waitFor(allEnded([id!]), "message douteux tranché");
    const row = await rowOf(id!);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: SMS_IN_DOUBT_ERROR, leaseOwner: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(fake.accepted).toHaveLength(0);
    const notes = await smsNotices(admin);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)!.message).toContain("a peut-être été envoyé");

    const token = await loginAs(admin);
    const res = await call(retry, `/api/users/sms-outbox/${id}/retry`, { token, params: { id: id! }, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "SMS envoyé", data: { sms: { status: "sent", attempts: 2, error: null } } });
    expect(fake.accepted).toHaveLength(1);
    expect(await rowOf(id!)).toMatchObject({ status: "sent", lastError: null, leaseOwner: null });
  });
});

describe("a failing provider", () => {
  it("is retried with backoff by the dispatcher, then the message fails, the admins are told, and Renvoyer sends it", async () => {
    let failing = true;
    const fake = fakeProvider({ failing: () => failing });
    setSmsSender(fake.sender, { ...FAST, delayMs: 150, graceMs: 0 });
    const before = (await smsNotices(admin)).length;
    const token = await loginAs(admin);
    const [id] = await queueCommitted(1);
    start({ intervalMs: 10 });
    await waitFor(async () => {
      const row = await rowOf(id!);
      return row.lastError !== null && row.leaseOwner === null;
    }, "premier essai");
    const planned = await rowOf(id!);
    expect(planned).toMatchObject({ status: "queued", attempts: 1, lastError: "opérateur injoignable", leaseOwner: null, sentAt: null });
    const listed = await call(outbox, "/api/users/sms-outbox", { token, query: { status: "queued" } });
    const shown = listed.body.data.messages.find((m: { id: string }) => m.id === id);
    expect(shown).toMatchObject({ status: "queued", state: "retrying", attempts: 1, lastError: "opérateur injoignable" });
    expect(new Date(shown.nextAttemptAt).getTime()).toBeGreaterThan(new Date(shown.createdAt).getTime());
    expect(shown).not.toHaveProperty("leaseOwner");

    await waitFor(allEnded([id!]), "échec définitif");
    const [first, second, third] = fake.refused.map((s) => s.at);
    expect(fake.refused).toHaveLength(3);
    expect(second! - first!).toBeGreaterThanOrEqual(140);
    expect(third! - second!).toBeGreaterThanOrEqual(290);
    expect(await rowOf(id!)).toMatchObject({ status: "failed", attempts: 3, lastError: "opérateur injoignable", sentAt: null, leaseOwner: null });
    const notes = await smsNotices(admin);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)!.message).toContain("n'a pas pu être envoyé après 3 tentatives : opérateur injoignable");
    // failed is final: no dispatcher touches it again
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.refused).toHaveLength(3);

    failing = false;
    // the resend's head start (graceMs) keeps the running dispatcher off while the request sends it
    setSmsSender(fake.sender, { ...FAST, delayMs: 150 });
    const res = await call(retry, `/api/users/sms-outbox/${id}/retry`, { token, params: { id: id! }, method: "POST" });
    expect(res.body).toMatchObject({ message: "SMS envoyé", data: { sms: { status: "sent", attempts: 4 } } });
    expect(fake.accepted).toHaveLength(1);
  });

  it("gives a resent message a whole new round of attempts", async () => {
    const fake = fakeProvider({ failing: () => true });
    setSmsSender(fake.sender, { ...FAST, delayMs: 5 });
    const [id] = await queueCommitted(1);
    expect(await deliverSms(db, id!)).toMatchObject({ status: "failed", attempts: 3 });
    const token = await loginAs(admin);
    const res = await call(retry, `/api/users/sms-outbox/${id}/retry`, { token, params: { id: id! }, method: "POST" });
    expect(res.body).toMatchObject({ message: "Le SMS n'a pas pu être envoyé", data: { sms: { status: "failed", attempts: 6 } } });
    expect(fake.refused).toHaveLength(6);
  });
});

describe("claims", () => {
  it("are exclusive: claimers racing over the due messages share them out, each to one holder", async () => {
    setSmsSender(fakeProvider().sender, { ...FAST, graceMs: 0 });
    const ids = await queueCommitted(120);
    const owners = ["a", "b", "c", "d", "e", "f", "g", "h"];
    // each claimer takes small batches until nothing is left: on PostgreSQL, 8 connections at once
    const claims = await Promise.all(
      owners.map(async (owner) => {
        const taken: string[] = [];
        for (;;) {
          const batch = await claimDueSms(db, owner, 3, 5_000);
          if (batch.length === 0) return taken;
          taken.push(...batch.map((sms) => sms.id));
        }
      }),
    );
    const taken = claims.flat();
    expect(taken.length).toBe(ids.length);
    expect(new Set(taken).size).toBe(ids.length);
    expect([...taken].sort()).toEqual([...ids].sort());
    const rows = await rowsOf(ids);
    owners.forEach((owner, i) => {
      expect(rows.filter((r) => r.leaseOwner?.startsWith(`${owner}#`)).map((r) => r.id).sort()).toEqual([...claims[i]!].sort());
    });
    // a live lease keeps everyone else out, the delivery after a commit too
    expect(await claimDueSms(db, "z", 200, 5_000)).toEqual([]);
    expect(await claimSmsById(db, ids[0]!, "z", 5_000)).toBeNull();
    expect(await deliverSms(db, ids[0]!)).toMatchObject({ status: "queued", attempts: 0 });
    expect((await rowOf(ids[0]!)).leaseOwner).toMatch(/^[a-h]#\d+$/);
  });

  it("never lets two dispatchers and the deliveries after commits send one message twice", async () => {
    const fake = fakeProvider({ latencyMs: 5 });
    setSmsSender(fake.sender, { ...FAST, graceMs: 0 });
    const ids = await queueCommitted(60);
    start({ owner: "instance-1", batchSize: 4, intervalMs: 5 });
    start({ owner: "instance-2", batchSize: 4, intervalMs: 5 });
    const immediate = await Promise.all(ids.slice(0, 20).map((id) => deliverSms(db, id)));
    await waitFor(allEnded(ids), "rafale envoyée");
    expect((await rowsOf(ids)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect(fake.accepted).toHaveLength(60);
    expect(new Set(fake.accepted.map((s) => s.body)).size).toBe(60);
    // a delivery that found the message in a dispatcher's hands says so instead of sending it
    for (const outcome of immediate) expect(["sent", "queued"]).toContain(outcome.status);
  });

  it("takes a message back from a holder whose lease expired, and that holder then writes nothing", async () => {
    const fake = fakeProvider();
    setSmsSender(fake.sender, { ...FAST, graceMs: 0, leaseMs: 100 });
    const [id] = await queueCommitted(1);
    const [held] = await claimDueSms(db, "lent", 1, 100);
    expect(held!.id).toBe(id);
    await new Promise((r) => setTimeout(r, 150));
    expect(await deliverSms(db, id!)).toMatchObject({ status: "sent", attempts: 1 });
    const { deliverClaimed } = await import("@/lib/services/sms/delivery");
    expect(await deliverClaimed(db, held!, false)).toMatchObject({ status: "queued" });
    expect(fake.accepted).toHaveLength(1);
    expect(await rowOf(id!)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("stopping", () => {
  it("waits for the sends under way to be recorded", async () => {
    const fake = fakeProvider({ latencyMs: 200 });
    setSmsSender(fake.sender, { ...FAST, graceMs: 0 });
    const ids = await queueCommitted(2);
    start();
    await waitFor(async () => (await rowsOf(ids)).every((r) => r.attempts === 1), "envois commencés");
    await stopSmsDispatchers();
    expect((await rowsOf(ids)).map((r) => r.status)).toEqual(["sent", "sent"]);
    const idle = await queueCommitted(1);
    await new Promise((r) => setTimeout(r, 100));
    expect((await rowOf(idle[0]!)).status).toBe("queued");
  });
});
