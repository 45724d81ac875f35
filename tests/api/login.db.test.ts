import { eq, like } from "drizzle-orm";
import { POST as login } from "@/app/api/users/login/route";
import { POST as logout } from "@/app/api/users/logout/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { getDb } from "@/lib/db/client";
import { auditLog, loginThrottle, users } from "@/lib/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/address";
import { call } from "../helpers/http";
import { createTestUser, loginAs, setStatus } from "../helpers/users";

const attempt = (telephone: string, Code: string, address = "10.1.1.1") =>
  call(login, "/api/users/login", { body: { telephone, Code }, address });

describe("POST /api/users/login", () => {
  it("logs in with the right code: token, public user, httpOnly session cookie", async () => {
    const sup = await createTestUser("SUPERVISEUR", { nomComplet: "Moussa Diop", code: "123456" });
    const res = await attempt(sup.telephone, "123456");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Connexion réussie",
      data: { user: { id: sup.id, nomComplet: "Moussa Diop", role: "SUPERVISEUR", status: "ACTIVE" } },
    });
    expect(typeof res.body.data.token).toBe("string");
    expect(JSON.stringify(res.body)).not.toMatch(/code_?hash|codeCipher|123456/i);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("accepts the phone as typed with spaces or a leading +, and refuses what cannot be a phone (422)", async () => {
    const user = await createTestUser("PARTENAIRE", { telephone: "771112233", code: "222333" });
    expect((await attempt("77 111 22 33", "222333")).status).toBe(200);
    expect((await attempt("+771112233", "222333")).status).toBe(200);
    const dashed = await attempt("77-111-22-33", "222333");
    expect([dashed.status, dashed.body.message]).toEqual([422, "Numéro de téléphone invalide (8 à 15 chiffres)"]);
    expect(user.telephone).toBe("771112233");
  });

  it("refuses a wrong code and an unknown phone with the same answer", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "654321" });
    const wrong = await attempt(user.telephone, "000000");
    const unknown = await attempt("709999999", "654321");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: "Numéro de téléphone ou code d'accès incorrect",
        code: "INVALID_CREDENTIALS",
        data: null,
      });
    }
    const failures = await (await getDb()).select().from(auditLog).where(eq(auditLog.action, "LOGIN_FAILED"));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(failures)).not.toContain("000000");
  });

  it("refuses missing fields with SPEC §5's message", async () => {
    for (const body of [{}, { telephone: "771234567" }, { Code: "123456" }, { telephone: "  ", Code: "123456" }]) {
      const res = await call(login, "/api/users/login", { body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("⚠️ Veuillez remplir tous les champs obligatoires (*)");
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    const broken = await call(login, "/api/users/login", { body: "{not json" });
    expect(broken.status).toBe(422);
  });

  it("refuses a suspended user with a clear message, including the legacy lower-case status", async () => {
    const user = await createTestUser("SUPERVISEUR", { code: "112233", status: "SUSPENDED" });
    const res = await attempt(user.telephone, "112233");
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Votre compte est suspendu. Contactez l'administrateur.");
    const legacy = await createTestUser("PARTENAIRE", { code: "445566", status: "suspended" });
    expect((await attempt(legacy.telephone, "445566")).status).toBe(403);
  });

  it("locks a phone after 5 wrong codes in 15 minutes: the 6th attempt is 429, even with the right code", async () => {
    const user = await createTestUser("SUPERVISEUR", { code: "777888" });
    for (let i = 1; i <= 5; i++) expect((await attempt(user.telephone, "000001")).status).toBe(401);
    const sixth = await attempt(user.telephone, "000002");
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("Trop de requêtes. Veuillez patienter quelques instants.");
    expect((await attempt(user.telephone, "777888")).status).toBe(429);
    // another phone from the same address is not locked
    const other = await createTestUser("PARTENAIRE", { code: "999000" });
    expect((await attempt(other.telephone, "999000")).status).toBe(200);

    // when the lock ends, the right code works and clears the count
    const db = await getDb();
    const past = new Date(Date.now() - 16 * 60 * 1000);
    await db.update(loginThrottle).set({ lockedUntil: past, windowStartedAt: past }).where(eq(loginThrottle.key, `phone:${user.telephone}`));
    expect((await attempt(user.telephone, "777888")).status).toBe(200);
    expect(await db.select().from(loginThrottle).where(eq(loginThrottle.key, `phone:${user.telephone}`))).toHaveLength(0);
  });

  it("counts parallel guesses exactly: no more than 5 are checked", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "135790" });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(user.telephone, String(100000 + i))));
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("a success resets the count of earlier failures", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "246802" });
    for (let i = 0; i < 4; i++) await attempt(user.telephone, "000000");
    expect((await attempt(user.telephone, "246802")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(user.telephone, "000000")).status).toBe(401);
  });

  it("locks an address that sprays many phones", async () => {
    const address = "10.66.66.66";
    for (let i = 0; i < 30; i++) await attempt(`70${String(1000000 + i)}`, "000000", address);
    const user = await createTestUser("PARTENAIRE", { code: "314159" });
    expect((await attempt(user.telephone, "314159", address)).status).toBe(429);
    expect((await attempt(user.telephone, "314159", "10.66.66.67")).status).toBe(200);
  });
});

