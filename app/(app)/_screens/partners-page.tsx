// Both partners pages: the balances rendered on the server, the screen in the browser.
import { PartnersScreen } from "@/components/partners/partners-screen";
import type { SessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { DEFAULT_MESSAGES } from "@/lib/domain/errors";
import { presentPartnerBalances, type ShownPartnerBalance } from "@/lib/presenters/partner-balance";
import { listPartnerBalances } from "@/lib/services/partner-balance";

export async function PartnersPage({ user }: { user: SessionUser }) {
  let initial: ShownPartnerBalance[] | null = null;
  let initialError: string | null = null;
  try {
    initial = presentPartnerBalances(await listPartnerBalances(await getDb(), user));
  } catch (error) {
    console.error("[partenaires] soldes :", error);
    initialError = DEFAULT_MESSAGES.SERVER_ERROR;
  }
  return <PartnersScreen admin={user.role === "ADMIN"} timeZone={getEnv().APP_TIMEZONE} initial={initial} initialError={initialError} />;
}
