import { and, desc, eq, like } from "drizzle-orm";
import { POST as registerRequest } from "@/app/api/users/register-request/route";
import { GET as listRequests } from "@/app/api/users/registration-requests/route";
import { PATCH as approve } from "@/app/api/users/registration-requests/[id]/approve/route";
import { PATCH as reject } from "@/app/api/users/registration-requests/[id]/reject/route";
import { POST as login } from "@/app/api/users/login/route";
import { getDb } from "@/lib/db/client";
import { auditLog, loginThrottle, notifications, registrationRequests, smsOutbox, users } from "@/lib/db/schema";
import { normalizePhone } from "@/lib/domain/phone";
import { setSmsSender } from "@/lib/services/sms";
import { call } from "../helpers/http";
import { expectStaffDenied, roleTokens, type RoleTokens } from "../helpers/roles";
import { createTestUser } from "../helpers/users";

let tokens: RoleTokens;
let phoneCounter = 0;
const newPhone = () => `78${String(1_000_000 + ++phoneCounter * 13).padStart(7, "0")}`;

/** Sends a request; `id` is the request it left in the database (the answer itself never names it). */
async function request(over: Record<string, unknown> = {}, address = `10.20.${phoneCounter}.1`) {
  const telephone = (over.telephone as string | undefined) ?? newPhone();
  const res = await call(registerRequest, "/api/users/register-request", {
    body: { nomComplet: "Aminata Ba", adresse: "Rue 10, Médina, Dakar", message: "Boutique au marché", ...over, telephone },
    address,
  });
  const [row] = await (await getDb())
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(eq(registrationRequests.telephone, normalizePhone(String(telephone))))
    .orderBy(desc(registrationRequests.createdAt))
    .limit(1);
  return { ...res, id: row?.id as string };
}

const approveCall = (id: string, token: string, body: unknown = {}) =>
  call(approve, `/api/users/registration-requests/${id}/approve`, { method: "PATCH", token, params: { id }, body });
const rejectCall = (id: string, token: string, body: unknown = {}) =>
  call(reject, `/api/users/registration-requests/${id}/reject`, { method: "PATCH", token, params: { id }, body });

beforeAll(async () => {
  // the `log` provider's line for each SMS, and the failure report: expected, not worth printing
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  tokens = await roleTokens();
});
afterEach(() => setSmsSender(null));

