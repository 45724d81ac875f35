// Every /api answer is the envelope. Every route file under app/api is found on disk and
// loaded: it must export all seven methods Next.js routes, its own handlers built with apiRoute and the
// others from otherMethods (405 with Allow, HEAD from GET, OPTIONS); a new route file without them fails
// here. Unknown paths: app/api/[[...path]] answers 404 (e2e/security.spec.ts checks Next's routing to it).
import { readdirSync } from "node:fs";
import path from "node:path";
import { isApiRoute } from "@/lib/api/handler";
import { allowedMethods, HTTP_METHODS, isGeneratedMethod, unknownPath, UNKNOWN_PATH_MESSAGE } from "@/lib/api/methods";
import { call } from "../helpers/http";
import { createTestUser, loginAs } from "../helpers/users";

const API_DIR = path.join(process.cwd(), "app", "api");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const ROUTE_FILES = filesUnder(API_DIR).map((file) => path.relative(API_DIR, file));
/** The URL a file serves, with its dynamic segments filled in. */
const urlOf = (file: string) =>
  "/api/" + path.dirname(file).split(path.sep).filter((s) => s !== ".").map((s) => (s.startsWith("[") ? "x" : s)).join("/");
/** next-auth's own handler (its csrfToken, its actions; proxy.ts guards it) is the one not built with apiRoute. */
const NEXT_AUTH = path.join("auth", "[...nextauth]", "route.ts");
const CATCH_ALL = path.join("[[...path]]", "route.ts");

type Module = Record<string, unknown>;
const load = (file: string) => import(path.join(API_DIR, file)) as Promise<Module>;
type Handler = Parameters<typeof call>[0];

it("finds the route files, and nothing else under app/api", () => {
  expect(ROUTE_FILES.length).toBeGreaterThan(50);
  expect(ROUTE_FILES.filter((file) => path.basename(file) !== "route.ts")).toEqual([]);
  expect(ROUTE_FILES).toContain(NEXT_AUTH);
  expect(ROUTE_FILES).toContain(CATCH_ALL);
});

describe.each(ROUTE_FILES.filter((file) => file !== CATCH_ALL))("%s", (file) => {
  let mod: Module;
  let own: string[];
  beforeAll(async () => {
    mod = await load(file);
    own = HTTP_METHODS.filter((method) => typeof mod[method] === "function" && !isGeneratedMethod(mod[method]));
  });

  it("exports all seven methods: its own built with apiRoute, the others from otherMethods", () => {
    for (const method of HTTP_METHODS) expect([method, typeof mod[method]]).toEqual([method, "function"]);
    expect(own.length).toBeGreaterThan(0);
    expect(own).not.toContain("OPTIONS");
    if (file !== NEXT_AUTH) for (const method of own) expect([method, isApiRoute(mod[method])]).toEqual([method, true]);
  });

  it("answers every other method 405 in the envelope, with Allow; OPTIONS lists the methods", async () => {
    const allow = allowedMethods(own).join(", ");
    const url = urlOf(file);
    for (const method of HTTP_METHODS) {
      if (own.includes(method) || (method === "HEAD" && own.includes("GET"))) continue;
      const res = await call(mod[method] as Handler, url, { method });
      if (method === "OPTIONS") {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: `Méthodes acceptées : ${allow}`, data: { methods: allowedMethods(own) } });
      } else {
        expect([method, res.status]).toEqual([method, 405]);
        if (method !== "HEAD") {
          expect(res.body).toEqual({
            success: false,
            message: `Méthode ${method} non autorisée pour cette adresse. Méthodes acceptées : ${allow}.`,
            code: "METHOD_NOT_ALLOWED",
            data: null,
          });
        }
      }
      expect(res.headers.get("allow")).toBe(allow);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });
});

describe("allowedMethods", () => {
  it("adds HEAD where there is GET, and OPTIONS always, in a fixed order", () => {
    expect(allowedMethods(["PUT", "GET"])).toEqual(["GET", "HEAD", "PUT", "OPTIONS"]);
    expect(allowedMethods(["DELETE", "POST"])).toEqual(["POST", "DELETE", "OPTIONS"]);
  });
});

describe("HEAD", () => {
  it("answers GET's status and headers without a body where the file has a GET", async () => {
    const { HEAD } = await load(path.join("users", "profile", "route.ts"));
    const admin = await createTestUser("ADMIN");
    const token = await loginAs(admin);
    const res = await call(HEAD as Handler, "/api/users/profile", { method: "HEAD", token });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect((await call(HEAD as Handler, "/api/users/profile", { method: "HEAD" })).status).toBe(401);
  });

  it("is 405 where the file has no GET", async () => {
    const { HEAD } = await load(path.join("users", "login", "route.ts"));
    const res = await call(HEAD as Handler, "/api/users/login", { method: "HEAD" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("an /api path no route file serves", () => {
  it("is 404 NOT_FOUND in the envelope, for every method", async () => {
    const mod = await load(CATCH_ALL);
    expect(Object.keys(unknownPath()).sort()).toEqual([...HTTP_METHODS].sort());
    for (const [url, method] of [
      ["/api/nope", "GET"],
      ["/api", "POST"],
      ["/api/users/login/extra", "PUT"],
      ["/api/transactions/x/y/z", "DELETE"],
      ["/api/nope", "PATCH"],
      ["/api/nope", "OPTIONS"],
    ] as const) {
      const res = await call(mod[method] as Handler, url, { method });
      expect([url, method, res.status]).toEqual([url, method, 404]);
      expect(res.body).toEqual({ success: false, message: UNKNOWN_PATH_MESSAGE, code: "NOT_FOUND", data: null });
    }
    expect((await call(mod.HEAD as Handler, "/api/nope", { method: "HEAD" })).status).toBe(404);
  });
});
