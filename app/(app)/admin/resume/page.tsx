// /admin/resume — the owner's evening summary of a day (?date=YYYY-MM-DD, the SMS's link; today otherwise)
import { SummaryScreen } from "@/components/summary/summary-screen";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";
import { businessToday } from "@/lib/services/ledger/days";
import { customDateSchema } from "@/lib/validation/custom-date";

export const metadata = { title: "Résumé du jour" };

export default async function SummaryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageUser("/admin/resume");
  const today = businessToday();
  const asked = (await searchParams).date;
  // a day the server refuses (future, too old, malformed) opens today's summary, with the reason under the field
  const checked = typeof asked === "string" ? customDateSchema(today).safeParse({ date: asked }) : null;
  const day = checked?.success ? checked.data.date : today;
  const initialError = checked && !checked.success ? checked.error.issues[0]!.message : null;
  return <SummaryScreen initialDay={day} initialError={initialError} today={today} timeZone={getEnv().APP_TIMEZONE} />;
}
