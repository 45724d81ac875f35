// The path of a reconciled day: /api/reconciliation/{supervisorId}/{accountType}/{day}. A segment that names
// nothing is a path that does not exist (404), never a SQL error.
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { isDayFormat, isDayInBounds } from "@/lib/domain/periods";
import { STATEMENT_ACCOUNT_TYPES } from "./reconciliation";
import type { AccountType } from "@/lib/domain/constants";

export function reconciliationParams(params: Record<string, string>): { supervisorId: string; accountType: AccountType; day: string } {
  const { supervisorId, accountType, day } = params;
  if (!isUuid(supervisorId)) throw new AppError("NOT_FOUND", "Superviseur non trouvé");
  if (!accountType || !(STATEMENT_ACCOUNT_TYPES as readonly string[]).includes(accountType)) throw new AppError("NOT_FOUND", "Compte inconnu");
  if (!day || !isDayFormat(day) || !isDayInBounds(day)) throw new AppError("NOT_FOUND", "Jour invalide");
  return { supervisorId: supervisorId.toLowerCase(), accountType: accountType as AccountType, day };
}
