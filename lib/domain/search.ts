// How a typed search meets a name: case- and accent-blind ("aissatou" finds "Aïssatou"). The database folds
// the stored names with the same letters (`translate`, no extension needed on either engine), the typed text
// is folded here; tests/domain/search.test.ts keeps both sides equal.

/** The accented letters names are written with here (French, Wolof and Pulaar spellings), both cases... */
export const ACCENTED = "àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ";
/** ...and the plain letter each one is searched as (before lower case: the database's may not know accents). */
export const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUY";

/** A typed search as names are compared: accents removed, lower case, outer spaces trimmed. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}
