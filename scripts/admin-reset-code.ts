// npm run admin:reset-code — gives the admin a new access code (ADMIN_CODE, or a generated one printed
// once) and closes his open sessions. Run it with the server stopped when the database is PGlite.
import { eq, sql } from "drizzle-orm";
import { newAccessCode } from "@/lib/auth/codes";
import { closeDb, getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { writeAudit } from "@/lib/services/audit";
import { describeFailure, loadCheckedEnv } from "@/lib/config/load-env";

async function main() {
  const env = loadCheckedEnv();
  const db = await getDb();
  const [admin] = await db.select({ id: users.id, nomComplet: users.nomComplet, telephone: users.telephone }).from(users).where(eq(users.role, "ADMIN")).limit(1);
  if (!admin) {
    console.error("Aucun administrateur : démarrez l'application une fois (npm start) pour le créer.");
    process.exitCode = 1;
    return;
  }
  const code = await newAccessCode(env.ADMIN_CODE);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...code.sealed, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, admin.id));
    await writeAudit(tx, { actor: null, action: "CODE_REGENERATED", entity: "user", entityId: admin.id, after: { source: "npm run admin:reset-code" } });
  });
  console.log(`Administrateur ${admin.nomComplet} : téléphone ${admin.telephone}`);
  console.log(env.ADMIN_CODE ? "Nouveau code d'accès : la valeur de ADMIN_CODE" : `Nouveau code d'accès : ${code.plain}   (affiché une seule fois)`);
  await closeDb();
}

main().catch(async (error) => {
  console.error(describeFailure(error));
  await closeDb().catch(() => undefined);
  process.exit(1);
});
