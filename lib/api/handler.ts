// One wrapper for every API route: request guard (same origin for cookie calls, JSON bodies:
// ./request-guard.ts) -> session (cookie or Bearer) -> permission -> zod parse -> handler
// -> `{ success, message, data }`; any thrown error becomes `{ success: false, message, code, data: null }`
// with the status of SPEC §8. A 500 never leaks a stack or SQL. The methods a route file does not handle
// answer 405 in the same envelope (./methods.ts).
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { $ZodError } from "zod/v4/core";
import "@/lib/validation/locale";
import { getSessionUser, readRequestClaims, type SessionUser } from "@/lib/auth/session";
import type { Role } from "@/lib/domain/constants";
import { AppError, DEFAULT_MESSAGES, isAppError } from "@/lib/domain/errors";
import { can, denialMessage, type Permission } from "@/lib/domain/permissions";
import { isUniqueViolation } from "@/lib/db/errors";
import { getEnv } from "@/lib/config/env";
import { appOrigins, assertJsonContentType, assertMultipartContentType, assertSameOrigin, assertTypedBody, isUnsafeMethod } from "./request-guard";
import { clientAddress } from "./address";
import { bodyTooLargeMessage, DEFAULT_MAX_BODY_BYTES } from "./body-limits";

export { DEFAULT_MAX_BODY_BYTES };

export interface ApiContext<B, Q> {
  req: NextRequest;
  /**
   * The caller. With `sessionCheck: "handler"` it comes from the token alone (telephone empty) and the
   * handler must check it against the database with `tokenVersion`, in the same call as its work.
   */
  user: SessionUser;
  /** the token's version, for handlers that check the session themselves (`sessionCheck: "handler"`) */
  tokenVersion: number | null;
  params: Record<string, string>;
  body: B;
  query: Q;
  /** the client's address as Caisse's server resolved it (lib/api/address.ts); null when unknown */
  address: string | null;
  /** the multipart form of a route that takes a file (`multipart: true`); null otherwise */
  form: FormData | null;
}

/** A handler answers data (wrapped in the envelope), an ApiReply for a chosen message/status, or a raw Response. */
export interface ApiReply {
  data?: unknown;
  message?: string;
  status?: number;
  headers?: Record<string, string>;
  cookies?: { name: string; value: string; options: Record<string, unknown> }[];
  /** fields beside success, message and data (the earlier app's list answers: `pagination`) */
  beside?: Record<string, unknown>;
}

const REPLY = Symbol("api-reply");
export function reply(r: ApiReply): ApiReply & { [REPLY]: true } {
  return { ...r, [REPLY]: true };
}

/** Any zod schema (zod or zod/mini): something that parses its input or throws. */
interface Parser<T> {
  parse(input: unknown): T;
}

