// What a state-changing /api call must show before anything runs (no database read, nothing written):
// - CSRF: a call the browser could have been made to send (it carries the session cookie, or an Origin or
//   Sec-Fetch-Site header) must come from the app's own origin: `Sec-Fetch-Site: same-origin`, or an
//   `Origin` equal to one of the app's origins. `Authorization: Bearer` calls are exempt (a page of another
//   origin cannot add that header without a CORS preflight, which this app never grants).
// - Bodies are JSON: a Content-Type other than application/json is 415, and so is a body without one, so
//   that no HTML form (urlencoded, multipart, text/plain) and no "simple" cross-origin fetch reach a handler.
import { AppError } from "@/lib/domain/errors";

/** The methods that may change something: the only ones checked here. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const isUnsafeMethod = (method: string) => UNSAFE_METHODS.has(method.toUpperCase());

/** next-auth's session cookie, under either name (`__Secure-` on https) and in chunks when it is large. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?next-auth\.session-token(?:\.\d+)?=/;

export const hasSessionCookie = (headers: Headers) => SESSION_COOKIE.test(headers.get("cookie") ?? "");

export const hasBearer = (headers: Headers) => /^Bearer\s+\S/i.test(headers.get("authorization") ?? "");

function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

const firstValue = (value: string | null) => value?.split(",")[0]?.trim() || null;

/**
 * The origins the app is served at. NEXTAUTH_URL's origin when it is set (the public address, whatever a
 * proxy in front changes); otherwise the origin the request was addressed to: its scheme (X-Forwarded-Proto,
 * which Next.js fills from the connection when no proxy set it) and its host (Host, or X-Forwarded-Host set
 * by a proxy that rewrites Host). A page of another origin cannot set any of these headers on a browser's
 * request, so believing them here opens nothing; `fallback` is the URL Next.js built (tests have no Host).
 */
export function appOrigins(headers: Headers, fallback: URL, publicUrl?: string | null): string[] {
  const configured = originOf(publicUrl);
  if (configured) return [configured];
  const scheme = firstValue(headers.get("x-forwarded-proto")) ?? fallback.protocol.replace(/:$/, "");
  const hosts = [headers.get("host"), firstValue(headers.get("x-forwarded-host"))].filter((h): h is string => !!h);
  if (hosts.length === 0) hosts.push(fallback.host);
  const origins = hosts.map((host) => originOf(`${scheme}://${host}`)).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

/** Whether the browser says the call comes from the app's own origin. */
export function isSameOriginCall(headers: Headers, origins: readonly string[]): boolean {
  if (headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = originOf(headers.get("origin"));
  return origin !== null && origins.includes(origin);
}

/** Whether the origin rule applies: no Bearer, and a session cookie or any sign that a browser sent it. */
export function needsSameOrigin(headers: Headers): boolean {
  if (hasBearer(headers)) return false;
  return hasSessionCookie(headers) || headers.has("origin") || headers.has("sec-fetch-site");
}

/** Whether a state-changing call may have been sent by a page of another origin (and is refused). */
export function isForeignWrite(method: string, headers: Headers, origins: () => readonly string[]): boolean {
  return isUnsafeMethod(method) && needsSameOrigin(headers) && !isSameOriginCall(headers, origins());
}

/** 403 FORBIDDEN_ORIGIN for a state-changing call that a page of another origin may have sent. */
export function assertSameOrigin(method: string, headers: Headers, origins: () => readonly string[]) {
  if (isForeignWrite(method, headers, origins)) throw new AppError("FORBIDDEN_ORIGIN");
}

/** The media type of a Content-Type header, lower case, without its parameters (charset...). */
export const mediaType = (contentType: string | null) => contentType?.split(";")[0]?.trim().toLowerCase() || null;

/** 415 for a state-changing call whose declared body is not JSON (checked before anything else runs). */
export function assertJsonContentType(method: string, headers: Headers) {
  if (!isUnsafeMethod(method)) return;
  const type = mediaType(headers.get("content-type"));
  if (type !== null && type !== "application/json") throw new AppError("UNSUPPORTED_MEDIA_TYPE");
}

/** 415 for a body sent without any Content-Type (a typeless Blob a page may post without a preflight). */
export function assertTypedBody(headers: Headers, text: string) {
  if (text.trim() !== "" && mediaType(headers.get("content-type")) === null) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
}

/** 415 for a call to a route that takes a file whose body is not `multipart/form-data`. */
export function assertMultipartContentType(method: string, headers: Headers) {
  if (!isUnsafeMethod(method)) return;
  if (mediaType(headers.get("content-type")) !== "multipart/form-data") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Le fichier doit être envoyé comme formulaire (Content-Type: multipart/form-data).");
  }
}
