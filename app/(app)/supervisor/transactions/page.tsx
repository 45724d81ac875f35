// /supervisor/transactions — the supervisor's recent transactions
import { requirePageUser } from "@/lib/auth/page";
import { TransactionsPage } from "@/components/transactions/transactions-page";

export const metadata = { title: "Transactions récentes" };

export default async function Page() {
  return <TransactionsPage user={await requirePageUser("/supervisor/transactions")} />;
}
