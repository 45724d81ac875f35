// Network settings: the tolerance of a negative GR before a closing needs a justification, the evening
// summary's time, when a day left open is reported, and the alerts' thresholds (lib/domain/alerts.ts).
// Admin only, audited. A setting never written reads its default; a PUT changes the fields it names.
import { inArray, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Executor } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from "@/lib/domain/alerts";
import { AppError } from "@/lib/domain/errors";
import { ecartLevelsProblem, type SettingsInput } from "@/lib/validation/day-close";
import { writeAudit } from "./audit";
import { timedCache } from "./cache";

export interface NetworkSettings extends AlertThresholds {
  /** F CFA: a GR below minus this needs a justification to close the day */
  ecartTolerance: number;
  /** "HH:MM" in APP_TIMEZONE: when the evening summary goes to the admins */
  summaryTime: string;
  /** a day left open this many days is reported in the evening summary */
  unclosedDaysAlert: number;
}

export const DEFAULT_SETTINGS: NetworkSettings = { ecartTolerance: 0, summaryTime: "21:00", unclosedDaysAlert: 2, ...DEFAULT_ALERT_THRESHOLDS };
const KEYS: Record<keyof NetworkSettings, string> = {
  ecartTolerance: "ecart_tolerance",
  summaryTime: "summary_time",
  unclosedDaysAlert: "unclosed_days_alert",
  ecartWarnPercent: "ecart_warn_percent",
  ecartGravePercent: "ecart_grave_percent",
  bandWidth: "band_width",
  bandMinDays: "band_min_days",
  deletionsPerDay: "deletions_per_day",
};
const FIELDS = Object.keys(KEYS) as (keyof NetworkSettings)[];

export async function getNetworkSettings(db: Executor): Promise<NetworkSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, Object.values(KEYS)));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const read = { ...DEFAULT_SETTINGS } as Record<keyof NetworkSettings, unknown>;
  for (const field of FIELDS) {
    const value = stored.get(KEYS[field]);
    if (typeof value === typeof DEFAULT_SETTINGS[field]) read[field] = value;
  }
  return read as NetworkSettings;
}

/**
 * The settings as the dashboards show them: kept 5 s, as the account types are, so that a dashboard sends no
 * statement for them. The close reads them fresh in its transaction (getNetworkSettings(tx)): a tolerance
 * changed on another instance is shown at most 5 s late and never applied late.
 */
const shown = timedCache<NetworkSettings>(5_000);

// Read through the process's database, never a caller's transaction: the copy it keeps serves every request.
export async function shownNetworkSettings(db: Db): Promise<NetworkSettings> {
  const kept = shown.get();
  if (kept) return kept;
  const read = await getNetworkSettings(db);
  shown.set(read);
  return read;
}

export async function updateNetworkSettings(db: Db, actor: SessionUser, input: SettingsInput): Promise<NetworkSettings> {
  const saved = await db.transaction(async (tx) => {
    const before = await getNetworkSettings(tx);
    const after = { ...before };
    for (const field of FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      (after as Record<string, unknown>)[field] = value;
      await tx
        .insert(settings)
        .values({ key: KEYS[field], value, updatedBy: actor.id })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()`, updatedBy: actor.id } });
    }
    const levels = ecartLevelsProblem(after);
    if (levels) throw new AppError("VALIDATION_ERROR", levels);
    await writeAudit(tx, { actor, action: "SETTINGS_UPDATED", entity: "settings", entityId: "network", before, after });
    return after;
  });
  // after the commit: a dashboard reading meanwhile would keep the old value for 5 s
  shown.set(saved);
  return saved;
}
