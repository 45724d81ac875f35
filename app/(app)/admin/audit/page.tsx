// /admin/audit — the audit history (every change, who, when, before → after, reason)
import { AuditScreen } from "@/components/audit/audit-screen";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";

export const metadata = { title: "Historique d'audit" };

export default async function AuditPage() {
  await requirePageUser("/admin/audit");
  return <AuditScreen timeZone={getEnv().APP_TIMEZONE} />;
}
