// Calls a route handler with a real Request, as Next.js would, and reads its JSON answer.
import { NextRequest } from "next/server";
import { CLIENT_ADDRESS_HEADER, sealedAddress } from "@/lib/api/address";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The origin the test requests are addressed to (the app's own origin when NEXTAUTH_URL is unset). */
export const TEST_ORIGIN = "http://localhost";

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Bearer token */
  token?: string;
  /** raw Cookie header */
  cookie?: string;
  /**
   * The Origin header. A cookie call sends the app's own origin by default, as a browser's same-origin
   * fetch does; null sends none, a string sends that one.
   */
  origin?: string | null;
  /** Content-Type of the body: application/json by default, null for none */
  contentType?: string | null;
  headers?: Record<string, string>;
  /** the client's address, handed over as Caisse's server does (lib/server/http.ts); unset: unknown */
  address?: string;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

// the tests read the answers they expect without declaring each body's type
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(handler: Handler, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, TEST_ORIGIN);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  const origin = options.origin === undefined ? (options.cookie ? TEST_ORIGIN : null) : options.origin;
  if (origin !== null) headers.set("origin", origin);
  if (options.address) headers.set(CLIENT_ADDRESS_HEADER, sealedAddress(options.address));
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    const contentType = options.contentType === undefined ? "application/json" : options.contentType;
    if (contentType !== null) headers.set("content-type", contentType);
  }
  const req = new NextRequest(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (/spreadsheetml|octet-stream/.test(res.headers.get("content-type") ?? "")) return { status: res.status, body: bytes as T, headers: res.headers };
  const text = bytes.toString("utf8");
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A set-up call that must answer `status`: anything else stops the test with the answer's status and body. */
export function expectStatus<T>(res: CallResult<T>, status: number): CallResult<T> {
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
