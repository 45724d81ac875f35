// Notifications — the partner's notifications
import { PageHeader } from "@/components/layout/page-header";
import { NotificationsList } from "@/components/notifications/notifications-list";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Notifications" };

export default async function Page() {
  await requirePageUser("/partner/notifications");
  return (
    <>
      <PageHeader title="Notifications" />
      <NotificationsList />
    </>
  );
}
