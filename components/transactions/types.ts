// What the recent transactions' screen, its parts and its data hook share.
import type { ListPeriod } from "@/lib/domain/periods";
import type { ShownStats, ShownTransaction } from "@/lib/presenters/transactions";

export type TransactionsData = { transactions: ShownTransaction[]; stats: ShownStats };

export type Option = { id: string; nomComplet: string };

export interface Filters {
  period: ListPeriod;
  search: string;
  supervisorId: string;
  operatorId: string;
  type: string;
}

export interface TransactionsOptions {
  admin: boolean;
  initial: TransactionsData | null;
  initialError?: string | null;
  initialFilter?: { period: Filters["period"]; type: string };
}
