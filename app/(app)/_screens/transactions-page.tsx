// Both recent-transactions pages: the first list rendered on the server, the screen in the browser. The address may
// ask for a type and a period (`?type=transfert&period=week`: a notification's link); anything else is ignored.
import { TransactionsScreen } from "@/components/transactions/transactions-screen";
import type { TransactionsData } from "@/components/transactions/types";
import type { SessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { DEFAULT_MESSAGES } from "@/lib/domain/errors";
import { presentTransactionList } from "@/lib/presenters/transactions";
import { listTransactions } from "@/lib/services/ledger/queries";
import { transactionFilterSchema } from "@/lib/validation/transaction-filters";

export async function TransactionsPage({ user, asked = {} }: { user: SessionUser; asked?: Record<string, string | string[] | undefined> }) {
  let initial: TransactionsData | null = null;
  let initialError: string | null = null;
  const wanted = transactionFilterSchema.safeParse({ type: asked.type, period: asked.period });
  const filter = wanted.success ? wanted.data : transactionFilterSchema.parse({});
  try {
    const { transactions, stats } = presentTransactionList(await listTransactions(await getDb(), user, filter, { paginate: false }), getEnv().APP_TIMEZONE);
    initial = { transactions, stats };
  } catch (error) {
    console.error("[transactions] liste :", error);
    initialError = DEFAULT_MESSAGES.SERVER_ERROR;
  }
  return (
    <TransactionsScreen
      variant={user.role === "ADMIN" ? "admin" : "supervisor"}
      initial={initial}
      initialError={initialError}
      initialFilter={{ period: filter.period, type: filter.type ?? "all" }}
      timeZone={getEnv().APP_TIMEZONE}
    />
  );
}
