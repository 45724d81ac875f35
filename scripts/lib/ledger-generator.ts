// Generates realistic days of a supervisor network, in memory, with the app's own ledger rules:
// day opening carries the sortie lines over, Début entries add, Fin sets, partner entries add.
// A year is written in bulk, far faster than through the engine (lib/db/functions/ledger.sql), so the values of
// its lines are computed here from a day's whole entries (no manual value comes between them); every seed and
// bench then checks them with the independent verifier (lib/services/ledger/verify.ts).
import type { AccountType, LineType, TransactionType } from "@/lib/domain/constants";
import { lineMode, transactionEffect, type LineMode } from "@/lib/domain/ledger";
import { centsToFrancs } from "@/lib/domain/money";
import { freePartnerKey, registeredPartnerKey, tidyName } from "@/lib/domain/partners";
import { addDays } from "@/lib/domain/periods";

/** A generated line: its base and the day's entries on it, summed ('add') or the latest ('set'). */
function generatedValue(mode: LineMode, baseValue: number, entries: { seq: number; amount: number }[]): number {
  if (mode === "add") return baseValue + centsToFrancs(entries.reduce((sum, e) => sum + e.amount, 0));
  if (entries.length === 0) return baseValue;
  return centsToFrancs(entries.reduce((a, b) => (b.seq > a.seq ? b : a)).amount);
}

export interface GenUser {
  id: string;
  nomComplet: string;
}

export interface GenTransaction {
  seq: number;
  supervisorId: string;
  actorId: string;
  partnerId: string | null;
  partnerName: string | null;
  type: TransactionType;
  accountType: AccountType | null;
  lineType: LineType;
  accountKey: string;
  amount: number;
  description: string | null;
  day: string;
  createdAt: Date;
}

export interface GenLine {
  supervisorId: string;
  day: string;
  lineType: LineType;
  accountKey: string;
  value: number;
  baseValue: number;
  /** a partner line's name as last recorded */
  label?: string | null;
  /** a registered partner's line: his id */
  partnerId?: string | null;
}

/** Small deterministic PRNG (mulberry32), so a seed gives the same data twice. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const DIRECT: { type: AccountType; min: number; max: number }[] = [
  { type: "LIQUIDE", min: 150_000, max: 1_500_000 },
  { type: "ORANGE_MONEY", min: 100_000, max: 900_000 },
  { type: "WAVE", min: 80_000, max: 700_000 },
];

const FREE_PARTNERS = ["Boutique Keur Massar", "Quincaillerie Thiaroye", "Alimentation Pikine", "Kiosque Marché Sandaga"];

const round = (value: number, step = 500) => Math.max(step, Math.round(value / step) * step);

export interface GenerateOptions {
  supervisors: GenUser[];
  partners: GenUser[];
  adminId: string;
  /** the last day generated (today: no Fin yet) */
  today: string;
  days: number;
  /** partner operations per supervisor per day, on average */
  partnerOpsPerDay?: number;
  seed?: number;
  /** the free partners' names, as typed (default: four shops of the town) */
  freePartnerNames?: readonly string[];
  /**
   * "identity" (the app's keys: a registered partner's id, a free partner's folded name); "legacy": the keys
   * before migration 0006, `part-<name as typed>`, to test that migration on generated data.
   */
  partnerKeys?: "identity" | "legacy";
  /** called once per generated day, with its transactions and lines */
  onDay: (batch: { day: string; transactions: GenTransaction[]; lines: GenLine[] }) => Promise<void>;
}

interface DayContext {
  options: GenerateOptions;
  random: ReturnType<typeof rng>;
  opsPerDay: number;
  freeNames: readonly string[];
  legacy: boolean;
  day: string;
  isToday: boolean;
  at: (hour: number, minute: number) => Date;
}

const keyOf = (legacy: boolean, partner: GenUser | null, name: string) =>
  legacy ? `part-${name.trim()}` : partner ? registeredPartnerKey(partner.id) : freePartnerKey(name)!;

