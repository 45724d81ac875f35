// The security headers of every answer, in one place:
// - every page: a Content-Security-Policy with a fresh nonce per request (set by proxy.ts, which passes it
//   to Next.js on the request: Next puts it on its own scripts), scripts only from the app and only when
//   nonced or loaded by a nonced script ('strict-dynamic'), no foreign origin anywhere, no framing;
// - every answer (next.config.ts): nosniff, no referrer outside the app, no powerful browser feature, no
//   framing for old browsers;
// - every /api answer (next.config.ts): no-store (tokens, codes, personal data) and a CSP that lets a JSON
//   or file answer run nothing if a browser ever renders it.
// Styles: React and Radix write inline style attributes and sonner inserts a <style> element, so
// style-src allows 'unsafe-inline'; a style cannot run code.

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The pages' policy. `dev`: React's development build evaluates code ('unsafe-eval'), never in production. */
export function contentSecurityPolicy(nonce: string, { dev = false }: { dev?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'none'",
    "object-src 'none'",
    "worker-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The /api answers' policy: nothing may load or run, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "usb=()",
].join(", ");

type Header = { key: string; value: string };

/** On every answer, pages, assets and /api alike. */
export const COMMON_HEADERS: Header[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  // `same-origin`: no URL of the app (ids, filters) ever leaves it in a Referer; same-origin requests keep it
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  // frame-ancestors 'none' for browsers too old to read it in the CSP
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** On every /api answer, added to COMMON_HEADERS. A route that sets its own Cache-Control keeps it. */
export const API_HEADERS: Header[] = [
  { key: "Cache-Control", value: "no-store" },
  { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY },
];
