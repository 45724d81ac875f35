// Sessions live in the database: logout ends that session on the server, for its token
// and its cookie, on every route and every instance; the user's other sessions stay open; the admin can end
// all of a user's sessions.
import { and, eq, isNull, sql } from "drizzle-orm";
import { POST as create } from "@/app/api/transactions/create/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { POST as logout } from "@/app/api/users/logout/route";
import { GET as profile, PUT as updateProfile } from "@/app/api/users/profile/route";
import { POST as revokeAll } from "@/app/api/users/[id]/sessions/revoke/route";
import { getAuthOptions } from "@/lib/auth/options";
import { issueSessionToken, readSessionToken, sessionCookieName } from "@/lib/auth/token";
import { getDb } from "@/lib/db/client";
import { auditLog, sessions, transactions } from "@/lib/db/schema";
import { call } from "../helpers/http";
import { expectStaffDenied, roleTokens, type RoleTokens } from "../helpers/roles";
import { createTestUser, loginAs } from "../helpers/users";

let tokens: RoleTokens;
beforeAll(async () => {
  tokens = await roleTokens();
});

const whoAmI = (token: string) => call(profile, "/api/users/profile", { token });
const cookieOf = (token: string) => `${sessionCookieName()}=${token}`;
const record = (token: string, supervisorId: string) =>
  call(create, "/api/transactions/create", { token, body: { superviseurId: supervisorId, typeOperation: "depot", typeCompte: "LIQUIDE", montant: 1_000 } });

describe("logout", () => {
  it("ends that session on every route, for its Bearer token and its cookie; the user's other sessions stay open", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const phone1 = await loginAs(sup, "10.1.0.1");
    const phone2 = await loginAs(sup, "10.1.0.2");
    expect((await whoAmI(phone1)).status).toBe(200);
    expect((await record(phone1, sup.id)).status).toBe(201);

    const out = await call(logout, "/api/users/logout", { token: phone1, method: "POST" });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe("Déconnexion réussie");
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");

    // the ended token: 401 everywhere, the create path (which checks the session in its own SQL call) included
    expect((await whoAmI(phone1)).status).toBe(401);
    expect((await call(profile, "/api/users/profile", { cookie: cookieOf(phone1) })).status).toBe(401);
    expect((await call(supervisorDashboard, "/api/transactions/dashboard/supervisor", { token: phone1 })).status).toBe(401);
    const before = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.supervisorId, sup.id));
    const refused = await record(phone1, sup.id);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, code: "UNAUTHORIZED", message: "Session expirée. Veuillez vous reconnecter." });
    const after = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.supervisorId, sup.id));
    expect(after[0]!.n).toBe(before[0]!.n);

    // the other phone is still signed in
    expect((await whoAmI(phone2)).status).toBe(200);
    expect((await record(phone2, sup.id)).status).toBe(201);
    // logging out twice, or with no session, is harmless
    expect((await call(logout, "/api/users/logout", { token: phone1, method: "POST" })).status).toBe(200);
    expect((await call(logout, "/api/users/logout", { method: "POST" })).status).toBe(200);
  });

  it("ends a cookie session the same way", async () => {
    const partner = await createTestUser("PARTENAIRE");
    const token = await loginAs(partner, "10.1.0.3");
    const cookie = cookieOf(token);
    expect((await call(profile, "/api/users/profile", { cookie })).status).toBe(200);
    expect((await call(logout, "/api/users/logout", { cookie, method: "POST", headers: { origin: "http://localhost" } })).status).toBe(200);
    expect((await call(profile, "/api/users/profile", { cookie })).status).toBe(401);
  });

  it("is kept in the database: a session ended by another instance is refused here at the next request", async () => {
    const user = await createTestUser("PARTENAIRE");
    const token = await loginAs(user, "10.1.0.4");
    expect((await whoAmI(token)).status).toBe(200);
    const claims = await readSessionToken(token);
    // what another instance's logout writes
    await (await getDb()).update(sessions).set({ revokedAt: sql`now()`, revokedReason: "LOGOUT" }).where(eq(sessions.id, claims!.sid));
    expect((await whoAmI(token)).status).toBe(401);
  });

  it("ends the session through next-auth's own sign-out too (its event; the browser journey is in e2e/sessions.spec.ts)", async () => {
    const user = await createTestUser("PARTENAIRE");
    const token = await loginAs(user, "10.1.0.5");
    const payload = await readSessionToken(token);
    await getAuthOptions().events!.signOut!({ token: payload as never, session: null as never });
    expect((await whoAmI(token)).status).toBe(401);
  });

  it("refuses a token without a session id (issued before sessions were kept)", async () => {
    const user = await createTestUser("PARTENAIRE");
    const legacy = await issueSessionToken({ sub: user.id, name: user.nomComplet, role: user.role, tv: 0 } as never);
    expect((await whoAmI(legacy)).status).toBe(401);
    const forged = await issueSessionToken({ sub: user.id, name: user.nomComplet, role: user.role, tv: 0, sid: "00000000-0000-4000-8000-000000000000" });
    expect((await whoAmI(forged)).status).toBe(401);
  });

  it("keeps this device signed in after a code change, and ends the others", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "246810" });
    const here = await loginAs({ ...user, code: "246810" }, "10.1.0.6");
    const elsewhere = await loginAs({ ...user, code: "246810" }, "10.1.0.7");
    const res = await call(updateProfile, "/api/users/profile", {
      method: "PUT",
      token: here,
      body: { nomComplet: user.nomComplet, currentCode: "246810", newCode: "135791", confirmCode: "135791" },
    });
    expect(res.status).toBe(200);
    const fresh = (res.headers.get("set-cookie") ?? "").split(";")[0]!.split("=").slice(1).join("=");
    expect((await whoAmI(decodeURIComponent(fresh))).status).toBe(200);
    expect((await whoAmI(elsewhere)).status).toBe(401);
    expect((await readSessionToken(decodeURIComponent(fresh)))!.sid).toBe((await readSessionToken(here))!.sid);
    const open = await (await getDb()).select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(1);
  });
});

