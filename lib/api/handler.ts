// One wrapper for every API route: session (cookie or Bearer) -> permission -> zod parse -> handler
// -> `{ success, message, data }`; any thrown error becomes `{ success: false, message, code, data: null }`
// with the status of SPEC §8. A 500 never leaks a stack or SQL.
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { $ZodError } from "zod/v4/core";
import "@/lib/validation/locale";
import { getSessionUser, readRequestClaims, type SessionUser } from "@/lib/auth/session";
import type { Role } from "@/lib/domain/constants";
import { AppError, DEFAULT_MESSAGES, isAppError } from "@/lib/domain/errors";
import { can, denialMessage, type Permission } from "@/lib/domain/permissions";
import { isUniqueViolation } from "@/lib/db/errors";
import { clientAddress } from "./address";

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
}

/** A handler answers data (wrapped in the envelope), an ApiReply for a chosen message/status, or a raw Response. */
export interface ApiReply {
  data?: unknown;
  message?: string;
  status?: number;
  headers?: Record<string, string>;
  cookies?: { name: string; value: string; options: Record<string, unknown> }[];
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
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

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
  return async (req: NextRequest, ctx: RouteContext): Promise<Response> => {
    try {
      let user: SessionUser | null;
      let tokenVersion: number | null = null;
      if (options.sessionCheck === "handler") {
        const claims = await readRequestClaims(req);
        user = claims ? { id: claims.sub, nomComplet: claims.name, telephone: "", role: claims.role as Role } : null;
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
      const body = options.body ? options.body.parse(await readJson(req)) : (undefined as B);
      const result = await handler({
        req,
        user: user as SessionUser,
        tokenVersion,
        params,
        body,
        query,
        address: clientAddress(req.headers),
      });
      return toResponse(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
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
    { success: true, message: r.message ?? "OK", data: r.data ?? null },
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
    return Response.json(errorBody(error.code, error.message, error.details), { status: error.status });
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
