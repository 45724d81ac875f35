// Notifications — the partner's notifications (the list comes with the Transactions issue's notifications calls)
import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Notifications" };

export default async function Page() {
  await requirePageUser("/partner/notifications");
  return <PageHeader title="Notifications" />;
}
