// Transfers between kiosks (docs/decisions/0039-transferts-entre-kiosques.md): which lines the two sides move,
// who may do what with a transfer, and how it reads. Pure, so it can be proved.
// (Its vocabulary lives here rather than in ./constants.ts, which every page's first load carries.)
import { TRANSFER_KEY_PREFIX, type AccountType, type Role } from "./constants";
import { accountKeyInfo, type TransactionEffect } from "./ledger";
import { formatDirectedFcfa, formatFcfa } from "./money";

/**
 * A transfer between two kiosks: recorded (VALIDE), questioned by its receiver (CONTESTE), then settled by the
 * admin, its amount corrected (CORRIGE) or confirmed as it was (CONFIRME).
 */
export const TRANSFER_STATUSES = ["VALIDE", "CONTESTE", "CORRIGE", "CONFIRME"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A transfer line's key: the other kiosk's supervisor id (lib/domain/ledger.ts isTransferKey). */
export const transferKey = (counterpartId: string) => `${TRANSFER_KEY_PREFIX}${counterpartId}`;

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  VALIDE: "Validé",
  CONTESTE: "Contesté",
  CORRIGE: "Corrigé",
  CONFIRME: "Confirmé",
};

/**
 * The two sides of a transfer: a TRANSFERT_ENVOYE on the sender and a TRANSFERT_RECU on the receiver, each on the
 * line of its counterpart (`sup-<his id>`), which adds. The sender's sortie side and the receiver's debut side
 * grow by the amount: once both have counted their Fin, the money moved changes neither GR, nor the network's.
 */
export function transferEffects(fromId: string, toId: string): { sent: TransactionEffect; received: TransactionEffect } {
  return {
    sent: { type: "TRANSFERT_ENVOYE", lineType: "sortie", accountKey: transferKey(toId) },
    received: { type: "TRANSFERT_RECU", lineType: "debut", accountKey: transferKey(fromId) },
  };
}

export const TRANSFER_TIME_LIMIT_DAYS = 7;
const DAY_MS = 86_400_000;

export const TRANSFER_RIGHTS_MESSAGES = {
  ownOnly: "Vous ne pouvez envoyer que depuis vos propres comptes",
  uvMaster: "Le compte UV Master est réservé à l'administrateur",
  contestReceiverOnly: "Seul le kiosque qui a reçu le transfert peut le contester",
  confirmReceiverOnly: "Seul le kiosque qui a reçu le transfert peut le confirmer",
  alreadyContested: "Ce transfert est déjà contesté",
  alreadyConfirmed: "Ce transfert est déjà confirmé",
  adminOnly: "Seul l'administrateur corrige ou supprime un transfert",
  late: `Délai dépassé : un transfert se corrige ou se supprime pendant ${TRANSFER_TIME_LIMIT_DAYS} jours après sa création`,
} as const;

/** Who may record a transfer from `fromId`, with those accounts: the refusal, or null. */
export function recordRefusal(actor: { id: string; role: Role }, fromId: string, accounts: AccountType[]): string | null {
  if (actor.role !== "ADMIN" && actor.role !== "SUPERVISEUR") return TRANSFER_RIGHTS_MESSAGES.ownOnly;
  if (actor.role === "SUPERVISEUR" && fromId !== actor.id) return TRANSFER_RIGHTS_MESSAGES.ownOnly;
  if (actor.role === "SUPERVISEUR" && accounts.includes("UV_MASTER")) return TRANSFER_RIGHTS_MESSAGES.uvMaster;
  return null;
}

/**
 * A transfer waits for its receiver while he has neither confirmed nor contested it: recorded (VALIDE), or corrected
 * by the admin (CORRIGE: the new amount is his to confirm too).
 */
export const awaitsReceiver = (status: TransferStatus) => status === "VALIDE" || status === "CORRIGE";

