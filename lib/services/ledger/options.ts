// The choices of the transaction form: active supervisors, active partners, account types.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Role } from "@/lib/domain/constants";

export interface EntityOption {
  id: string;
  nomComplet: string;
  telephone: string;
}

/** Dropdown lists are limited to 100 entries (SPEC §9). */
export const OPTION_LIMIT = 100;

async function activeOfRole(db: Executor, role: Role, limit: number): Promise<EntityOption[]> {
  return db
    .select({ id: users.id, nomComplet: users.nomComplet, telephone: users.telephone })
    .from(users)
    .where(and(eq(users.role, role), eq(users.status, "ACTIVE")))
    .orderBy(asc(sql`lower(${users.nomComplet})`))
    .limit(Math.min(limit, OPTION_LIMIT));
}

export const listAvailableSupervisors = (db: Executor, limit = OPTION_LIMIT) => activeOfRole(db, "SUPERVISEUR", limit);
export const listActivePartners = (db: Executor, limit = OPTION_LIMIT) => activeOfRole(db, "PARTENAIRE", limit);

export { formAccountTypes } from "@/lib/domain/ledger";
