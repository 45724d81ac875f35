// /supervisor/transactions — the supervisor's recent transactions
import { requirePageUser } from "@/lib/auth/page";
import { TransactionsPage } from "@/app/(app)/_screens/transactions-page";

export const metadata = { title: "Transactions récentes" };

/** `?type=transfert&period=week` (a notification's link) opens the list on that filter. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TransactionsPage user={await requirePageUser("/supervisor/transactions")} asked={await searchParams} />;
}
