// /supervisor/rapprochement — the supervisor's own declared balances against his operators' statements,
// read-only, with his comment on a day's écart
import { ReconciliationScreen } from "@/components/reconciliation/reconciliation-screen";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";
import { dayIn } from "@/lib/domain/periods";

export const metadata = { title: "Rapprochement" };

export default async function SupervisorReconciliationPage() {
  const user = await requirePageUser("/supervisor/rapprochement");
  const timeZone = getEnv().APP_TIMEZONE;
  return <ReconciliationScreen role="supervisor" today={dayIn(timeZone)} timeZone={timeZone} supervisorId={user.id} />;
}
