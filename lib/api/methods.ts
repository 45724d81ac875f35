// The methods a route file does not handle, answered in the envelope instead of Next.js's empty 405:
// every route file ends with
//   export const { HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
// naming exactly the methods it does not export itself (tests/api/envelope.db.test.ts checks every file).
// - a method the file does not handle: 405 METHOD_NOT_ALLOWED with `Allow`;
// - HEAD: GET's status and headers without its body where the file has a GET (its body is cancelled, so a
//   streamed export stops at once), else 405;
// - OPTIONS: 200 with `Allow` and the methods in the envelope. No Access-Control-* header is ever sent, so a
//   browser's CORS preflight from another origin fails and no cross-origin JSON call reaches a handler.
// unknownPath() answers every method of a path no route file serves (app/api/[[...path]]/route.ts): 404.
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/domain/errors";
import { errorResponse } from "./handler";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type RouteHandler = (req: NextRequest, ctx: RouteContext) => Promise<Response>;
// next-auth's handler and apiRoute's handlers differ in their context's type: any function of a request.
type AnyHandler = (req: NextRequest, ctx: never) => unknown;

/** Marks the handlers made here, so the route files' test tells them from a file's own handlers. */
export const GENERATED_METHOD = Symbol.for("caisse.api.generated-method");

function generated(handler: RouteHandler): RouteHandler {
  return Object.assign(handler, { [GENERATED_METHOD]: true });
}

export const isGeneratedMethod = (handler: unknown) =>
  typeof handler === "function" && (handler as unknown as Record<symbol, unknown>)[GENERATED_METHOD] === true;

/** The `Allow` list of a file exporting `own`: its methods, HEAD where it has GET, and OPTIONS. */
export function allowedMethods(own: Iterable<string>): HttpMethod[] {
  const set = new Set<string>(own);
  if (set.has("GET")) set.add("HEAD");
  set.add("OPTIONS");
  return HTTP_METHODS.filter((method) => set.has(method));
}

function notAllowed(method: HttpMethod, allow: string): RouteHandler {
  return async () => {
    const response = errorResponse(
      new AppError("METHOD_NOT_ALLOWED", `Méthode ${method} non autorisée pour cette adresse. Méthodes acceptées : ${allow}.`),
    );
    response.headers.set("Allow", allow);
    return response;
  };
}

function headOf(get: AnyHandler): RouteHandler {
  return async (req, ctx) => {
    const response = (await get(req, ctx as never)) as Response;
    await response.body?.cancel().catch(() => undefined);
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function optionsOf(methods: HttpMethod[], allow: string): RouteHandler {
  return async () =>
    Response.json(
      { success: true, message: `Méthodes acceptées : ${allow}`, data: { methods } },
      { status: 200, headers: { Allow: allow } },
    );
}

/** The handlers of the methods a route file does not export (see the top of this file). */
export function otherMethods(own: Partial<Record<HttpMethod, AnyHandler>>): Record<HttpMethod, RouteHandler> {
  const methods = allowedMethods(HTTP_METHODS.filter((method) => own[method]));
  const allow = methods.join(", ");
  const handlers = {} as Record<HttpMethod, RouteHandler>;
  for (const method of HTTP_METHODS) {
    const mine = own[method];
    if (mine) handlers[method] = mine as unknown as RouteHandler;
    else if (method === "HEAD" && own.GET) handlers[method] = generated(headOf(own.GET));
    else if (method === "OPTIONS") handlers[method] = generated(optionsOf(methods, allow));
    else handlers[method] = generated(notAllowed(method, allow));
  }
  return handlers;
}

export const UNKNOWN_PATH_MESSAGE = "Cette adresse n'existe pas dans l'API.";

/** Every method of an /api path that no route file serves: 404 NOT_FOUND in the envelope. */
export function unknownPath(): Record<HttpMethod, RouteHandler> {
  const handler = generated(async () => errorResponse(new AppError("NOT_FOUND", UNKNOWN_PATH_MESSAGE)));
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, handler])) as Record<HttpMethod, RouteHandler>;
}
