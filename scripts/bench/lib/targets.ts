// What a scenario must reach, and whether it did: latency, rate, duration and, for the admin dashboard,
// its p50 against the raw SQL floor measured beside it.
import type { LoadResult } from "./load";

export interface Target {
  /** p95 at most, in ms */
  p95?: number;
  /** the offered rate (requests per second) that must be delivered, within 5 % */
  atRate?: number;
  /** successful requests per second at least */
  rps?: number;
  /** duration of one request at most, in ms (the export) */
  max?: number;
  /** p50 at most this many times the raw SQL floor's p50 (the same rows, straight from the database) */
  floorRatio?: number;
}

export interface ScenarioResult extends LoadResult {
  id: string;
  name: string;
  /** the server tree's peak resident memory during the run; null when no server ran (the SQL floor) */
  peakRssMb: number | null;
  target: Target | null;
  ok: boolean | null;
  /** the response body's size, uncompressed (one request made before the run) */
  responseBytes?: number;
  /** the connections the scenario ran with, when they differ from --connections */
  connections?: number;
  notes?: string;
}

/** The scenario's figures against its target; `floorP50` is the raw SQL floor's p50 when one was measured. */
export function check(result: LoadResult, target: Target | null, floorP50?: number): boolean | null {
  if (!target) return null;
  if (result.errors > 0) return false;
  if (target.p95 !== undefined && !(result.p95 <= target.p95)) return false;
  if (target.rps !== undefined && !(result.rps >= target.rps)) return false;
  if (target.max !== undefined && !(result.max <= target.max)) return false;
  if (target.atRate !== undefined && !(result.rps >= target.atRate * 0.95)) return false;
  // no floor measured: the ratio cannot be shown to hold
  if (target.floorRatio !== undefined && !(floorP50 !== undefined && result.p50 <= target.floorRatio * floorP50)) return false;
  return true;
}

export function targetText(t: Target | null): string {
  if (!t) return "—";
  return [
    t.p95 !== undefined ? `p95 ≤ ${t.p95} ms` : "",
    t.floorRatio !== undefined ? `p50 ≤ ${t.floorRatio}× plancher` : "",
    t.atRate !== undefined ? `à ${t.atRate}/s` : "",
    t.rps !== undefined ? `≥ ${t.rps}/s` : "",
    t.max !== undefined ? `≤ ${t.max / 1000} s` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

export const okText = (ok: boolean | null) => (ok === null ? "" : ok ? "OK" : "KO");
