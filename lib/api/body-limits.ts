// How large a request's body may be, for every route of the app (our API, next-auth's endpoints, pages):
// read by the route wrapper (lib/api/handler.ts) and, before Next reads anything, by Caisse's own server
// (lib/server/body-limit.ts). Plain constants and functions: the server bundle imports this file alone.

/** Every body of this app is a small JSON object or form; a larger one is refused (413) before it is read whole. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The profile's photo travels in the JSON body as base64 (5 Mo of image, a third more as text). */
export const PROFILE_MAX_BODY_BYTES = 8 * 1024 * 1024;

/** An operator's statement (CSV or XLSX) comes whole in a multipart form. */
export const STATEMENT_MAX_BODY_BYTES = 25 * 1024 * 1024;

/** The routes that take more than DEFAULT_MAX_BODY_BYTES, by method and exact path. */
const LARGER_BODIES: Record<string, number> = {
  "PUT /api/users/profile": PROFILE_MAX_BODY_BYTES,
  "POST /api/reconciliation/statements": STATEMENT_MAX_BODY_BYTES,
};

/** The largest body `method` on `pathname` accepts. Any other spelling of a path gets the default: never more. */
export function maxBodyBytes(method: string | undefined, pathname: string): number {
  return LARGER_BODIES[`${(method ?? "GET").toUpperCase()} ${pathname}`] ?? DEFAULT_MAX_BODY_BYTES;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} Mo` : `${Math.round(bytes / 1024)} Ko`);

/** The 413 answer's message. */
export const bodyTooLargeMessage = (maxBytes: number) => `Requête trop volumineuse (${sizeText(maxBytes)} au plus)`;
