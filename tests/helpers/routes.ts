// The route files of app/api (next-auth's aside), enumerated from the disk, so that a test over "every route"
// fails when a new route is not listed in it.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";
import { isGeneratedMethod } from "@/lib/api/methods";

export type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const ROOT = path.resolve(__dirname, "../..");
const API_DIR = path.join(ROOT, "app/api");
export const MUTATING_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}
const routePath = (file: string) => "/api/" + path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/");

/** Every route file of app/api but next-auth's, as `/api/...` with its folder names (`[id]` kept). */
export const ROUTES = routeFiles()
  .map((file) => ({ file, route: routePath(file) }))
  .filter((r) => r.route !== "/api/auth/[...nextauth]");

// route files found on disk at run time, loaded synchronously through jest's module registry
/* eslint-disable @typescript-eslint/no-require-imports */
export const handlerOf = (route: string, method: string): Handler => require(ROUTES.find((r) => r.route === route)!.file)[method];

/** The methods a route file serves itself (not the 405 answers of lib/api/methods.ts). */
export const methodsOf = (file: string): string[] =>
  Object.entries(require(file) as Record<string, unknown>)
    .filter(([name, value]) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(name) && typeof value === "function" && !isGeneratedMethod(value))
    .map(([name]) => name);
/* eslint-enable @typescript-eslint/no-require-imports */

/** "POST /api/…" for every method that changes something. */
export const mutatingEndpoints = (): string[] =>
  ROUTES.flatMap(({ file, route }) => methodsOf(file).filter((m) => (MUTATING_METHODS as readonly string[]).includes(m)).map((m) => `${m} ${route}`));
