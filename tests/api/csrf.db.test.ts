// Writes from another origin, through the real route handlers: a state-changing call carrying the session cookie must
// come from the app's own origin, and bodies must be JSON. Each refusal changes nothing in the database.
import { count, eq } from "drizzle-orm";
import { POST as createUser } from "@/app/api/users/create/route";
import { PATCH as suspend } from "@/app/api/users/[id]/suspend/route";
import { GET as allUsers } from "@/app/api/users/all/route";
import { POST as login } from "@/app/api/users/login/route";
import { POST as logout } from "@/app/api/users/logout/route";
import { POST as registerRequest } from "@/app/api/users/register-request/route";
import { POST as createTransaction } from "@/app/api/transactions/create/route";
import { resetEnvCache } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { registrationRequests, transactions, users } from "@/lib/db/schema";
import { call, TEST_ORIGIN, type CallOptions } from "../helpers/http";
import { createTestUser, loginAs, type TestUser } from "../helpers/users";

const REFUSED = {
  success: false,
  message: "Requête refusée : elle ne vient pas de l'application. Rechargez la page et réessayez.",
  code: "FORBIDDEN_ORIGIN",
  data: null,
};
const NOT_JSON = {
  success: false,
  message: "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).",
  code: "UNSUPPORTED_MEDIA_TYPE",
  data: null,
};

let admin: TestUser, supervisor: TestUser;
let adminCookie: string, adminToken: string, supervisorCookie: string;
let n = 0;
const newPhone = () => `75${String(3_000_000 + ++n * 31).padStart(7, "0")}`;

const userCount = async () => (await (await getDb()).select({ n: count() }).from(users))[0]!.n;
const transactionCount = async () => (await (await getDb()).select({ n: count() }).from(transactions))[0]!.n;

/** POST /api/users/create as the admin, with the given way of authenticating and headers; checks what was written. */
async function create(options: CallOptions) {
  const before = await userCount();
  const res = await call(createUser, "/api/users/create", {
    body: { nomComplet: "Victime Csrf", telephone: newPhone(), role: "PARTENAIRE" },
    ...options,
  });
  return { ...res, created: (await userCount()) - before };
}

beforeAll(async () => {
  admin = await createTestUser("ADMIN");
  supervisor = await createTestUser("SUPERVISEUR");
  adminToken = await loginAs(admin);
  adminCookie = `next-auth.session-token=${adminToken}`;
  supervisorCookie = `next-auth.session-token=${await loginAs(supervisor)}`;
});

