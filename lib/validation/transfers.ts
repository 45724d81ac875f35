// Transfers between kiosks and UV Master allocations (docs/decisions/0039-transferts-entre-kiosques.md): the
// "Transfert" and "Allocation UV Master" forms and their routes share these schemas and their French messages.
import * as z from "zod/mini";
import { ACCOUNT_TYPES, LINE_VALUE_MAX } from "@/lib/domain/constants";
import { TRANSFER_STATUSES } from "@/lib/domain/transfers";
import { LIST_PERIODS } from "@/lib/domain/periods";
import { body, charsMessage, filter, text, uuid, wholeNumber } from "./fields";

/** A suspended kiosk neither sends nor receives: one sentence for both sides. */
function inactiveKiosk(verb: "envoyer" | "recevoir") {
  return `Ce superviseur n'est pas actif : il ne peut pas ${verb} de transfert` as const;
}

export const TRANSFER_MESSAGES = {
  from: "Kiosque qui envoie requis",
  fromInvalid: "Kiosque qui envoie invalide",
  to: "Kiosque qui reçoit requis",
  toInvalid: "Kiosque qui reçoit invalide",
  fromAccount: "Compte de départ requis",
  toAccount: "Compte d'arrivée requis",
  accountInvalid: "Type de compte invalide",
  self: "Un kiosque ne peut pas transférer à lui-même : choisissez un autre superviseur",
  // the server's refusals of the receiving kiosk, which the form shows under its field
  receiverNotFound: "Superviseur qui reçoit non trouvé",
  receiverInactive: inactiveKiosk("recevoir"),
  senderInactive: inactiveKiosk("envoyer"),
  amount: "Montant doit être supérieur à 0",
  amountFormat: "Montant invalide (chiffres uniquement, sans espaces)",
  amountWhole: "Le montant doit être un nombre entier de francs",
  amountTooHigh: "Montant trop élevé (maximum 999 999 999 F)",
  note: "Note invalide",
  noteLong: "Note trop longue (maximum 200 caractères)",
  noteChars: charsMessage("La note"),
  reason: "Indiquez la raison",
  reasonLong: "Raison trop longue (maximum 500 caractères)",
  reasonChars: charsMessage("La raison"),
  supervisor: "Superviseur requis",
  supervisorInvalid: "Superviseur invalide",
  status: "Statut invalide",
  period: "Période invalide",
  waiting: "Filtre d'attente invalide",
} as const;

export const NOTE_MAX = 200;

const montant = wholeNumber(
  { min: 1, max: LINE_VALUE_MAX },
  {
    missing: TRANSFER_MESSAGES.amount,
    format: TRANSFER_MESSAGES.amountFormat,
    negative: TRANSFER_MESSAGES.amount,
    fraction: TRANSFER_MESSAGES.amountWhole,
    too_small: TRANSFER_MESSAGES.amount,
    too_large: TRANSFER_MESSAGES.amountTooHigh,
  },
);
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const note = z.pipe(
  z.transform(blankToUndefined),
  z.optional(text({ max: NOTE_MAX, type: TRANSFER_MESSAGES.note, long: TRANSFER_MESSAGES.noteLong, chars: TRANSFER_MESSAGES.noteChars })),
);
// an account left unchosen (absent, or a select's empty value) is missing, not invalid
const account = (missing: string) => z.enum(ACCOUNT_TYPES, { error: (issue) => (issue.input == null || issue.input === "" ? missing : TRANSFER_MESSAGES.accountInvalid) });
const supervisor = (missing: string, invalid: string) =>
  z.pipe(text({ min: 1, max: 100, type: missing, short: missing, long: invalid, chars: invalid }), uuid(invalid));
const reason = text({
  min: 1,
  max: 500,
  type: TRANSFER_MESSAGES.reason,
  short: TRANSFER_MESSAGES.reason,
  long: TRANSFER_MESSAGES.reasonLong,
  chars: TRANSFER_MESSAGES.reasonChars,
  multiline: true,
});

const sender = supervisor(TRANSFER_MESSAGES.from, TRANSFER_MESSAGES.fromInvalid);
const transferShape = {
  fromAccount: account(TRANSFER_MESSAGES.fromAccount),
  toSupervisorId: supervisor(TRANSFER_MESSAGES.to, TRANSFER_MESSAGES.toInvalid),
  toAccount: account(TRANSFER_MESSAGES.toAccount),
  montant,
  note,
};
const notToItself = z.refine<{ fromSupervisorId?: string; toSupervisorId: string }>((t) => t.fromSupervisorId === undefined || t.fromSupervisorId !== t.toSupervisorId, {
  error: TRANSFER_MESSAGES.self,
  path: ["toSupervisorId"],
});

/** POST /api/transactions/transfers. A supervisor may leave `fromSupervisorId` out: himself. */
export const transferCreateSchema = body({
  fromSupervisorId: z.pipe(z.transform(blankToUndefined), z.optional(sender)),
  ...transferShape,
}).check(notToItself);
export type TransferCreateInput = z.output<typeof transferCreateSchema>;

/**
 * The admin's form: he sends from any kiosk, so he must name it (« Kiosque qui envoie requis » under « De »; the
 * route answers the same when he leaves it out, lib/services/ledger/transfers.ts).
 */
export const adminTransferCreateSchema = body({
  fromSupervisorId: z.pipe(z.transform((v) => (v === undefined || v === null ? "" : v)), sender),
  ...transferShape,
}).check(notToItself);

/** PATCH /api/transactions/transfers/{id}/contest (the receiver). */
export const transferContestSchema = body({ reason });

/** PUT /api/transactions/transfers/{id} (the admin): the right amount, or the same to confirm a contested one. */
export const transferCorrectSchema = body({ montant, reason });
export type TransferCorrectInput = z.output<typeof transferCorrectSchema>;

/** DELETE /api/transactions/transfers/{id} (the admin). */
export const transferDeleteSchema = body({ reason });

/** GET /api/transactions/transfers */
export const transferListQuerySchema = z.object({
  period: z._default(z.enum(LIST_PERIODS, TRANSFER_MESSAGES.period), "today"),
  supervisorId: z.pipe(z.transform(blankToUndefined), z.optional(uuid(TRANSFER_MESSAGES.supervisorInvalid))),
  status: filter(z.enum(TRANSFER_STATUSES, TRANSFER_MESSAGES.status)),
  /** `received`: the transfers waiting for the viewer's answer as their receiver (his dashboard's first block) */
  waiting: filter(z.enum(["received"], TRANSFER_MESSAGES.waiting)),
});
export type TransferListQuery = z.output<typeof transferListQuerySchema>;

/** POST /api/transactions/allocations (the admin). */
export const allocationSchema = body({
  superviseurId: supervisor(TRANSFER_MESSAGES.supervisor, TRANSFER_MESSAGES.supervisorInvalid),
  montant,
  note,
});
export type AllocationInput = z.output<typeof allocationSchema>;
