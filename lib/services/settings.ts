// Network settings (issue 14): the tolerance of a negative GR before a closing needs a justification.
// Admin only, audited. A setting never written reads its default.
import { inArray, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, type Executor } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import type { SettingsInput } from "@/lib/validation/day-close";
import { writeAudit } from "./audit";

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

export async function updateNetworkSettings(actor: SessionUser, input: SettingsInput): Promise<NetworkSettings> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await getNetworkSettings(tx);
    await tx
      .insert(settings)
      .values({ key: KEYS.ecartTolerance, value: input.ecartTolerance, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: input.ecartTolerance, updatedAt: sql`now()`, updatedBy: actor.id } });
    const after = { ...before, ecartTolerance: input.ecartTolerance };
    await writeAudit(tx, { actor, action: "SETTINGS_UPDATED", entity: "settings", entityId: "network", before, after });
    return after;
  });
}
