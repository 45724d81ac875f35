// Commandes — a partner sidebar entry whose screen SPEC does not describe yet
import { PageHeader } from "@/components/layout/page-header";
import { UnavailableSection } from "@/components/layout/unavailable-section";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Commandes" };

export default async function Page() {
  await requirePageUser("/partner/orders");
  return (
    <>
      <PageHeader title="Commandes" />
      <UnavailableSection />
    </>
  );
}
