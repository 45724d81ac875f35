// Utilisateurs — user management (built by the Users issue)
import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Utilisateurs" };

export default async function Page() {
  await requirePageUser("/admin/users");
  return <PageHeader title="Utilisateurs" />;
}
