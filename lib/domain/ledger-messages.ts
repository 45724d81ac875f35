// The sentences the ledger stores with a fact: the admins' notifications, the subject of an alert about a change,
// the amount an audit row keeps. They are records, written once at the moment of the fact and read later as they
// were written: the services build them here, as they build alerts' texts (./alerts.ts); no presenter rewrites
// them (docs/decisions/0081-etages.md).
import type { LineType } from "./constants";
import { formatFcfa, formatSignedFcfa } from "./money";
import { formatDayFr } from "./periods";

/** "Wave (Début, 5 000 F)": a line by its shown name, its side and its value in francs. */
const lineText = (name: string, lineType: LineType, francs: number) => `${name} (${lineType === "debut" ? "Début" : "Fin"}, ${formatFcfa(francs)})`;

/** The subject of the alert about a deleted line: "Ligne Wave (Début, 5 000 F)". */
export const deletedLineSubject = (name: string, lineType: LineType, francs: number) => `Ligne ${lineText(name, lineType, francs)}`;

/** The admins' notification of a line a supervisor deleted. */
export const deletedLineMessage = (actorName: string, name: string, lineType: LineType, francs: number) =>
  `${actorName} a supprimé la ligne ${lineText(name, lineType, francs)}.`;

/** The admins' notification of a transaction a supervisor deleted, with his reason. */
export const deletedTransactionMessage = (actorName: string, t: { francs: number; name: string; day: string }, reason: string) =>
  `${actorName} a supprimé une transaction de ${formatFcfa(t.francs)} (${t.name}, ${formatDayFr(t.day)}). Raison : ${reason}`;

/** The admins' notification of a day closed with a negative GR, with the supervisor's justification if he gave one. */
export const negativeDayMessage = (supervisorName: string, gr: number, day: string, justification: string | null | undefined) =>
  `${supervisorName} : GR ${formatSignedFcfa(gr)} le ${formatDayFr(day)}${justification ? ` — « ${justification} »` : ""}`;

/** The admins' notification of a contested transfer: who contests, what, from whom, which day, why. */
export const contestedTransferMessage = (t: { to: string; from: string; francs: number; day: string }, reason: string) =>
  `${t.to} conteste le transfert de ${formatFcfa(t.francs)} reçu de ${t.from} le ${formatDayFr(t.day)} : « ${reason} »`;

/** The subject of the alert about a changed transfer: "Transfert de 300 000 F". */
export const transferSubject = (francs: number) => `Transfert de ${formatFcfa(francs)}`;

/** What the audit keeps after a transfer's deletion: both lines' new values and the amount as it read. */
export const deletedTransferAfter = (lineValues: (number | null)[], francs: number) => ({
  senderLineValue: lineValues[0] ?? null,
  receiverLineValue: lineValues[1] ?? null,
  montant: formatFcfa(francs),
});
