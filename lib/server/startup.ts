// Runs once when the Next.js server starts, before it serves a request (instrumentation.ts):
// checks the environment, opens and migrates the database, creates the first admin, prints how to log in.
import { getEnv } from "@/lib/config/env";
import { getAuthSecret } from "@/lib/config/secret";
import { getDbHandle } from "@/lib/db/client";
import { describeAdminLogin, ensureAdmin } from "@/lib/services/bootstrap";
import { startSmsDispatcher } from "@/lib/services/sms/dispatcher";

export async function startServer(): Promise<void> {
  const env = getEnv();
  getAuthSecret();
  const started = Date.now();
  const handle = await getDbHandle();
  startSmsDispatcher(); // every server process; stopSmsDispatchers() before closing the database
  // with several server processes (scripts/start.ts), the first one migrated and says how to log in
  if (Number(process.env.CAISSE_WORKER ?? 1) > 1) return;
  const where = handle.kind === "pglite" ? `PGlite (${env.PGLITE_DIR})` : "PostgreSQL (DATABASE_URL)";
  console.log(`[caisse] base de données ${where} migrée en ${Date.now() - started} ms`);
  if (handle.kind === "postgres" && !env.AUTH_SECRET) {
    console.warn("[caisse] AUTH_SECRET n'est pas défini : plusieurs instances doivent partager le même AUTH_SECRET.");
  }
  const admin = await ensureAdmin();
  const url = env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? env.PORT}`;
  console.log(describeAdminLogin(admin, url));
}

/** A server that cannot open its database or read its configuration must not serve half a product. */
export async function startServerOrExit(): Promise<void> {
  try {
    await startServer();
  } catch (error) {
    console.error("[caisse] démarrage impossible :", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
