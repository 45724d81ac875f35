// Network settings: the tolerance of a negative GR before a closing needs a justification.
// Admin only, audited. A setting never written reads its default.
import { inArray, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, type Executor } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import type { SettingsInput } from "@/lib/validation/day-close";
import { writeAudit } from "./audit";
import { timedCache } from "./cache";

export interface NetworkSettings {
  /** F CFA: a GR below minus this needs a justification to close the day */
  ecartTolerance: number;
}

export const DEFAULT_SETTINGS: NetworkSettings = { ecartTolerance: 0 };
const KEYS: Record<keyof NetworkSettings, string> = { ecartTolerance: "ecart_tolerance" };

export async function getNetworkSettings(executor?: Executor): Promise<NetworkSettings> {
  const db = executor ?? (await getDb());
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, Object.values(KEYS)));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const tolerance = stored.get(KEYS.ecartTolerance);
  return { ecartTolerance: typeof tolerance === "number" ? tolerance : DEFAULT_SETTINGS.ecartTolerance };
}

/**
 * The settings as the dashboards show them: kept 5 s, as the account types are, so that a dashboard sends no
 * statement for them. The close reads them fresh in its transaction (getNetworkSettings(tx)): a tolerance
 * changed on another instance is shown at most 5 s late and never applied late.
 */
const shown = timedCache<NetworkSettings>(5_000);

export async function shownNetworkSettings(): Promise<NetworkSettings> {
  const kept = shown.get();
  if (kept) return kept;
  const read = await getNetworkSettings();
  shown.set(read);
  return read;
}

export async function updateNetworkSettings(actor: SessionUser, input: SettingsInput): Promise<NetworkSettings> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const before = await getNetworkSettings(tx);
    await tx
      .insert(settings)
      .values({ key: KEYS.ecartTolerance, value: input.ecartTolerance, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: input.ecartTolerance, updatedAt: sql`now()`, updatedBy: actor.id } });
    const after = { ...before, ecartTolerance: input.ecartTolerance };
    await writeAudit(tx, { actor, action: "SETTINGS_UPDATED", entity: "settings", entityId: "network", before, after });
    return after;
  });
  // after the commit: a dashboard reading meanwhile would keep the old value for 5 s
  shown.set(saved);
  return saved;
}
