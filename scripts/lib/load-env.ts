// Loads .env files the way Next.js does, then checks the environment with zod (exits with a clear message).
import { loadEnvConfig } from "@next/env";
import { EnvError, parseEnv, type Env } from "@/lib/config/env";

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
