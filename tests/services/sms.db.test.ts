// The SMS providers. Twilio runs its real SDK code path (client, serialisation, HTTP through axios, error
// parsing) against a local fake of Twilio's Messages endpoint: no network.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { POST as create } from "@/app/api/users/create/route";
import { getDb } from "@/lib/db/client";
import { notifications, smsOutbox } from "@/lib/db/schema";
import { deliverSms, getSmsSender, queueSms, setSmsSender } from "@/lib/services/sms";
import { logSmsSender } from "@/lib/services/sms/log";
import { createTwilioSender } from "@/lib/services/sms/twilio";
import { call } from "../helpers/http";
import { createTestUser, loginAs } from "../helpers/users";

const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "auth-token-test";

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];
/** what the fake answers next: a status and a JSON body, one per request */
let answers: [number, unknown][] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    received.push({ path: req.url ?? "", authorization: req.headers.authorization, form });
    const [status, body] = answers.shift() ?? [
      201,
      { sid: `SM${received.length}`, status: "queued", to: form.get("To"), from: form.get("From"), body: form.get("Body") },
    ];
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterAll(async () => {
  setSmsSender(null);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answers = [];
  setSmsSender(createTwilioSender({ accountSid: SID, authToken: TOKEN, from: "+15005550006", apiBaseUrl: baseUrl }), { delayMs: 5 });
});

async function queue(to: string, body = "Caisse : votre code est 123456.") {
  return queueSms(await getDb(), { to, body, purpose: "ACCOUNT_CREATED", userId: null });
}

const rowOf = async (id: string) => (await (await getDb()).select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;

describe("twilio provider", () => {
  it("posts the message to Twilio's Messages endpoint with basic auth, in E.164, and marks it sent", async () => {
    const id = await queue("221771234567");
    const outcome = await deliverSms(await getDb(), id);
    expect(outcome).toEqual({ id, status: "sent", attempts: 1, error: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(received[0]!.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
    expect(Object.fromEntries(received[0]!.form)).toEqual({ To: "+221771234567", From: "+15005550006", Body: "Caisse : votre code est 123456." });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", provider: "twilio", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("retries a passing failure with backoff and succeeds on the third attempt", async () => {
    answers = [
      [503, { code: 20503, message: "Service Unavailable", status: 503 }],
      [500, { code: 20500, message: "Internal Server Error", status: 500 }],
    ];
    const id = await queue("00221771234568");
    const outcome = await deliverSms(await getDb(), id);
    expect(outcome).toMatchObject({ status: "sent", attempts: 3 });
    expect(received.map((r) => r.form.get("To"))).toEqual(["+221771234568", "+221771234568", "+221771234568"]);
  });

  it("keeps a refused message in the outbox as failed, with Twilio's error, and tells the admins", async () => {
    const admin = await createTestUser("ADMIN");
    const refusal = { code: 21211, message: "The 'To' number +77 is not a valid phone number.", more_info: "https://www.twilio.com/docs/errors/21211", status: 400 };
    answers = [[400, refusal], [400, refusal], [400, refusal]];
    const id = await queue("77");
    const outcome = await deliverSms(await getDb(), id);
    expect(outcome.status).toBe("failed");
    expect(outcome.attempts).toBe(3);
    expect(received).toHaveLength(3);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 3, provider: "twilio", sentAt: null });
    expect(row.lastError).toBe("Twilio 400 (21211) : The 'To' number +77 is not a valid phone number.");
    const notes = await (await getDb()).select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "SMS_FAILED")));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain("après 3 tentatives");
  });

  it("fails cleanly when Twilio cannot be reached, and the user created by the admin stays", async () => {
    setSmsSender(createTwilioSender({ accountSid: SID, authToken: TOKEN, from: "+15005550006", apiBaseUrl: "http://127.0.0.1:9" }), { delayMs: 5 });
    const admin = await createTestUser("ADMIN");
    const res = await call(create, "/api/users/create", {
      token: await loginAs(admin),
      body: { nomComplet: "Hors Ligne", telephone: "221775550001", role: "PARTENAIRE" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.sms.status).toBe("failed");
    expect(res.body.data.sms.error).toMatch(/^Twilio : /);
    const [row] = await (await getDb()).select().from(smsOutbox).where(eq(smsOutbox.userId, res.body.data.user.id));
    expect(row).toMatchObject({ status: "failed", attempts: 3, provider: "twilio" });
    // the error never carries the code
    expect(row!.lastError).not.toContain(res.body.data.codeAcces);
  });
});

describe("log provider", () => {
  it("is the default, and its log line masks the phone and the code", async () => {
    setSmsSender(null);
    expect(getSmsSender()).toBe(logSmsSender);
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const id = await queue("771234567", "Caisse : connectez-vous avec le code 654321.");
    expect((await deliverSms(await getDb(), id)).status).toBe("sent");
    expect(info).toHaveBeenCalledWith("[sms] à *****4567 : Caisse : connectez-vous avec le code ******.");
    info.mockRestore();
    expect(await rowOf(id)).toMatchObject({ status: "sent", provider: "log", body: "Caisse : connectez-vous avec le code 654321." });
  });

  it("answers failed for an unknown SMS without throwing", async () => {
    expect(await deliverSms(await getDb(), "00000000-0000-4000-8000-000000000000")).toMatchObject({ status: "failed", attempts: 0 });
  });
});
