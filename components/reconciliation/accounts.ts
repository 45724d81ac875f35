// The accounts an operator keeps a statement of: every electronic account that is on, by its label (AUTRES's
// chosen one); the statement's accounts before the list has loaded.
import { useAllAccountTypes } from "@/components/transactions/account-types-cache";
import type { AccountType } from "@/lib/domain/constants";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import { STATEMENT_ACCOUNT_TYPES } from "@/lib/domain/statements/reconcile";

export type StatementAccount = { value: AccountType; label: string };

const FALLBACK: StatementAccount[] = STATEMENT_ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_INFO[value].label }));

export function useStatementAccounts(): StatementAccount[] {
  const all = useAllAccountTypes();
  if (!all) return FALLBACK;
  return all.filter((t) => t.isActive && t.value !== "LIQUIDE").map(({ value, label }) => ({ value, label }));
}