/** One supervisor's entries of a day: morning top-ups, the day's partner operations, the evening's counts. */
function supervisorEntries(ctx: DayContext, sup: GenUser, previous: Map<string, number>): GenTransaction[] {
  const { options, random, opsPerDay, freeNames, legacy, day, isToday, at } = ctx;
  const entries: GenTransaction[] = [];
  const add = (tx: Omit<GenTransaction, "seq" | "supervisorId" | "day">) => entries.push({ ...tx, seq: 0, supervisorId: sup.id, day });
  const hasUv = sup.id.charCodeAt(sup.id.length - 1) % 2 === 0;

  // morning: the Début top-ups of each direct account (the carry-over is the line's base)
  for (const account of DIRECT) {
    if (previous.get(account.type) && random.chance(0.5)) continue;
    const effect = transactionEffect({ kind: "direct", typeOperation: "depot", accountType: account.type });
    add({ ...effect, actorId: sup.id, partnerId: null, partnerName: null, accountType: account.type, amount: round(random.int(account.min, account.max) / 3) * 100, description: null, createdAt: at(7, random.int(30, 59)) });
  }
  if (hasUv && random.chance(0.6)) {
    const effect = transactionEffect({ kind: "direct", typeOperation: "depot", accountType: "UV_MASTER" });
    add({ ...effect, actorId: options.adminId, partnerId: null, partnerName: null, accountType: "UV_MASTER", amount: round(random.int(50_000, 300_000)) * 100, description: "Allocation du matin", createdAt: at(8, random.int(0, 30)) });
  }
  // the day: partner deposits and withdrawals
  const ops = Math.max(0, Math.round(opsPerDay + (random.next() - 0.5) * opsPerDay));
  for (let i = 0; i < ops; i++) {
    const registered = random.chance(0.8) && options.partners.length > 0;
    const partner = registered ? random.pick(options.partners) : null;
    const name = partner ? partner.nomComplet : legacy ? random.pick(freeNames) : tidyName(random.pick(freeNames));
    const typeOperation = random.chance(0.55) ? "depot" : "retrait";
    const effect = transactionEffect({ kind: "partner", typeOperation, partnerKey: keyOf(legacy, partner, name) });
    add({ ...effect, actorId: sup.id, partnerId: partner?.id ?? null, partnerName: name, accountType: null, amount: round(random.int(10_000, 250_000)) * 100, description: null, createdAt: at(9 + Math.floor((i * 8) / Math.max(ops, 1)), random.int(0, 59)) });
  }
  // evening (not today): the balances counted at the end of the day
  if (!isToday) {
    const accounts = [...DIRECT.map((d) => d.type), ...(hasUv ? (["UV_MASTER"] as AccountType[]) : [])];
    for (const accountType of accounts) {
      const start = (previous.get(accountType) ?? 0) + entries.filter((e) => e.accountKey === accountType && e.lineType === "debut").reduce((s, e) => s + e.amount / 100, 0);
      if (start === 0) continue;
      // the day's drift (-15 %..+20 %) turns downward once a balance is far above its usual level,
      // so a year of generated days stays within the lines' 999,999,999 F bound
      const usual = DIRECT.find((d) => d.type === accountType)?.max ?? 300_000;
      const drift = start > usual * 20 ? 0.7 + random.next() * 0.25 : 0.85 + random.next() * 0.35;
      const counted = round(start * drift);
      const effect = transactionEffect({ kind: "direct", typeOperation: "retrait", accountType });
      add({ ...effect, actorId: accountType === "UV_MASTER" ? options.adminId : sup.id, partnerId: null, partnerName: null, accountType, amount: counted * 100, description: null, createdAt: at(18, random.int(0, 59)) });
    }
  }
  entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return entries;
}

/** A supervisor's lines of a day, by the app's rule: base = carried-over sortie for account debut lines, 0 otherwise. */
function supervisorLines(legacy: boolean, sup: GenUser, day: string, previous: Map<string, number>, entries: GenTransaction[]) {
  const lines: GenLine[] = [];
  const keys = new Map<string, { lineType: LineType; accountKey: string }>();
  for (const [accountKey, value] of previous) if (value > 0) keys.set(`debut|${accountKey}`, { lineType: "debut", accountKey });
  for (const e of entries) keys.set(`${e.lineType}|${e.accountKey}`, { lineType: e.lineType, accountKey: e.accountKey });
  const sortie = new Map<string, number>();
  for (const { lineType, accountKey } of keys.values()) {
    const baseValue = lineType === "debut" ? (previous.get(accountKey) ?? 0) : 0;
    const mine = entries.filter((e) => e.lineType === lineType && e.accountKey === accountKey);
    const value = generatedValue(lineMode(lineType, accountKey), baseValue, mine);
    const label = legacy || mine[0]?.partnerName == null ? null : mine.reduce((a, b) => (b.createdAt >= a.createdAt ? b : a)).partnerName;
    const partnerId = legacy ? null : (mine.find((e) => e.partnerId)?.partnerId ?? null);
    lines.push({ supervisorId: sup.id, day, lineType, accountKey, value, baseValue, label, partnerId });
    if (lineType === "sortie" && lineMode(lineType, accountKey) === "set") sortie.set(accountKey, value);
  }
  return { lines, sortie };
}

export async function generateLedger(options: GenerateOptions): Promise<{ transactions: number; lines: number }> {
  const random = rng(options.seed ?? 2025);
  const base = { options, random, opsPerDay: options.partnerOpsPerDay ?? 6, freeNames: options.freePartnerNames ?? FREE_PARTNERS, legacy: options.partnerKeys === "legacy" };
  let seq = 0;
  let counts = { transactions: 0, lines: 0 };
  // the sortie lines each supervisor ended his previous day with (carried over)
  const carried = new Map<string, Map<string, number>>();

  for (let offset = options.days - 1; offset >= 0; offset--) {
    const day = addDays(options.today, -offset);
    const isToday = offset === 0;
    const dayTx: GenTransaction[] = [];
    const dayLines: GenLine[] = [];
    const at = (hour: number, minute: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:${String(random.int(0, 59)).padStart(2, "0")}Z`);
    const ctx: DayContext = { ...base, day, isToday, at };

    for (const sup of options.supervisors) {
      if (!isToday && random.chance(0.05)) continue; // a day off now and then
      const previous = carried.get(sup.id) ?? new Map<string, number>();
      const entries = supervisorEntries(ctx, sup, previous);
      for (const entry of entries) entry.seq = ++seq;
      const { lines, sortie } = supervisorLines(base.legacy, sup, day, previous, entries);
      dayLines.push(...lines);
      if (sortie.size > 0) carried.set(sup.id, sortie);
      dayTx.push(...entries);
    }
    await options.onDay({ day, transactions: dayTx, lines: dayLines });
    counts = { transactions: counts.transactions + dayTx.length, lines: counts.lines + dayLines.length };
  }
  return counts;
}

