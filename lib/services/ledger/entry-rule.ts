// lib/domain/uv-master.ts's rule on the server, for every write that creates a Début/Fin or moves one (a new
// entry through caisse_create_transaction, a correction of amount or account): what it refuses is refused
// before anything is read, and what needs the account held is checked where the line is read, in the write's
// own transaction (the database's caisse_holds_line).
import { sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { directEntryRule } from "@/lib/domain/uv-master";

/** Refuses what the rule refuses; answers the refusal to give when the account is not held that day, or null when nothing more is asked. */
export function directEntryCheck(actor: Pick<SessionUser, "role">, accountType: string, typeOperation: "depot" | "retrait"): string | null {
  const rule = directEntryRule(actor.role, accountType, typeOperation);
  if (rule.kind === "refused") throw new AppError("FORBIDDEN", rule.refusal);
  return rule.kind === "held" ? rule.refusal : null;
}

/** The rule in a write's transaction: refused unless it allows the entry on that supervisor's day. */
export async function assertDirectEntryIn(
  tx: Tx,
  actor: Pick<SessionUser, "role">,
  entry: { supervisorId: string; day: string; accountType: string; typeOperation: "depot" | "retrait" },
): Promise<void> {
  const notHeld = directEntryCheck(actor, entry.accountType, entry.typeOperation);
  if (!notHeld) return;
  const [row] = await queryRows<{ held: boolean }>(tx, sql`SELECT caisse_holds_line(${entry.supervisorId}::uuid, ${entry.day}::date, ${entry.accountType}) AS held`);
  if (!row?.held) throw new AppError("FORBIDDEN", notHeld);
}
