// Both recent-transactions pages: the first list rendered on the server, the screen in the browser.
import { TransactionsScreen, type TransactionsData } from "@/components/transactions/transactions-screen";
import type { SessionUser } from "@/lib/auth/session";
import { DEFAULT_MESSAGES } from "@/lib/domain/errors";
import { listTransactions } from "@/lib/services/ledger/queries";
import { transactionFilterSchema } from "@/lib/validation/transaction-filters";

export async function TransactionsPage({ user }: { user: SessionUser }) {
  let initial: TransactionsData | null = null;
  let initialError: string | null = null;
  try {
    const { transactions, stats } = await listTransactions(user, transactionFilterSchema.parse({}), { paginate: false });
    initial = { transactions, stats };
  } catch (error) {
    console.error("[transactions] liste :", error);
    initialError = DEFAULT_MESSAGES.SERVER_ERROR;
  }
  return <TransactionsScreen variant={user.role === "ADMIN" ? "admin" : "supervisor"} initial={initial} initialError={initialError} />;
}
