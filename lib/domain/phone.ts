// Phones are stored normalised: digits only, the country code kept as typed (DESIGN).
// A phone is 8 to 15 digits once its spaces and a leading + are removed; anything else (letters, dashes,
// dots, a + elsewhere) is refused rather than guessed at.

export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;
/** A phone that cannot be one (here, without zod: the login form's first load shows it under its field). */
export const PHONE_MESSAGE = `Numéro de téléphone invalide (${PHONE_MIN_DIGITS} à ${PHONE_MAX_DIGITS} chiffres)`;

/** The stored form of a typed phone, or null when it is not one. */
export function parsePhone(input: string): string | null {
  const compact = input.replace(/\s/g, "");
  const digits = compact.startsWith("+") ? compact.slice(1) : compact;
  return /^[0-9]+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : null;
}

export function isValidPhone(input: string): boolean {
  return parsePhone(input) !== null;
}

/**
 * The digits of a text, for searching phones and masking them; for a valid phone, the same as parsePhone.
 * Never used to accept a phone: that is parsePhone's job.
 */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, "");
}

/** Senegal's country code: a stored phone may carry it or not (kept as typed), a search may too. */
const HOME_CODE = "221";
/** A Senegalese number without its country code. */
const HOME_DIGITS = 9;
/** Fewer digits than this find too many phones to be a phone search. */
const SEARCH_MIN_DIGITS = 2;

/**
 * The digits a phone search looks for inside stored phones. Its spaces, an international prefix (`+` or `00`)
 * and Senegal's country code are folded away, so that « +221 78 000 00 01 », « 00221780000001 »,
 * « 221780000001 » and « 78 000 00 01 » all find the phone whether it was stored with its country code or
 * without (the national part is inside both). Without a prefix, 221 is taken for the country code only in
 * front of a full national number: a shorter « 2217 » may be the middle of one. Null when too few digits
 * are left to search a phone with.
 */
export function phoneSearchDigits(text: string): string | null {
  const typed = text.trim();
  let digits = normalizePhone(typed);
  let international = typed.startsWith("+");
  if (!international && digits.startsWith("00")) {
    international = true;
    digits = digits.slice(2);
  }
  const national = digits.slice(HOME_CODE.length);
  const homeCode = digits.startsWith(HOME_CODE) && (international || national.length === HOME_DIGITS);
  if (homeCode && national.length >= SEARCH_MIN_DIGITS) digits = national;
  return digits.length >= SEARCH_MIN_DIGITS ? digits : null;
}

/** Whether a search typed as a phone (digits, spaces, `+ . ( ) -` only) is inside this phone, stored or shown. */
export function phoneMatches(phone: string | null | undefined, search: string): boolean {
  if (!phone || !/^[\d\s+().-]+$/.test(search.trim())) return false;
  const digits = phoneSearchDigits(search);
  return digits !== null && normalizePhone(phone).includes(digits);
}

/** Masks all but the last 4 digits, for logs. */
export function maskPhone(input: string): string {
  const digits = normalizePhone(input);
  return digits.length <= 4 ? "****" : "*".repeat(digits.length - 4) + digits.slice(-4);
}

/** Between a phone's groups: a no-break space, so that a number never wraps in the middle. */
const GAP = "\u00a0";

/**
 * A stored phone as people read and dictate it: a Senegalese number in 2-3-2-2 ("77 200 00 06"), with its
 * country code in front ("+221 77 200 00 06"), any other length in pairs from the end. What is not digits
 * only is shown as it is.
 */
export function formatPhone(phone: string): string {
  if (!/^[0-9]+$/.test(phone)) return phone;
  if (phone.length === 9) return [phone.slice(0, 2), phone.slice(2, 5), phone.slice(5, 7), phone.slice(7)].join(GAP);
  if (phone.length === 12 && phone.startsWith("221")) return `+221${GAP}${formatPhone(phone.slice(3))}`;
  const groups: string[] = [];
  for (let end = phone.length; end > 0; end -= 2) groups.unshift(phone.slice(Math.max(0, end - 2), end));
  return groups.join(GAP);
}
