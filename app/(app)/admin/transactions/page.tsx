// /admin/transactions — recent transactions (the admin's view; a supervisor sees his own)
import { requirePageUser } from "@/lib/auth/page";
import { TransactionsPage } from "@/app/(app)/_screens/transactions-page";

export const metadata = { title: "Transactions récentes" };

/** `?type=transfert&period=week` (a notification's link) opens the list on that filter. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TransactionsPage user={await requirePageUser("/admin/transactions")} asked={await searchParams} />;
}
