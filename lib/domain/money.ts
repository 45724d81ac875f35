// Money is an integer: whole francs on account lines, hundredths on transactions (SPEC §9).
// Formatting happens here only. Thousands are grouped with a no-break space so amounts never wrap.
// The minus sign too: one, written here and nowhere else (every screen, file and SMS reads the same amount).

const NBSP = "\u00a0";

/**
 * The one minus sign of an amount: the hyphen-minus, as the French locale writes it (Intl "fr-FR"), in the GSM
 * alphabet of the evening SMS, the `signe` of a transaction in the API, and read as a number by a spreadsheet.
 */
export const MINUS = "-";

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
  return rounded < 0 ? `${MINUS}${grouped}` : grouped;
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

/**
 * An amount whose direction is known apart from it (a withdrawal, a transfer's sending side, a transaction's
 * `signe`): "+1 500 F", "-1 500 F"; 0 -> "0 F" (nothing moved has no direction).
 */
export function formatDirectedFcfa(direction: "+" | "-", francs: number): string {
  return formatSignedFcfa(direction === "-" ? -Math.abs(francs) : Math.abs(francs));
}

/** SPEC §9 compact form: from 1,000,000 "1,5 M F" (one decimal), from 1,000 "15 K F" (rounded), else "950 F". */
export function formatCompactFcfa(francs: number): string {
  const sign = Math.round(francs) < 0 ? MINUS : "";
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
