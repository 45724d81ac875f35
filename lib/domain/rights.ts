// Who may modify or delete a transaction (DESIGN): ADMIN within 7 days of creation; SUPERVISEUR his
// own DEPOT, RETRAIT, DEBUT_JOURNEE and FIN_JOURNEE within 1 day; PARTENAIRE never. A side of a transfer is never
// changed alone: the admin corrects or deletes the whole transfer (lib/domain/transfers.ts).
import type { Role, TransactionType } from "./constants";

export const ADMIN_TIME_LIMIT_DAYS = 7;
export const ADMIN_LATE_REFUSAL = "Délai dépassé : un administrateur peut agir pendant 7 jours après la création";
export const SUPERVISOR_TIME_LIMIT_DAYS = 1;
export const SUPERVISOR_EDITABLE_TYPES: readonly TransactionType[] = ["DEPOT", "RETRAIT", "DEBUT_JOURNEE", "FIN_JOURNEE"];

export interface TransactionRights {
  canModify: boolean;
  canDelete: boolean;
  userRole: Role;
  /** days after creation during which the role may act; 0 when never */
  timeLimit: number;
  restrictions: string[];
  /** why the current user may not act on this transaction, when he may not */
  refusal: string | null;
  /**
   * The last instant the role may act, when time is all that limits it (own transaction of an editable type):
   * in the past once the limit has run out. null when the role may not act on it at any time.
   */
  deadline: Date | null;
}

const DAY_MS = 86_400_000;
/** The time limit counts from the creation instant, by whole 24-hour spans (not calendar days). */
const deadlineOf = (createdAt: Date, days: number) => new Date(createdAt.getTime() + days * DAY_MS);

export const TRANSFER_SIDE_REFUSAL = "Un transfert se corrige ou se supprime en entier (les deux kiosques à la fois) : seul l'administrateur le fait, depuis le détail du transfert";
const isTransferSide = (type: TransactionType) => type === "TRANSFERT_ENVOYE" || type === "TRANSFERT_RECU";

export function transactionRights(
  user: { id: string; role: Role },
  tx: { supervisorId: string; type: TransactionType; createdAt: Date },
  now: Date = new Date(),
): TransactionRights {
  const late = (deadline: Date) => now.getTime() > deadline.getTime();
  if (user.role === "ADMIN") {
    const deadline = isTransferSide(tx.type) ? null : deadlineOf(tx.createdAt, ADMIN_TIME_LIMIT_DAYS);
    const refusal = !deadline ? TRANSFER_SIDE_REFUSAL : late(deadline) ? ADMIN_LATE_REFUSAL : null;
    return {
      canModify: !refusal,
      canDelete: !refusal,
      userRole: "ADMIN",
      timeLimit: ADMIN_TIME_LIMIT_DAYS,
      restrictions: [
        "Modification et suppression possibles pendant 7 jours après la création",
        ...(isTransferSide(tx.type) ? ["Un transfert se corrige ou se supprime en entier, les deux kiosques à la fois"] : []),
      ],
      refusal,
      deadline,
    };
  }
  if (user.role === "SUPERVISEUR") {
    const own = tx.supervisorId === user.id;
    const editable = SUPERVISOR_EDITABLE_TYPES.includes(tx.type);
    const deadline = own && editable ? deadlineOf(tx.createdAt, SUPERVISOR_TIME_LIMIT_DAYS) : null;
    const refusal = !own
      ? "Vous ne pouvez agir que sur vos propres transactions"
      : !deadline
        ? "Ce type de transaction ne peut être modifié que par un administrateur"
        : late(deadline)
          ? "Délai dépassé : un superviseur peut agir pendant 1 jour après la création"
          : null;
    return {
      canModify: !refusal,
      canDelete: !refusal,
      userRole: "SUPERVISEUR",
      timeLimit: SUPERVISOR_TIME_LIMIT_DAYS,
      restrictions: [
        "Uniquement vos propres transactions",
        "Uniquement les dépôts, retraits, débuts et fins de journée",
        "Modification et suppression possibles pendant 1 jour après la création",
      ],
      refusal,
      deadline,
    };
  }
  return {
    canModify: false,
    canDelete: false,
    userRole: user.role,
    timeLimit: 0,
    restrictions: ["Les partenaires ne peuvent ni modifier ni supprimer de transactions"],
    refusal: "Les partenaires ne peuvent ni modifier ni supprimer de transactions",
    deadline: null,
  };
}
