// PostgreSQL error codes, read through drizzle's DrizzleQueryError wrapping (the driver's error is its cause).

export interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  hint?: string;
  cause?: unknown;
}

/** The driver's own error (pg or PGlite) inside whatever wrapped it, or null when it is not one. */
export function driverError(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const e = current as PgLikeError;
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

export const PG = { uniqueViolation: "23505", checkViolation: "23514", foreignKeyViolation: "23503" } as const;

export function pgErrorCode(error: unknown): string | null {
  return driverError(error)?.code ?? null;
}

/** Whether an error is a unique violation, optionally of one named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  if (e?.code !== PG.uniqueViolation) return false;
  if (!constraint) return true;
  // PGlite does not always fill `constraint`; fall back to the message, which names it
  return e.constraint === constraint || String((e as { message?: string }).message ?? "").includes(constraint);
}
