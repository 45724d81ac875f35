// Transactions Récentes — supervisor recent transactions (built by the Transactions issue)
import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Transactions Récentes" };

export default async function Page() {
  await requirePageUser("/supervisor/transactions");
  return <PageHeader title="Transactions Récentes" />;
}