describe("the admin ends all of a user's sessions", () => {
  it("logs the user out everywhere, audited; other users stay signed in", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const a = await loginAs(sup, "10.2.0.1");
    const b = await loginAs(sup, "10.2.0.2");
    const res = await call(revokeAll, `/api/users/${sup.id}/sessions/revoke`, { method: "POST", token: tokens.adminToken, params: { id: sup.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Sessions fermées (2)", data: { revoked: 2 } });
    expect((await whoAmI(a)).status).toBe(401);
    expect((await whoAmI(b)).status).toBe(401);
    expect((await whoAmI(tokens.supervisorToken)).status).toBe(200);
    // he signs in again with his code
    expect((await whoAmI(await loginAs(sup, "10.2.0.3"))).status).toBe(200);
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "SESSIONS_REVOKED"), eq(auditLog.entityId, sup.id)));
    expect(audit).toMatchObject({ actorId: tokens.admin.id, after: { nomComplet: sup.nomComplet, sessions: 2 } });
    const none = await call(revokeAll, `/api/users/${sup.id}/sessions/revoke`, { method: "POST", token: tokens.adminToken, params: { id: sup.id } });
    expect(none.body.message).toBe("Sessions fermées (1)");
  });

  it("is the admin's alone, for managed accounts only", async () => {
    const target = tokens.supervisor.id;
    await expectStaffDenied(tokens, (token) => call(revokeAll, `/api/users/${target}/sessions/revoke`, { method: "POST", token, params: { id: target } }));
    const admin2 = await createTestUser("ADMIN");
    const onAdmin = await call(revokeAll, `/api/users/${admin2.id}/sessions/revoke`, { method: "POST", token: tokens.adminToken, params: { id: admin2.id } });
    expect(onAdmin.status).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(revokeAll, `/api/users/${unknown}/sessions/revoke`, { method: "POST", token: tokens.adminToken, params: { id: unknown } })).status).toBe(404);
    expect((await call(revokeAll, "/api/users/x/sessions/revoke", { method: "POST", token: tokens.adminToken, params: { id: "x" } })).status).toBe(404);
  });
});
