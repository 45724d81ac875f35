// Partner lines are keyed by identity, never by a name a user can change (DESIGN "Data model"):
// a registered partner's line is `part-<his id>`; a free partner's is `part-<his name folded>` (trimmed,
// inner spaces collapsed, case and accents folded), so "Client  Libre" and "client libre" are one line.
// The database folds names the same way (caisse_fold_name, drizzle/0006): a test holds the two equal.
import { PARTNER_KEY_PREFIX } from "./constants";
import { isUuid } from "./input";

/** Letters folded one for one: upper case and accented Latin letters to their lower-case base letter. */
export const FOLD_FROM =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž\u00a0\u2007\u202f";
export const FOLD_TO =
  "abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzz   ";
/** Ligatures folded to two letters. */
export const FOLD_PAIRS: readonly (readonly [string, string])[] = [
  ["Æ", "ae"],
  ["æ", "ae"],
  ["Œ", "oe"],
  ["œ", "oe"],
  ["ß", "ss"],
  ["ẞ", "ss"],
];

const FOLD = new Map<string, string>([...[...FOLD_FROM].map((c, i) => [c, [...FOLD_TO][i]!] as const), ...FOLD_PAIRS]);

/** A name as typed, tidied for display: trimmed, inner spaces (and no-break spaces) collapsed to one. */
export function tidyName(name: string): string {
  return name.replace(/[ \u00a0\u2007\u202f]+/g, " ").trim();
}

/** A name folded for comparison: tidied, lower case, without accents (the free partner's identity). */
export function foldName(name: string): string {
  let out = "";
  for (const c of name) out += FOLD.get(c) ?? c;
  // spaces only, as the database's btrim (other whitespace never reaches here: control characters are refused)
  return out.replace(/ {2,}/g, " ").replace(/^ | $/g, "");
}


/** The line key of a registered partner. */
export const registeredPartnerKey = (partnerId: string) => `${PARTNER_KEY_PREFIX}${partnerId.toLowerCase()}`;

/**
 * The line key of a free partner, or null when his name cannot be one: empty once folded, or shaped like
 * an id, which would land on a registered partner's line.
 */
export function freePartnerKey(name: string): string | null {
  const folded = foldName(name);
  if (!folded || isUuid(folded)) return null;
  return `${PARTNER_KEY_PREFIX}${folded}`;
}

export { partnerIdOfKey, type PartnerNames } from "./partner-keys";
