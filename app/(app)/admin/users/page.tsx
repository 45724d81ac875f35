// Utilisateurs — user management (SPEC §2 "Users screen")
import { PageHeader } from "@/components/layout/page-header";
import { UsersScreen } from "@/components/users/users-screen";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Utilisateurs" };

export default async function Page() {
  await requirePageUser("/admin/users");
  return (
    <>
      <PageHeader title="Utilisateurs" />
      <UsersScreen />
    </>
  );
}
