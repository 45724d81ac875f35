// /supervisor/partners — the balances of the partners this supervisor has dealt with, and his frequent free partners
import { PartnersPage } from "@/app/(app)/_screens/partners-page";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Partenaires" };

export default async function Page() {
  return <PartnersPage user={await requirePageUser("/supervisor/partners")} />;
}