export interface TransferRights {
  /** the receiver, while it waits for him: confirm it as received, or contest it */
  canConfirm: boolean;
  canContest: boolean;
  canCorrect: boolean;
  canDelete: boolean;
  /** why the viewer may not correct or delete it, when he may not */
  refusal: string | null;
}

/**
 * The receiver confirms or contests while it waits for him; only the admin corrects or deletes, both sides at once,
 * within 7 days of its creation.
 */
export function transferRights(
  viewer: { id: string; role: Role },
  transfer: { toSupervisorId: string; status: TransferStatus; createdAt: Date },
  now: Date = new Date(),
): TransferRights {
  const receiverTurn = viewer.role === "SUPERVISEUR" && viewer.id === transfer.toSupervisorId && awaitsReceiver(transfer.status);
  const refusal =
    viewer.role !== "ADMIN"
      ? TRANSFER_RIGHTS_MESSAGES.adminOnly
      : now.getTime() - transfer.createdAt.getTime() > TRANSFER_TIME_LIMIT_DAYS * DAY_MS
        ? TRANSFER_RIGHTS_MESSAGES.late
        : null;
  return { canConfirm: receiverTurn, canContest: receiverTurn, canCorrect: !refusal, canDelete: !refusal, refusal };
}

/** The status a correction leaves: a new amount is a correction; the same amount confirms a contested transfer. */
export const settledStatus = (amountChanged: boolean): TransferStatus => (amountChanged ? "CORRIGE" : "CONFIRME");

/**
 * What a transfer does, in one sentence: "Moussa : -300 000 F sur Orange Money → Awa : +300 000 F" (the receiving
 * account is named too when it is another one).
 */
export function transferSentence(t: { fromName: string; fromAccount: AccountType; toName: string; toAccount: AccountType; montant: number; autresLabel?: string }): string {
  const names = t.autresLabel ? { AUTRES: t.autresLabel } : null;
  const side = (nom: string, compte: AccountType) => ({ nom, compte, compteLabel: accountKeyInfo(compte, names).label });
  return transferSentenceOf(side(t.fromName, t.fromAccount), side(t.toName, t.toAccount), t.montant);
}

/** A side of a transfer as its view names it: the kiosk, the account and the account's shown label. */
interface NamedSide {
  nom: string;
  compte: AccountType;
  compteLabel: string;
}

/** The same sentence from the two sides as a transfer's view already names them (a presenter has no setting to read). */
export function transferSentenceOf(from: NamedSide, to: NamedSide, montant: number): string {
  const arrival = to.compte === from.compte ? "" : ` sur ${to.compteLabel}`;
  return `${from.nom} : ${formatDirectedFcfa("-", montant)} sur ${from.compteLabel} → ${to.nom} : ${formatDirectedFcfa("+", montant)}${arrival}`;
}

/**
 * The receiver's notice, written with the transfer: « Moussa Diop vous a transféré 50 000 F (Orange Money → Wave) :
 * confirmez-le ou contestez-le sur votre tableau de bord. »
 */
export function receivedTransferNotice(t: { fromName: string; montant: number; fromLabel: string; toLabel: string }): { title: string; message: string } {
  const accounts = t.fromLabel === t.toLabel ? t.toLabel : `${t.fromLabel} → ${t.toLabel}`;
  return {
    title: "Transfert reçu",
    message: `${t.fromName} vous a transféré ${formatFcfa(t.montant)} (${accounts}) : confirmez-le ou contestez-le sur votre tableau de bord.`,
  };
}

/** What the viewer may do with a transfer, said in one sentence in its detail (null: nothing to say). */
export function transferRightsSentence(rights: TransferRights): string {
  if (rights.canCorrect && rights.canDelete) return "Vous pouvez corriger le montant de ce transfert ou le supprimer : les deux kiosques changent ensemble.";
  if (rights.canConfirm) return "Vous avez reçu ce transfert : confirmez-le s'il est arrivé, contestez-le sinon.";
  return rights.refusal ?? TRANSFER_RIGHTS_MESSAGES.adminOnly;
}
