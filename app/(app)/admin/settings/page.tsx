// /admin/settings — the network's settings: the tolerance of a negative GR before a close needs a justification,
// the evening summary's time and the alerts' thresholds (with their defaults, said beside each field), and the
// account types of the market switched on, AUTRES's label
import { PageHeader } from "@/components/layout/page-header";
import { SettingsScreen } from "@/components/settings/settings-screen";
import { requirePageUser } from "@/lib/auth/page";
import { getDb } from "@/lib/db/client";
import { accountTypesView, getAccountTypes } from "@/lib/services/account-types";
import { DEFAULT_SETTINGS, getNetworkSettings } from "@/lib/services/settings";

export const metadata = { title: "Paramètres" };

export default async function SettingsPage() {
  await requirePageUser("/admin/settings");
  const db = await getDb();
  const [settings, accountTypes] = await Promise.all([getNetworkSettings(db), getAccountTypes(db)]);
  return (
    <>
      <PageHeader title="Paramètres" />
      <SettingsScreen initial={settings} defaults={DEFAULT_SETTINGS} accountTypes={accountTypesView(accountTypes)} />
    </>
  );
}
