// Produits — a partner sidebar entry whose screen SPEC does not describe yet
import { PageHeader } from "@/components/layout/page-header";
import { UnavailableSection } from "@/components/layout/unavailable-section";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Produits" };

export default async function Page() {
  await requirePageUser("/partner/products");
  return (
    <>
      <PageHeader title="Produits" />
      <UnavailableSection />
    </>
  );
}