describe("who is the client (the address Caisse's server resolved)", () => {
  const wrong = (telephone: string, address: string | undefined, headers: Record<string, string> = {}) =>
    call(login, "/api/users/login", { body: { telephone, Code: "000000" }, address, headers });

  it("a forged X-Forwarded-For neither escapes the per-address limit nor puts it on someone else", async () => {
    const attacker = "198.51.100.66";
    const victim = "198.51.100.77";
    for (let i = 0; i < 30; i++) {
      // the server saw the attacker's socket; the header he wrote changes nothing
      await wrong(`71${String(2_000_000 + i)}`, attacker, { "x-forwarded-for": i % 2 ? victim : `203.0.113.${i}`, "x-real-ip": victim });
    }
    const user = await createTestUser("PARTENAIRE", { code: "271828" });
    expect((await attempt(user.telephone, "271828", attacker)).status).toBe(429);
    expect((await attempt(user.telephone, "271828", victim)).status).toBe(200);
    const keys = (await (await getDb()).select({ key: loginThrottle.key }).from(loginThrottle).where(like(loginThrottle.key, "ip:%"))).map((r) => r.key);
    expect(keys).toContain(`ip:${attacker}`);
    expect(keys.filter((k) => k.includes(victim) || k.includes("203.0.113."))).toEqual([]);
  });

  it("a client cannot write the server's own header: a wrong seal is an unknown address", async () => {
    const db = await getDb();
    await db.delete(loginThrottle);
    for (const forged of ["10.1.1.1", "guess 10.1.1.1", `${"A".repeat(32)} 10.1.1.1`]) {
      await wrong("701234000", undefined, { [CLIENT_ADDRESS_HEADER]: forged });
    }
    const keys = (await db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key);
    expect(keys).toEqual(["phone:701234000"]);
  });

  it("an unknown address is no shared key: 40 failures lock nobody else out", async () => {
    await (await getDb()).delete(loginThrottle);
    for (let i = 0; i < 40; i++) expect((await wrong(`72${String(3_000_000 + i)}`, undefined)).status).toBe(401);
    const user = await createTestUser("PARTENAIRE", { code: "161803" });
    expect((await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: "161803" } })).status).toBe(200);
    expect(await (await getDb()).select().from(loginThrottle).where(like(loginThrottle.key, "ip:%"))).toEqual([]);
  });

  it("counts an IPv6 client per /64: hopping between its addresses does not escape", async () => {
    for (let i = 0; i < 30; i++) await wrong(`73${String(4_000_000 + i)}`, `2001:db8:5:6::${(i + 1).toString(16)}`);
    const user = await createTestUser("PARTENAIRE", { code: "141421" });
    expect((await attempt(user.telephone, "141421", "2001:db8:5:6:ffff::1")).status).toBe(429);
    expect((await attempt(user.telephone, "141421", "2001:db8:5:7::1")).status).toBe(200);
  });

  it("the per-phone lock stops guesses spread over many addresses, and with no address at all", async () => {
    const user = await createTestUser("SUPERVISEUR", { code: "123789" });
    for (let i = 1; i <= 5; i++) expect((await attempt(user.telephone, "000001", `203.0.113.${100 + i}`)).status).toBe(401);
    expect((await attempt(user.telephone, "123789", "203.0.113.200")).status).toBe(429);
    const other = await createTestUser("SUPERVISEUR", { code: "456123" });
    for (let i = 0; i < 5; i++) expect((await wrong(other.telephone, undefined)).status).toBe(401);
    expect((await call(login, "/api/users/login", { body: { telephone: other.telephone, Code: "456123" } })).status).toBe(429);
  });

  it("an unknown phone and a wrong code answer alike, with or without an address", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "999111" });
    const answers = [await wrong(user.telephone, "203.0.113.9"), await wrong("709999111", "203.0.113.9"), await wrong(user.telephone, undefined), await wrong("709999112", undefined)];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: "Numéro de téléphone ou code d'accès incorrect", code: "INVALID_CREDENTIALS", data: null });
    }
  });
});

describe("sessions", () => {
  it("GET /api/users/profile accepts the token as Bearer or as the cookie", async () => {
    const user = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr", code: "121212" });
    const token = await loginAs(user);
    const bearer = await call(profile, "/api/users/profile", { token });
    expect(bearer.status).toBe(200);
    expect(bearer.body.data.user).toMatchObject({ id: user.id, nomComplet: "Fatou Sarr", role: "PARTENAIRE" });
    const cookie = await call(profile, "/api/users/profile", { cookie: `next-auth.session-token=${token}` });
    expect(cookie.status).toBe(200);
  });

  it("answers 401 with SPEC's text without a session or with a forged token", async () => {
    for (const token of [undefined, "forged.token.value", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..abc.def.ghi"]) {
      const res = await call(profile, "/api/users/profile", { token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: "UNAUTHORIZED", message: "Session expirée. Veuillez vous reconnecter." });
    }
  });

  it("cuts an open session at its next request once the user is suspended", async () => {
    const user = await createTestUser("SUPERVISEUR", { code: "565656" });
    const token = await loginAs(user);
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(200);
    await setStatus(user.id, "SUSPENDED");
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(401);
    // reactivated: a token issued before a token_version bump stays dead
    await setStatus(user.id, "ACTIVE");
    const db = await getDb();
    const [{ tv }] = await db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    await db.update(users).set({ tokenVersion: tv + 1 }).where(eq(users.id, user.id));
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(401);
    const fresh = await loginAs(user);
    expect((await call(profile, "/api/users/profile", { token: fresh })).status).toBe(200);
  });

  it("cuts the session of a deleted user", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "787878" });
    const token = await loginAs(user);
    await (await getDb()).delete(users).where(eq(users.id, user.id));
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(401);
  });

  it("logout clears the cookie", async () => {
    const res = await call(logout, "/api/users/logout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; Path=\/; Max-Age=0; HttpOnly/);
  });
});
