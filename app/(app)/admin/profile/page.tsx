// Mon profil — profile page (built by the Users issue)
import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Mon profil" };

export default async function Page() {
  await requirePageUser("/admin/profile");
  return <PageHeader title="Mon profil" />;
}
