// The browser's fetch wrapper: same-origin JSON calls carrying the session cookie, SPEC §9 timeouts
// (30 s, 60 s upload, 120 s download), retries (3 attempts, 1 s then x2) for idempotent calls only,
// and SPEC §8's error mapping. Answers the envelope's `data`.
import { ApiError, mapHttpError } from "./errors";

export { ApiError, mapHttpError, userMessage } from "./errors";

export const TIMEOUTS = { default: 30_000, upload: 60_000, download: 120_000 } as const;
export const RETRY = { attempts: 3, delayMs: 1_000, factor: 2 } as const;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  kind?: keyof typeof TIMEOUTS;
  /** forces retrying (or not); by default GET/PUT/DELETE and calls with an Idempotency-Key retry */
  retry?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  code?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function buildUrl(path: string, query?: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

const isRetryable = (e: ApiError) =>
  e.code === "NETWORK_ERROR" || e.code === "TIMEOUT_ERROR" || e.status === 502 || e.status === 503 || e.status === 504;

/** One call, answering the raw Response (for files) after the timeout and error mapping. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const retry = options.retry ?? (method === "GET" || method === "PUT" || method === "DELETE" || "Idempotency-Key" in headers);
  const attempts = retry ? RETRY.attempts : 1;
  let delay: number = RETRY.delayMs;
  let lastError: ApiError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await attemptOnce(buildUrl(path, options.query), method, headers, options);
    } catch (error) {
      lastError = error as ApiError;
      if (!(error instanceof ApiError) || !isRetryable(error) || attempt === attempts || options.signal?.aborted) break;
      await sleep(delay);
      delay *= RETRY.factor;
    }
  }
  throw lastError;
}

async function attemptOnce(url: string, method: string, headers: Record<string, string>, options: RequestOptions) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUTS[options.kind ?? "default"]);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onAbort);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: controller.signal,
    });
  } catch {
    throw timedOut ? mapHttpError(504) : mapHttpError(null);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null;
    throw mapHttpError(response.status, payload?.message, payload?.code);
  }
  return response;
}

/** A JSON call answering the whole envelope. */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await apiFetch(path, options);
  const payload = (await response.json()) as Envelope<T>;
  if (!payload.success) throw new ApiError("UNKNOWN_ERROR", payload.message, response.status, payload.code, payload.message);
  return payload;
}

/** A JSON call answering the envelope's data. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}