interface RouteOptions<B, Q> {
  /** null: public route (no session needed) */
  permission: Permission | null;
  /**
   * "database" (the default): the user is read from the database before the handler runs. "handler":
   * the token is decoded and its role checked here, and the handler checks the user (active, same
   * token version, same role) in its own database call, saving a round trip on a hot path.
   */
  sessionCheck?: "database" | "handler";
  body?: Parser<B>;
  query?: Parser<Q>;
  /** the largest body accepted, in bytes (DEFAULT_MAX_BODY_BYTES unless the route carries a photo) */
  maxBodyBytes?: number;
  /**
   * The route takes a file: its body is `multipart/form-data` (and nothing else), read within
   * `maxBodyBytes` and parsed into `form`. Same-origin is still required of cookie calls.
   */
  multipart?: boolean;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** Marks the handlers apiRoute builds (the route files' test checks every exported handler). */
export const API_ROUTE = Symbol.for("caisse.api.route");

export const isApiRoute = (handler: unknown) =>
  typeof handler === "function" && (handler as unknown as Record<symbol, unknown>)[API_ROUTE] === true;

export function apiRoute<B = undefined, Q = undefined>(
  options: RouteOptions<B, Q> & { permission: null },
  handler: (ctx: Omit<ApiContext<B, Q>, "user"> & { user: SessionUser | null }) => Promise<unknown>,
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
export function apiRoute<B = undefined, Q = undefined>(
  options: RouteOptions<B, Q> & { permission: Permission },
  handler: (ctx: ApiContext<B, Q>) => Promise<unknown>,
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
export function apiRoute<B, Q>(
  options: RouteOptions<B, Q>,
  handler: (ctx: ApiContext<B, Q>) => Promise<unknown>,
) {
  const route = async (req: NextRequest, ctx: RouteContext): Promise<Response> => {
    try {
      // before any database read: a refused call changes nothing and costs nothing
      assertSameOrigin(req.method, req.headers, () => appOrigins(req.headers, req.nextUrl, getEnv().NEXTAUTH_URL));
      if (options.multipart) assertMultipartContentType(req.method, req.headers);
      else assertJsonContentType(req.method, req.headers);
      let user: SessionUser | null;
      let tokenVersion: number | null = null;
      if (options.sessionCheck === "handler") {
        const claims = await readRequestClaims(req);
        user = claims ? { id: claims.sub, nomComplet: claims.name, telephone: "", role: claims.role as Role, sessionId: claims.sid } : null;
        tokenVersion = claims?.tv ?? null;
      } else {
        user = await getSessionUser(req);
      }
      if (options.permission) {
        if (!user) throw new AppError("UNAUTHORIZED");
        if (!can(user.role, options.permission)) throw new AppError("FORBIDDEN", denialMessage(options.permission));
      }
      const rawParams = ctx?.params ? await ctx.params : {};
      const params = Object.fromEntries(
        Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const query = options.query
        ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams))
        : (undefined as Q);
      const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
      const form = options.multipart && isUnsafeMethod(req.method) ? await readForm(req, maxBytes) : null;
      const text = !form && (isUnsafeMethod(req.method) || options.body) ? await readBody(req, maxBytes) : "";
      assertTypedBody(req.headers, text);
      const body = options.body ? options.body.parse(form ? Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) : parseJson(text)) : (undefined as B);
      const result = await handler({
        req,
        user: user as SessionUser,
        tokenVersion,
        params,
        body,
        query,
        address: clientAddress(req.headers),
        form,
      });
      return toResponse(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return Object.assign(route, { [API_ROUTE]: true });
}

/**
 * The request's body as text, refused (413) past `maxBytes`, as announced by Content-Length or as counted
 * while it arrives (a client may announce nothing or lie), and refused (422) when it is not UTF-8.
 */
async function readBody(req: NextRequest, maxBytes: number): Promise<string> {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await readBytes(req, maxBytes));
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("VALIDATION_ERROR", "Corps de requête invalide : texte UTF-8 attendu");
  }
}

/** A multipart body, read within `maxBytes` as readBody does, then parsed (422 when it is not a form). */
async function readForm(req: NextRequest, maxBytes: number): Promise<FormData> {
  const bytes = await readBytes(req, maxBytes);
  try {
    return await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new AppError("VALIDATION_ERROR", "Formulaire illisible : envoyez le fichier depuis l'écran d'import");
  }
}

async function readBytes(req: NextRequest, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", bodyTooLargeMessage(maxBytes));
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_ERROR", "Corps de requête JSON invalide");
  }
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  const r: ApiReply =
    result && typeof result === "object" && REPLY in result ? (result as ApiReply) : { data: result };
  const response = Response.json(
    { ...r.beside, success: true, message: r.message ?? "OK", data: r.data ?? null },
    { status: r.status ?? 200, headers: r.headers },
  );
  for (const c of r.cookies ?? []) response.headers.append("Set-Cookie", serializeCookie(c.name, c.value, c.options));
  return response;
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { success: false, message, code, data: null, ...(details ? { errors: details } : {}) };
}

export function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    return Response.json({ ...errorBody(error.code, error.message, error.details), ...error.beside }, { status: error.status });
  }
  if (error instanceof $ZodError) {
    const messages = [...new Set(error.issues.map((i) => i.message))];
    const details = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return Response.json(errorBody("VALIDATION_ERROR", messages.join(", "), details), { status: 422 });
  }
  if (isUniqueViolation(error)) {
    return Response.json(errorBody("CONFLICT", DEFAULT_MESSAGES.CONFLICT), { status: 409 });
  }
  const ref = randomUUID().slice(0, 8);
  console.error(`[api] erreur ${ref} :`, error);
  return Response.json(errorBody("SERVER_ERROR", `${DEFAULT_MESSAGES.SERVER_ERROR} (réf. ${ref})`), { status: 500 });
}

function serializeCookie(name: string, value: string, options: Record<string, unknown>): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.path) parts.push(`Path=${options.path}`);
  if (typeof options.maxAge === "number") parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (options.sameSite) parts.push(`SameSite=${String(options.sameSite)[0]!.toUpperCase()}${String(options.sameSite).slice(1)}`);
  return parts.join("; ");
}
