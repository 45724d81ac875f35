// Loads .env files the way Next.js does, then checks the environment with zod (exits with a clear message).
// Used by the server's entry (lib/server/main.ts) and the scripts.
import { loadEnvConfig } from "@next/env";
import { EnvError, parseEnv, type Env } from "@/lib/config/env";
import { DatabaseLockedError } from "@/lib/db/lock";

export function loadCheckedEnv(): Env {
  loadEnvConfig(process.cwd());
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** How a script reports what stopped it: a refusal it can explain in French as its message alone, anything else in full. */
export function describeFailure(error: unknown): unknown {
  const explained = error instanceof DatabaseLockedError || error instanceof EnvError || (error instanceof Error && error.name === "BackupError");
  return explained ? (error as Error).message : error;
}