describe("a state-changing call authenticated by the session cookie", () => {
  it("is refused without Origin (403, the envelope) and writes nothing", async () => {
    const res = await create({ cookie: adminCookie, origin: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect(res.created).toBe(0);
  });

  it("is refused from another port of the same host, another scheme, or an opaque origin", async () => {
    for (const origin of ["http://localhost:4000", "https://localhost", "http://evil.example", "null"]) {
      const res = await create({ cookie: adminCookie, origin });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
      expect(res.created).toBe(0);
    }
  });

  it("is refused when the browser says it comes from the same site but not the same origin", async () => {
    for (const site of ["same-site", "cross-site", "none"]) {
      const res = await create({ cookie: adminCookie, origin: null, headers: { "sec-fetch-site": site } });
      expect(res.status).toBe(403);
      expect(res.created).toBe(0);
    }
  });

  it("goes through with the app's own Origin", async () => {
    const res = await create({ cookie: adminCookie, origin: TEST_ORIGIN });
    expect(res.status).toBe(201);
    expect(res.created).toBe(1);
  });

  it("goes through with Sec-Fetch-Site: same-origin and no Origin", async () => {
    const res = await create({ cookie: adminCookie, origin: null, headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(201);
    expect(res.created).toBe(1);
  });

  it("is checked on PATCH and on the hot transaction path too", async () => {
    const target = await createTestUser("PARTENAIRE");
    const patched = await call(suspend, `/api/users/${target.id}/suspend`, {
      method: "PATCH",
      cookie: adminCookie,
      origin: "http://localhost:4000",
      params: { id: target.id },
    });
    expect(patched.status).toBe(403);
    const [row] = await (await getDb()).select({ status: users.status }).from(users).where(eq(users.id, target.id));
    expect(row!.status).toBe("ACTIVE");

    const before = await transactionCount();
    const body = { superviseurId: supervisor.id, typeOperation: "depot", montant: 5_000, partenaireNom: "Client Csrf" };
    const refused = await call(createTransaction, "/api/transactions/create", { body, cookie: supervisorCookie, origin: null });
    expect(refused.status).toBe(403);
    expect(await transactionCount()).toBe(before);
    const accepted = await call(createTransaction, "/api/transactions/create", { body, cookie: supervisorCookie });
    expect(accepted.status).toBe(201);
    expect(await transactionCount()).toBe(before + 1);
  });

  it("includes logout: another origin cannot end the session", async () => {
    const res = await call(logout, "/api/users/logout", { method: "POST", cookie: adminCookie, origin: "http://localhost:4000" });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("does not concern reads", async () => {
    const res = await call(allUsers, "/api/users/all", { cookie: adminCookie, origin: "http://evil.example" });
    expect(res.status).toBe(200);
  });
});

describe("the app's own origin", () => {
  afterEach(() => {
    delete process.env.NEXTAUTH_URL;
    resetEnvCache();
  });

  it("is the Host (or the proxy's X-Forwarded-Host) with the forwarded scheme when NEXTAUTH_URL is unset", async () => {
    const behindProxy = { host: "127.0.0.1:3000", "x-forwarded-host": "caisse.example.org", "x-forwarded-proto": "https" };
    expect((await create({ cookie: adminCookie, origin: "https://caisse.example.org", headers: behindProxy })).status).toBe(201);
    expect((await create({ cookie: adminCookie, origin: "http://caisse.example.org", headers: behindProxy })).status).toBe(403);
    expect((await create({ cookie: adminCookie, origin: "http://localhost:3000", headers: { host: "localhost:3000" } })).status).toBe(201);
  });

  it("is NEXTAUTH_URL's origin only when it is set (Sec-Fetch-Site: same-origin still goes)", async () => {
    // (http: an https NEXTAUTH_URL would rename the cookie __Secure-…)
    process.env.NEXTAUTH_URL = "http://caisse.example.org:8080/";
    resetEnvCache();
    expect((await create({ cookie: adminCookie, origin: TEST_ORIGIN })).status).toBe(403);
    expect((await create({ cookie: adminCookie, origin: "http://caisse.example.org:8080" })).status).toBe(201);
    expect((await create({ cookie: adminCookie, origin: null, headers: { "sec-fetch-site": "same-origin" } })).status).toBe(201);
  });
});

describe("a Bearer call", () => {
  it("goes through without Origin, and even with a foreign one", async () => {
    expect((await create({ token: adminToken })).created).toBe(1);
    const res = await create({ token: adminToken, origin: "http://evil.example" });
    expect(res.status).toBe(201);
    expect(res.created).toBe(1);
  });
});

describe("a call without any session", () => {
  it("still logs in from an API client (no Origin), but not from another origin's page", async () => {
    const body = { telephone: admin.telephone, Code: admin.code };
    const client = await call(login, "/api/users/login", { body, headers: { "x-forwarded-for": "10.77.0.1" } });
    expect(client.status).toBe(200);
    const page = await call(login, "/api/users/login", { body, origin: "http://localhost:4000", headers: { "x-forwarded-for": "10.77.0.2" } });
    expect(page.status).toBe(403);
    expect(page.headers.get("set-cookie")).toBeNull();
  });
});

describe("bodies that are not JSON", () => {
  const jsonLooking = () => JSON.stringify({ nomComplet: "Formulaire", telephone: newPhone(), role: "PARTENAIRE" });

  it("are refused with 415 and write nothing: text/plain, urlencoded, multipart, or no type at all", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=----x", null]) {
      const res = await create({ cookie: adminCookie, body: jsonLooking(), contentType });
      expect(res.status).toBe(415);
      expect(res.body).toEqual(NOT_JSON);
      expect(res.created).toBe(0);
    }
  });

  it("are refused for Bearer calls too, while application/json with a charset goes", async () => {
    expect((await create({ token: adminToken, body: jsonLooking(), contentType: "text/plain;charset=UTF-8" })).status).toBe(415);
    const res = await create({ token: adminToken, body: jsonLooking(), contentType: "application/json; charset=utf-8" });
    expect(res.status).toBe(201);
  });

  it("are refused on the public calls: a form cannot log in nor file a registration request", async () => {
    const loginForm = await call(login, "/api/users/login", {
      body: `telephone=${admin.telephone}&Code=${admin.code}`,
      contentType: "application/x-www-form-urlencoded",
    });
    expect(loginForm.status).toBe(415);
    expect(loginForm.headers.get("set-cookie")).toBeNull();

    const requests = async () => (await (await getDb()).select({ n: count() }).from(registrationRequests))[0]!.n;
    const before = await requests();
    const form = await call(registerRequest, "/api/users/register-request", {
      body: JSON.stringify({ nomComplet: "Aminata Ba", telephone: newPhone(), adresse: "Rue 10, Dakar", message: "x" }),
      contentType: "text/plain",
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual(NOT_JSON);
    expect(await requests()).toBe(before);
  });

  it("leaves a state-changing call without a body alone", async () => {
    const target = await createTestUser("PARTENAIRE");
    const res = await call(suspend, `/api/users/${target.id}/suspend`, { method: "PATCH", token: adminToken, params: { id: target.id } });
    expect(res.status).toBe(200);
  });
});
