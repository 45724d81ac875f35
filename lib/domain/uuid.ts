// A uuid as the database stores it (any version), in either case. Its own module, re-exported by input.ts:
// the dashboards' first load reads partner keys (partner-keys.ts) without carrying input.ts's text rules.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_RE.test(value);
}
