// How long a session lasts: a supervisor's phone stays signed in for the working week (7 days from the login,
// fixed), the admin's and a partner's sessions for a working day (12 hours); the token, the cookie and the
// session's row agree. A week-long session is still ended at once by a logout, a suspension, a new code
// (token_version) and the admin's « Déconnecter partout ».
//
// Days pass by moving the clock the token is read with (Date only, jest's fake timers) forward and the session's
// row in the database back by the same time: what the server sees is a session opened that long ago.
import { eq, sql } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { POST as login } from "@/app/api/users/login/route";
import { POST as logout } from "@/app/api/users/logout/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { PATCH as suspend } from "@/app/api/users/[id]/suspend/route";
import { POST as regenerate } from "@/app/api/users/[id]/regenerate-code/route";
import { POST as revokeAll } from "@/app/api/users/[id]/sessions/revoke/route";
import { readSessionToken } from "@/lib/auth/token";
import { getAuthSecret } from "@/lib/config/secret";
import { getDb } from "@/lib/db/client";
import { sessions } from "@/lib/db/schema";
import { call } from "../helpers/http";
import { roleTokens, type RoleTokens } from "../helpers/roles";
import { createTestUser } from "../helpers/users";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

let tokens: RoleTokens;
beforeAll(async () => {
  // the SMS of a new code: its provider's log line is expected
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  tokens = await roleTokens();
});
afterEach(() => jest.useRealTimers());

/** Logs in through the route: the token, and the cookie's Max-Age. */
async function signIn(user: { telephone: string; code: string }, address: string) {
  const res = await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: user.code }, address });
  expect(res.status).toBe(200);
  const maxAge = /Max-Age=(\d+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return { token: res.body.data.token as string, cookieMaxAge: Number(maxAge) };
}

/** How long ago each token's session was already made to look opened (seconds). */
const aged = new Map<string, number>();
const REAL_TIMERS = ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask", "hrtime", "performance"] as const;

/** The server sees the session of `token` as opened `seconds` ago: its row moved back, the clock forward. */
async function at(token: string, seconds: number) {
  const { sid } = (await readSessionToken(token))!;
  const shift = seconds - (aged.get(token) ?? 0);
  aged.set(token, seconds);
  await (await getDb())
    .update(sessions)
    .set({ createdAt: sql`${sessions.createdAt} - make_interval(secs => ${shift})`, expiresAt: sql`${sessions.expiresAt} - make_interval(secs => ${shift})` })
    .where(eq(sessions.id, sid));
  jest.useRealTimers();
  jest.useFakeTimers({ now: Date.now() + seconds * 1000, doNotFake: [...REAL_TIMERS] });
}

const whoAmI = async (token: string) => (await call(profile, "/api/users/profile", { token })).status;

/** The token's lifetime and the session row's, in seconds from the login. */
async function lifetimes(token: string) {
  const { sid } = (await readSessionToken(token))!;
  const [row] = await (await getDb())
    .select({ rowSeconds: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt})::int` })
    .from(sessions)
    .where(eq(sessions.id, sid));
  const payload = (await decode({ token, secret: getAuthSecret() }))!;
  return { tokenSeconds: Number(payload.exp) - Number(payload.iat), rowSeconds: row!.rowSeconds };
}

describe("a supervisor's session", () => {
  it("lasts the working week: its token, its cookie and its row 7 days; still signed in 6 days 23 hours after the login, not 7 days after", async () => {
    const sup = await createTestUser("SUPERVISEUR");
    const { token, cookieMaxAge } = await signIn(sup, "10.7.0.1");
    expect(cookieMaxAge).toBe(7 * DAY);
    const { tokenSeconds, rowSeconds } = await lifetimes(token);
    expect(tokenSeconds).toBe(7 * DAY);
    expect(Math.abs(rowSeconds - 7 * DAY)).toBeLessThanOrEqual(2);

    // Monday's login, Saturday night and Sunday evening: still signed in
    await at(token, 5 * DAY + 13 * HOUR);
    expect(await whoAmI(token)).toBe(200);
    await at(token, 7 * DAY - HOUR);
    expect(await whoAmI(token)).toBe(200);
    // the next Monday, a week after the login: the code again
    await at(token, 7 * DAY + 60);
    expect(await whoAmI(token)).toBe(401);
  });

  it("is still ended at once, days after the login, by a logout, a suspension, a new code and the admin's « Déconnecter partout »", async () => {
    const sup = await createTestUser("SUPERVISEUR", { code: "471118" });
    const db = await getDb();
    const ended = async (end: (token: string) => Promise<unknown>, address: string) => {
      jest.useRealTimers();
      const { token } = await signIn({ telephone: sup.telephone, code: currentCode }, address);
      await at(token, 4 * DAY);
      expect(await whoAmI(token)).toBe(200);
      // the admin's own session is a day's: his calls are made today
      jest.useRealTimers();
      await end(token);
      await at(token, 4 * DAY);
      expect(await whoAmI(token)).toBe(401);
      return token;
    };
    let currentCode = "471118";

    await ended((token) => call(logout, "/api/users/logout", { token, method: "POST" }), "10.7.0.2");
    await ended(async () => expect((await call(revokeAll, `/api/users/${sup.id}/sessions/revoke`, { token: tokens.adminToken, method: "POST", params: { id: sup.id } })).status).toBe(200), "10.7.0.3");
    await ended(async () => {
      const res = await call(regenerate, `/api/users/${sup.id}/regenerate-code`, { token: tokens.adminToken, method: "POST", params: { id: sup.id } });
      expect(res.status).toBe(200);
      currentCode = res.body.data.nouveauCode;
    }, "10.7.0.4");
    // token_version alone (what a new code bumps), the session's row left open
    const bumped = await ended(() => db.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${sup.id}`), "10.7.0.5");
    expect((await db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, (await readSessionToken(bumped))!.sid)))[0]!.revokedAt).toBeNull();
    // last: a suspended supervisor cannot sign in again
    await ended(async () => expect((await call(suspend, `/api/users/${sup.id}/suspend`, { token: tokens.adminToken, method: "PATCH", params: { id: sup.id } })).status).toBe(200), "10.7.0.6");
  });
});

describe("the admin's and a partner's sessions", () => {
  it.each(["ADMIN", "PARTENAIRE"] as const)("%s: a working day, 12 hours, token, cookie and row alike", async (role) => {
    const user = role === "ADMIN" ? tokens.admin : await createTestUser("PARTENAIRE");
    const { token, cookieMaxAge } = await signIn(user, role === "ADMIN" ? "10.7.0.7" : "10.7.0.8");
    expect(cookieMaxAge).toBe(12 * HOUR);
    const { tokenSeconds, rowSeconds } = await lifetimes(token);
    expect(tokenSeconds).toBe(12 * HOUR);
    expect(Math.abs(rowSeconds - 12 * HOUR)).toBeLessThanOrEqual(2);
    await at(token, 11 * HOUR);
    expect(await whoAmI(token)).toBe(200);
    await at(token, 12 * HOUR + 60);
    expect(await whoAmI(token)).toBe(401);
  });
});
