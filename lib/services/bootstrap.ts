// First start: an empty database gets its admin from ADMIN_PHONE / ADMIN_CODE, or a generated code.
import { eq, sql } from "drizzle-orm";
import { getEnv } from "@/lib/config/env";
import { STARTUP_LOCK_ID, type Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { newAccessCode } from "@/lib/auth/codes";
import { normalizePhone } from "@/lib/domain/phone";
import { writeAudit } from "./audit";
import { insertUser } from "./users";

export interface AdminBootstrap {
  created: boolean;
  telephone: string;
  /** only when the code was generated now: printed once, never stored in plain text */
  generatedCode?: string;
}

export async function ensureAdmin(db: Db): Promise<AdminBootstrap> {
  const env = getEnv();
  // every start after the first stops here, without sealing a code
  const [existing] = await db.select({ telephone: users.telephone }).from(users).where(eq(users.role, "ADMIN")).limit(1);
  if (existing) return { created: false, telephone: existing.telephone };
  const code = await newAccessCode(env.ADMIN_CODE);
  return db.transaction(async (tx) => {
    // several instances starting together: one creates the admin, the others see it
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_ID})`);
    const [admin] = await tx.select({ telephone: users.telephone }).from(users).where(eq(users.role, "ADMIN")).limit(1);
    if (admin) return { created: false, telephone: admin.telephone };

    const telephone = normalizePhone(env.ADMIN_PHONE);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.telephone, telephone));
    if (taken) throw new Error(`ADMIN_PHONE ${telephone} appartient déjà à un utilisateur qui n'est pas administrateur.`);
    const user = await insertUser(tx, { nomComplet: env.ADMIN_NAME, telephone, role: "ADMIN", code });
    await writeAudit(tx, {
      actor: null,
      action: "CREATION_UTILISATEUR",
      entity: "user",
      entityId: user.id,
      after: { nomComplet: user.nomComplet, telephone, role: "ADMIN", source: "premier démarrage" },
    });
    return { created: true, telephone, generatedCode: env.ADMIN_CODE ? undefined : code.plain };
  });
}

export function describeAdminLogin(result: AdminBootstrap, url: string, heading = `Caisse est prête : ${url}`): string {
  const lines = [heading, `Administrateur : téléphone ${result.telephone}`];
  if (result.generatedCode) {
    lines.push(`Code d'accès : ${result.generatedCode}   (généré maintenant, affiché une seule fois : notez-le)`);
  } else if (result.created) {
    lines.push("Code d'accès : la valeur de ADMIN_CODE");
  } else {
    lines.push("Code d'accès : celui affiché au premier démarrage (oublié ? arrêtez le serveur puis `npm run admin:reset-code`)");
  }
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = "=".repeat(width);
  return [bar, ...lines.map((l) => `  ${l}`), bar].join("\n");
}
