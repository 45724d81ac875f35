// The client's address for per-address limits: the first X-Forwarded-For hop (set by the reverse proxy), else X-Real-IP.
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "local";
}
