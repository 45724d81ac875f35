// Both partners pages: the balances rendered on the server, the screen in the browser.
import { PartnersScreen } from "@/components/partners/partners-screen";
import type { SessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { DEFAULT_MESSAGES } from "@/lib/domain/errors";
import { listPartnerBalances, type PartnerBalanceSummary } from "@/lib/services/partner-balance";

export async function PartnersPage({ user }: { user: SessionUser }) {
  let initial: PartnerBalanceSummary[] | null = null;
  let initialError: string | null = null;
  try {
    initial = await listPartnerBalances(await getDb(), user);
  } catch (error) {
    console.error("[partenaires] soldes :", error);
    initialError = DEFAULT_MESSAGES.SERVER_ERROR;
  }
  return <PartnersScreen admin={user.role === "ADMIN"} timeZone={getEnv().APP_TIMEZONE} initial={initial} initialError={initialError} />;
}
