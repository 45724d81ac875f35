// Transactions récentes — recent transactions (built by the Transactions issue)
import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Transactions récentes" };

export default async function Page() {
  await requirePageUser("/admin/transactions");
  return <PageHeader title="Transactions récentes" />;
}
