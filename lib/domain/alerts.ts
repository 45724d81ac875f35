// What looks wrong in a day, and the owner's evening summary: pure rules, so that they can be proved.
// The services (lib/services/alerts, lib/services/summary) apply them at the moment a fact becomes true.
import { accountShortLabel } from "./entry-preview";
import { displayKey } from "./ledger";
import { formatFcfa, formatSignedFcfa } from "./money";
import { formatDayFr } from "./periods";

export const ALERT_KINDS = ["GR_HORS_BANDE", "ECART", "MODIF_APRES_CLOTURE", "SUPPRESSIONS", "TRANSFERT_CONTESTE", "ECART_RELEVE"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  GR_HORS_BANDE: "GR inhabituel",
  ECART: "Écart",
  MODIF_APRES_CLOTURE: "Modification tardive",
  SUPPRESSIONS: "Suppressions",
  TRANSFERT_CONTESTE: "Transfert contesté",
  ECART_RELEVE: "Écart au relevé",
};

export const ALERT_LEVELS = ["attention", "grave"] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
export const ALERT_LEVEL_LABELS: Record<AlertLevel, string> = { attention: "Attention", grave: "Grave" };

/** The thresholds the admin sets on /admin/settings, with their defaults (lib/services/settings.ts). */
export interface AlertThresholds {
  /** an écart above this share of the day's counted total (%) is flagged "attention" */
  ecartWarnPercent: number;
  /** … and above this one "grave" */
  ecartGravePercent: number;
  /** the usual band: median ± this × the median absolute deviation */
  bandWidth: number;
  /** closed days needed before a supervisor has a usual band */
  bandMinDays: number;
  /** more deletions than this by one user in a day are flagged */
  deletionsPerDay: number;
}

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = { ecartWarnPercent: 1, ecartGravePercent: 5, bandWidth: 3, bandMinDays: 10, deletionsPerDay: 5 };

/** How many of his last closed days a supervisor's usual band is made of. */
export const BAND_HISTORY_DAYS = 30;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median absolute deviation: the median of the distances to the median. */
export function medianAbsoluteDeviation(values: readonly number[]): number {
  const m = median(values);
  return median(values.map((v) => Math.abs(v - m)));
}

export interface GrBand {
  median: number;
  mad: number;
  low: number;
  high: number;
  days: number;
}

/** A supervisor's usual GR band from his earlier closed days (newest first, the first BAND_HISTORY_DAYS used), or null below `minDays`. */
export function grBand(history: readonly number[], width: number, minDays: number): GrBand | null {
  const days = history.slice(0, BAND_HISTORY_DAYS);
  if (days.length < Math.max(1, minDays)) return null;
  const m = median(days);
  const mad = medianAbsoluteDeviation(days);
  return { median: m, mad, low: m - width * mad, high: m + width * mad, days: days.length };
}

export const outsideBand = (gr: number, band: GrBand) => gr < band.low || gr > band.high;

/**
 * The écart of a closed day is what is missing from the count: a GR below 0 (the close asks a justification
 * beyond the tolerance). Its level against the day's counted total (the Fins): null under the first
 * threshold. A day with nothing counted and something missing is "grave".
 */
export function ecartLevel(gr: number, countedTotal: number, t: Pick<AlertThresholds, "ecartWarnPercent" | "ecartGravePercent">): AlertLevel | null {
  const missing = -gr;
  if (missing <= 0) return null;
  if (countedTotal <= 0) return "grave";
  const percent = (missing * 100) / countedTotal;
  if (percent > t.ecartGravePercent) return "grave";
  return percent > t.ecartWarnPercent ? "attention" : null;
}

