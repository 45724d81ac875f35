// Dashboard — supervisor day dashboard (built by the Day ledger issue)
import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Dashboard" };

export default async function Page() {
  await requirePageUser("/supervisor");
  return <PageHeader title="Dashboard" />;
}
