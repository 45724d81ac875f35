// Whether a supervisor's evening has begun, alone in its module: the supervisor's dashboard needs it in its first
// load (its main action), the morning and evening screens' rows (./day-entries.ts, which re-exports it) only once opened.
import { isMovementKey } from "./line-display";

/**
 * Whether his evening has begun: a Fin of one of his own accounts is in today (a partner's Retrait or a transfer
 * is not one). The evening screen becomes the main action, and the single-entry form opens on Fin.
 */
export const eveningStarted = (sortie: Record<string, number>): boolean => Object.keys(sortie).some((key) => !isMovementKey(key));

/** The entry the form opens on for a supervisor's direct account: a Début before his first Fin of the day, a Fin after. */
export const likelyOperation = (sortie: Record<string, number> | undefined): "depot" | "retrait" => (sortie && eveningStarted(sortie) ? "retrait" : "depot");
