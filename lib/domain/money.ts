// Money is an integer: whole francs on account lines, hundredths on transactions (SPEC §9).
// Formatting happens here only. Thousands are grouped with a no-break space so amounts never wrap.

const NBSP = "\u00a0";

export const CENTS_PER_FRANC = 100;

export function francsToCents(francs: number): number {
  return Math.round(francs * CENTS_PER_FRANC);
}

export function centsToFrancs(cents: number): number {
  return Math.round(cents / CENTS_PER_FRANC);
}

/** 1234567 -> "1 234 567" (no-break spaces), sign kept. */
export function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** "1 234 567 F"; 0 -> "0 F". */
export function formatFcfa(francs: number): string {
  return `${groupThousands(francs)}${NBSP}F`;
}

/** "+1 234 F", "-1 234 F", "0 F". */
export function formatSignedFcfa(francs: number): string {
  const rounded = Math.round(francs);
  return rounded > 0 ? `+${formatFcfa(rounded)}` : formatFcfa(rounded);
}

/** SPEC §9 compact form: from 1,000,000 "1,5 M F" (one decimal), from 1,000 "15 K F" (rounded), else "950 F". */
export function formatCompactFcfa(francs: number): string {
  const sign = francs < 0 ? "-" : "";
  const abs = Math.abs(Math.round(francs));
  if (abs >= 1_000_000) return `${sign}${(abs / 1_000_000).toFixed(1).replace(".", ",")}${NBSP}M${NBSP}F`;
  if (abs >= 1_000) return `${sign}${Math.round(abs / 1_000)}${NBSP}K${NBSP}F`;
  return `${sign}${abs}${NBSP}F`;
}

/** What the amount field keeps of what was typed: digits only, as a number (null when empty). */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

/** The amount field's display: digits grouped by thousands. */
export function formatAmountInput(text: string): string {
  const value = parseAmountInput(text);
  return value === null ? "" : groupThousands(value);
}

/** Replaces the no-break spaces of a formatted amount by plain spaces (files, logs, tests). */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
