// /admin/settings — the network's settings (issue 14): the tolerance of a negative GR before a close needs a justification
import { PageHeader } from "@/components/layout/page-header";
import { SettingsScreen } from "@/components/settings/settings-screen";
import { requirePageUser } from "@/lib/auth/page";
import { getNetworkSettings } from "@/lib/services/settings";

export const metadata = { title: "Paramètres" };

export default async function SettingsPage() {
  await requirePageUser("/admin/settings");
  const settings = await getNetworkSettings();
  return (
    <>
      <PageHeader title="Paramètres" />
      <SettingsScreen initial={settings} />
    </>
  );
}
