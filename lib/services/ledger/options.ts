// The choices of the transaction form (active supervisors, active partners, account types) and of the
// transactions' filters (supervisors, partners, operators found by a search).
import { and, asc, eq, ilike, like, or, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Executor } from "@/lib/db/client";
import { containing } from "@/lib/db/like";
import { users } from "@/lib/db/schema";
import type { Role } from "@/lib/domain/constants";
import { phoneSearchDigits } from "@/lib/domain/phone";
import { accountTypeLabel } from "@/lib/domain/account-types";
import { getAccountTypes } from "../account-types";

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

/** Options for the filters: supervisors (a supervisor finds only himself), partners, operators (the accounts). */
export async function searchEntities(db: Executor, viewer: SessionUser, query: { q: string; type: "supervisors" | "partners" | "operators"; limit: number }): Promise<EntityOption[]> {
  if (query.type === "operators") {
    // the types switched on, AUTRES under the admin's label
    const q = query.q.toLowerCase();
    const setting = await getAccountTypes(db);
    return setting.active
      .map((code) => ({ id: code, nomComplet: accountTypeLabel(code, setting), telephone: "" }))
      .filter((o) => !q || o.nomComplet.toLowerCase().includes(q) || o.id.toLowerCase().includes(q))
      .slice(0, query.limit);
  }
  const role = query.type === "supervisors" ? "SUPERVISEUR" : "PARTENAIRE";
  const p = containing(query.q);
  const digits = phoneSearchDigits(query.q);
  return db
    .select({ id: users.id, nomComplet: users.nomComplet, telephone: users.telephone })
    .from(users)
    .where(
      and(
        eq(users.role, role),
        viewer.role === "SUPERVISEUR" && role === "SUPERVISEUR" ? eq(users.id, viewer.id) : undefined,
        query.q ? or(ilike(users.nomComplet, p), digits ? like(users.telephone, `%${digits}%`) : undefined) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.nomComplet})`))
    .limit(query.limit);
}

export { formAccountTypes } from "@/lib/domain/ledger";