/** "1,5 %" */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toString().replace(".", ",")} %`;
}

/** How an alert about a change names the transaction: "Transaction de 5 000 F (Wave)", "… (Moussa Diop)". */
export const transactionSubject = (francs: number, partnerName: string | null, accountKey: string) =>
  `Transaction de ${formatFcfa(francs)} (${partnerName ?? accountShortLabel(displayKey(accountKey))})`;

export const ALERT_REASONS = {
  band: (gr: number, band: GrBand) =>
    `GR de ${formatSignedFcfa(gr)}, hors de sa plage habituelle (${formatSignedFcfa(Math.round(band.low))} à ${formatSignedFcfa(Math.round(band.high))}, médiane ${formatSignedFcfa(Math.round(band.median))} sur ${band.days} journées clôturées)`,
  ecart: (gr: number, countedTotal: number) =>
    countedTotal > 0
      ? `Écart de ${formatFcfa(-gr)}, soit ${formatPercent((-gr * 100) / countedTotal)} du total compté (${formatFcfa(countedTotal)})`
      : `Écart de ${formatFcfa(-gr)} sans aucun solde compté en fin de journée`,
  lateChange: (what: "modifiée" | "supprimée", subject: string, day: string, after: "reopened" | "summary", by: string) =>
    `${subject} du ${formatDayFr(day)} ${what} par ${by} ${after === "reopened" ? "après la clôture et la réouverture de la journée" : "après l'envoi du résumé du soir"}`,
  deletions: (count: number, by: string, limit: number) => `${count} suppressions par ${by} dans la journée (plus de ${limit})`,
  contested: (amount: number, from: string, to: string, hours: number) =>
    `Transfert de ${formatFcfa(amount)} de ${from} vers ${to} contesté depuis plus de ${hours} h et non réglé`,
} as const;

// ---- The evening summary's SMS ----------------------------------------------------------------------------

/** The GSM 03.38 basic alphabet: an SMS written only with it takes 160 characters a segment, 153 when split. */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€";

/** French letters outside the GSM alphabet, folded to the nearest one that is in it (a summary need not be UCS-2). */
const FOLD: Record<string, string> = { â: "a", ê: "e", ë: "e", î: "i", ï: "i", ô: "o", û: "u", ç: "c", À: "A", Â: "A", È: "E", Ê: "E", Î: "I", Ô: "O", Û: "U", œ: "oe", Œ: "OE", "’": "'", "«": '"', "»": '"', "…": "...", "–": "-", "—": "-" };

/** The text with every space variant made a space and the French letters outside GSM folded. */
export function toGsm(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, " ").replace(/./gu, (c) => FOLD[c] ?? c);
}

/** How many segments an SMS takes: GSM-7 (extended characters count twice) or, with any other character, UCS-2. */
export function smsSegments(text: string): { encoding: "GSM-7" | "UCS-2"; units: number; segments: number } {
  let units = 0;
  for (const c of text) {
    if (GSM_BASIC.includes(c)) units += 1;
    else if (GSM_EXTENDED.includes(c)) units += 2;
    else {
      const length = [...text].reduce((n, ch) => n + ch.length, 0);
      return { encoding: "UCS-2", units: length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
    }
  }
  return { encoding: "GSM-7", units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
}

/** An evening summary's SMS takes at most two segments: the page has the detail. */
export const SUMMARY_SMS_SEGMENTS = 2;

export interface SummarySmsFigures {
  day: string;
  /** the GR of the day's closed days: final */
  closedGr: number;
  /** the GR of its days still open: provisional, it changes until they are closed */
  openGr: number;
  /** days closed, of `supervisors` days with something recorded (one a supervisor) */
  closed: number;
  supervisors: number;
  notClosed: string[];
  /** closed days beyond the tolerance (an open day's GR is no écart yet) */
  ecarts: number;
  /** the day's écarts against the operators' statements */
  statementEcarts?: number;
  transfers: number;
  transfersTotal: number;
  alerts: number;
  /** earlier days left open past the setting's number of days, as the page lists them … */
  lateDays: number;
  /** … and how many supervisors they are of */
  lateSupervisors: number;
  link: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The SMS's first sentence: the closes N/M and the GR of the closed days, the open days' part apart and said
 * provisional (never summed into the day's GR).
 */
function smsHead(f: SummarySmsFigures): string {
  const date = `Caisse ${formatDayFr(f.day)} :`;
  if (f.supervisors === 0) return `${date} aucune saisie.`;
  if (f.closed === f.supervisors) return `${date} GR ${formatSignedFcfa(f.closedGr)}. Clotures ${f.closed}/${f.supervisors}.`;
  const closed = `${f.closed}/${f.supervisors} ${f.closed > 1 ? "journees cloturees" : "journee cloturee"}`;
  const open = `ouvertes ${formatSignedFcfa(f.openGr)} (provisoire)`;
  return f.closed === 0 ? `${date} ${closed} ; ${open}.` : `${date} GR ${formatSignedFcfa(f.closedGr)} sur ${closed} ; ${open}.`;
}

/** Names as many as fit, then "+N". */
function names(list: readonly string[], fits: (text: string) => boolean): string {
  for (let shown = list.length; shown > 0; shown--) {
    const rest = list.length - shown;
    const text = list.slice(0, shown).join(", ") + (rest ? ` +${rest}` : "");
    if (fits(text)) return text;
  }
  return `${list.length}`;
}

/**
 * The summary's SMS: the essentials and the page's link, in GSM characters, within SUMMARY_SMS_SEGMENTS; each
 * count names what it counts (days, supervisors), as the page lists them. What
 * does not fit goes, least needed first: the names of who did not close (then their count), the days left open,
 * the alerts, the transfers, the écarts; the GR, the closes and the link always stay.
 */
export function summarySmsText(f: SummarySmsFigures): string {
  const head = smsHead(f);
  // most needed first
  const optional = [
    f.ecarts ? `Ecarts : ${count(f.ecarts, "journee", "journees")}.` : "",
    f.statementEcarts ? `Ecarts releves : ${count(f.statementEcarts, "journee", "journees")}.` : "",
    f.transfers ? `Transferts : ${f.transfers} (${formatFcfa(f.transfersTotal)}).` : "",
    f.alerts ? `Alertes : ${f.alerts}.` : "",
    f.lateDays ? `Journees restees ouvertes : ${f.lateDays} (${count(f.lateSupervisors, "superviseur", "superviseurs")}).` : "",
  ].filter(Boolean);
  const link = `Detail : ${f.link}`;
  const compose = (open: string, kept: number) => toGsm([head, open, ...optional.slice(0, kept), link].filter(Boolean).join(" "));
  const fits = (text: string) => smsSegments(text).segments <= SUMMARY_SMS_SEGMENTS;
  if (f.notClosed.length) {
    const listed = names(f.notClosed, (list) => fits(compose(`Non clotures : ${list}.`, optional.length)));
    const full = compose(`Non clotures : ${listed}.`, optional.length);
    if (fits(full)) return full;
  }
  for (let kept = optional.length; kept > 0; kept--) {
    const text = compose("", kept);
    if (fits(text)) return text;
  }
  return compose("", 0);
}

/** The `wa.me` link that opens WhatsApp with the text, to send to whom the admin picks. */
export const whatsappLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

// ---- When the evening summary is due -------------------------------------------------------------------------

/**
 * The days whose summary is due at `clock` ("HH:MM" in the network's time zone) on `today`: today's from the
 * summary's time on; at a server's start also yesterday's (caught up, when the server was down at that time).
 */
export function summaryDueDays(today: string, yesterday: string, clock: string, summaryTime: string, atStart: boolean): string[] {
  return [...(atStart ? [yesterday] : []), ...(clock >= summaryTime ? [today] : [])];
}
