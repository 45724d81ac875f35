// /admin/partners — every partner's running balance with the shop, his history, the frequent free partners
import { PartnersPage } from "@/app/(app)/_screens/partners-page";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Partenaires" };

export default async function Page() {
  return <PartnersPage user={await requirePageUser("/admin/partners")} />;
}
