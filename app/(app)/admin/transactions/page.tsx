// /admin/transactions — recent transactions (the admin's view; a supervisor sees his own)
import { requirePageUser } from "@/lib/auth/page";
import { TransactionsPage } from "@/components/transactions/transactions-page";

export const metadata = { title: "Transactions récentes" };

export default async function Page() {
  return <TransactionsPage user={await requirePageUser("/admin/transactions")} />;
}
