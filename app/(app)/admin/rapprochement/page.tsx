// /admin/rapprochement — the operators' statements: their import, the declared balances reconciled with them
// (supervisor × day grid per account, a day's detail) and the imports list
import { ReconciliationScreen } from "@/components/reconciliation/reconciliation-screen";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";
import { dayIn } from "@/lib/domain/periods";

export const metadata = { title: "Rapprochement" };

export default async function ReconciliationPage() {
  await requirePageUser("/admin/rapprochement");
  const timeZone = getEnv().APP_TIMEZONE;
  return <ReconciliationScreen role="admin" today={dayIn(timeZone)} timeZone={timeZone} />;
}