describe("POST /api/users/register-request", () => {
  it("stores a pending request and notifies every admin", async () => {
    const secondAdmin = await createTestUser("ADMIN");
    const res = await request({ telephone: "77 555 12 34", nomComplet: "  Aminata Ba  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Demande envoyée avec succès !", data: null });
    const db = await getDb();
    const [row] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, res.id));
    expect(row).toMatchObject({ telephone: "775551234", nomComplet: "Aminata Ba", status: "PENDING", message: "Boutique au marché" });
    for (const admin of [tokens.admin, secondAdmin]) {
      const notes = await db.select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "REGISTRATION_REQUEST")));
      expect(notes.map((n) => n.message)).toContain("Aminata Ba (775551234) demande un accès.");
    }
    const toStaff = await db.select().from(notifications).where(eq(notifications.userId, tokens.supervisor.id));
    expect(toStaff).toHaveLength(0);
  });

  it("refuses missing fields with SPEC §5's message, and takes the message as optional", async () => {
    for (const missing of ["nomComplet", "telephone", "adresse"]) {
      const res = await request({ [missing]: "   " });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("⚠️ Veuillez remplir tous les champs obligatoires (*)");
    }
    expect((await request({ message: undefined })).status).toBe(201);
    const bad = await request({ telephone: "12ab" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe("Numéro de téléphone invalide (8 à 15 chiffres)");
  });

  it("answers alike whether the phone is new, already pending or already has an account, and creates nothing twice", async () => {
    const db = await getDb();
    const fresh = await request();
    const telephone = newPhone();
    const first = await request({ telephone });
    const again = await request({ telephone, nomComplet: "Aminata Ba bis" });
    const taken = await request({ telephone: tokens.partner.telephone });
    const takenAgain = await request({ telephone: tokens.partner.telephone });
    const answers = [fresh, first, again, taken, takenAgain].map((r) => ({ status: r.status, body: r.body, type: r.headers.get("content-type") }));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 201, body: { success: true, message: "Demande envoyée avec succès !", data: null } });

    // one row per phone: the repeat is counted on it; the account's phone is flagged for the admin
    const rows = await db.select().from(registrationRequests).where(eq(registrationRequests.telephone, telephone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ repeatCount: 2, nomComplet: "Aminata Ba", existingUserId: null });
    expect(rows[0]!.lastRequestedAt).toBeInstanceOf(Date);
    const flagged = await db.select().from(registrationRequests).where(eq(registrationRequests.telephone, tokens.partner.telephone));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ repeatCount: 2, existingUserId: tokens.partner.id, status: "PENDING" });
    // the admins hear of each request once
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, tokens.admin.id), eq(notifications.kind, "REGISTRATION_REQUEST")));
    expect(notes.filter((n) => n.message.includes(telephone))).toHaveLength(1);
    expect(notes.filter((n) => n.message.includes(tokens.partner.telephone)).map((n) => n.message)).toEqual([
      `Aminata Ba (${tokens.partner.telephone}) demande un accès ; ce numéro a déjà un compte.`,
    ]);

    // the admin sees both flags; the account's request cannot be approved, only rejected
    const list = await call(listRequests, "/api/users/registration-requests", { token: tokens.adminToken });
    const byPhone = (phone: string) => list.body.data.requests.find((r: { telephone: string }) => r.telephone === phone);
    expect(byPhone(telephone)).toMatchObject({ repeatCount: 2, compteExistant: null });
    expect(byPhone(tokens.partner.telephone)).toMatchObject({ repeatCount: 2, compteExistant: { id: tokens.partner.id, role: "PARTENAIRE" } });
    const approval = await approveCall(taken.id, tokens.adminToken);
    expect(approval.status).toBe(409);
    expect(approval.body.message).toBe("Ce numéro a déjà un compte : la demande ne peut pas être approuvée (rejetez-la, ou régénérez le code du compte existant).");
    expect(await db.select().from(users).where(eq(users.telephone, tokens.partner.telephone))).toHaveLength(1);
    expect((await rejectCall(taken.id, tokens.adminToken)).status).toBe(200);
    expect(first.id).toBe(again.id);
  });

  it("keeps one request when the same phone asks several times at once", async () => {
    const telephone = newPhone();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => request({ telephone }, `10.21.0.${i}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const rows = await (await getDb()).select().from(registrationRequests).where(eq(registrationRequests.telephone, telephone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.repeatCount).toBe(4);
  });

  it("allows 5 requests per hour from one address", async () => {
    const address = "10.99.0.7";
    for (let i = 0; i < 5; i++) expect((await request({}, address)).status).toBe(201);
    const sixth = await request({}, address);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("Trop de demandes envoyées depuis cette connexion. Réessayez dans une heure.");
    expect((await request({}, "10.99.0.8")).status).toBe(201);
  });

  it("a forged X-Forwarded-For neither escapes the limit nor spends another client's", async () => {
    const attacker = "10.98.0.1";
    const victim = "10.98.0.2";
    const forged = (i: number) =>
      call(registerRequest, "/api/users/register-request", {
        body: { nomComplet: "Aminata Ba", telephone: newPhone(), adresse: "Rue 10, Médina, Dakar", message: "" },
        address: attacker,
        headers: { "x-forwarded-for": i % 2 ? victim : `10.97.0.${i}`, "x-real-ip": victim },
      });
    for (let i = 0; i < 5; i++) expect((await forged(i)).status).toBe(201);
    expect((await forged(5)).status).toBe(429);
    expect((await request({}, victim)).status).toBe(201);
  });

  it("with no known address, applies no shared limit: nobody is locked out by someone else's requests", async () => {
    const anonymous = () =>
      call(registerRequest, "/api/users/register-request", {
        body: { nomComplet: "Aminata Ba", telephone: newPhone(), adresse: "Rue 10, Médina, Dakar", message: "" },
        headers: { "x-forwarded-for": "10.96.0.1" },
      });
    for (let i = 0; i < 7; i++) expect((await anonymous()).status).toBe(201);
    const keys = (await (await getDb()).select({ key: loginThrottle.key }).from(loginThrottle).where(like(loginThrottle.key, "register:%"))).map((k) => k.key);
    expect(keys).not.toContain("register:10.96.0.1");
    expect(keys.filter((k) => /local|null|undefined/.test(k))).toEqual([]);
  });
});

describe("admin review", () => {
  it("lists pending requests, oldest first, with the count; refused to supervisors and partners", async () => {
    const first = await request({ nomComplet: "Premier Demandeur" });
    const res = await call(listRequests, "/api/users/registration-requests", { token: tokens.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data.pending).toBe(res.body.data.requests.length);
    expect(res.body.data.requests.every((r: { status: string }) => r.status === "PENDING")).toBe(true);
    expect(res.body.data.requests.map((r: { id: string }) => r.id)).toContain(first.id);
    const limited = await call(listRequests, "/api/users/registration-requests", { token: tokens.adminToken, query: { limit: 1, status: "ALL" } });
    expect(limited.body.data.requests).toHaveLength(1);
    await expectStaffDenied(tokens, (token) => call(listRequests, "/api/users/registration-requests", { token }));
  });

  it("approves: a PARTENAIRE with a sealed code, the audit row and the SMS, all in one go; he logs in with the SMS code", async () => {
    const created = await request({ nomComplet: "Khady Sow", adresse: "Quartier Escale" });
    const id = created.id as string;
    const res = await approveCall(id, tokens.adminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Demande approuvée : utilisateur créé");
    const { user, codeAcces, sms } = res.body.data;
    expect(user).toMatchObject({ nomComplet: "Khady Sow", role: "PARTENAIRE", status: "ACTIVE", adresse: "Quartier Escale" });
    expect(codeAcces).toMatch(/^[0-9]{6}$/);
    expect(sms).toMatchObject({ status: "sent", attempts: 1 });

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.codeHash).not.toContain(codeAcces);
    expect(row!.codeCipher).not.toContain(codeAcces);
    expect(JSON.stringify(row)).not.toContain(codeAcces);
    const [req] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id));
    expect(req).toMatchObject({ status: "APPROVED", userId: user.id, decidedBy: tokens.admin.id });
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.action, "CREATION_UTILISATEUR"), eq(auditLog.entityId, user.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(tokens.admin.id);
    expect(JSON.stringify(audits)).not.toContain(codeAcces);
    const [message] = await db.select().from(smsOutbox).where(eq(smsOutbox.userId, user.id));
    expect(message).toMatchObject({ status: "sent", provider: "log", attempts: 1, purpose: "ACCOUNT_APPROVED", to: user.telephone });
    expect(message!.body).toBe(
      `Caisse : votre demande d'accès est acceptée. Connectez-vous sur http://localhost/auth avec le téléphone ${user.telephone} et le code ${codeAcces}. Ne le communiquez à personne.`,
    );
    const logged = await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: codeAcces } });
    expect(logged.status).toBe(200);

    const twice = await approveCall(id, tokens.adminToken);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Cette demande a déjà été traitée");
  });

  it("creates a SUPERVISEUR when the admin picks it, and refuses ADMIN", async () => {
    const created = await request();
    const admin = await approveCall(created.id, tokens.adminToken, { role: "ADMIN" });
    expect(admin.status).toBe(422);
    expect(admin.body.message).toBe("Rôle invalide (Superviseur ou Partenaire)");
    const res = await approveCall(created.id, tokens.adminToken, { role: "SUPERVISEUR" });
    expect(res.body.data.user.role).toBe("SUPERVISEUR");
  });

  it("keeps the approval when the SMS fails: the outbox holds it as failed and the admins are told", async () => {
    setSmsSender({ name: "panne", send: async () => Promise.reject(new Error("réseau indisponible")) }, { delayMs: 1 });
    const created = await request({ nomComplet: "Sans Réseau" });
    const res = await approveCall(created.id, tokens.adminToken);
    expect(res.status).toBe(200);
    expect(res.body.data.sms).toMatchObject({ status: "failed", attempts: 3, error: "réseau indisponible" });
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, res.body.data.user.id));
    expect(user).toBeDefined();
    const [message] = await db.select().from(smsOutbox).where(eq(smsOutbox.userId, user!.id));
    expect(message).toMatchObject({ status: "failed", attempts: 3, lastError: "réseau indisponible", provider: "panne", sentAt: null });
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, tokens.admin.id), eq(notifications.kind, "SMS_FAILED")));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0]!.title).toBe("SMS en échec");
  });

  it("is all or nothing: a phone taken meanwhile leaves the request pending and creates nothing", async () => {
    const telephone = newPhone();
    const created = await request({ telephone });
    await createTestUser("PARTENAIRE", { telephone });
    const res = await approveCall(created.id, tokens.adminToken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ce numéro a déjà un compte : la demande ne peut pas être approuvée (rejetez-la, ou régénérez le code du compte existant).");
    const db = await getDb();
    const [req] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, created.id));
    expect(req!.status).toBe("PENDING");
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.to, telephone))).toHaveLength(0);
  });

  it("rejects with an audit row; a decided or unknown request is refused", async () => {
    const telephone = newPhone();
    const created = await request({ nomComplet: "Refusé Test", telephone });
    const id = created.id as string;
    const res = await rejectCall(id, tokens.adminToken, { reason: "Adresse incomplète" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Demande rejetée", data: { status: "REJECTED" } });
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, "REGISTRATION_REJECTED"), eq(auditLog.entityId, id)));
    expect(audit!.reason).toBe("Adresse incomplète");
    expect((await rejectCall(id, tokens.adminToken)).status).toBe(409);
    expect((await approveCall(id, tokens.adminToken)).status).toBe(409);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await rejectCall(unknown, tokens.adminToken)).body.message).toBe("Demande d'inscription introuvable");
    expect((await approveCall("pas-un-uuid", tokens.adminToken)).status).toBe(404);
    // a rejected phone may ask again
    expect((await request({ telephone })).status).toBe(201);
  });

  it("refuses approval and rejection to supervisors and partners", async () => {
    const created = await request();
    const id = created.id as string;
    await expectStaffDenied(tokens, (token) => approveCall(id, token));
    await expectStaffDenied(tokens, (token) => rejectCall(id, token));
    const db = await getDb();
    const [req] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id));
    expect(req!.status).toBe("PENDING");
  });
});
