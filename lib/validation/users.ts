// Users inputs (registration request, admin create/edit/approve, list queries), shared by the forms and the
// handlers. SPEC §5's texts where SPEC gives them; our own French wording for the rest.
import * as z from "zod/mini";
import { ACCESS_CODE_LENGTH } from "@/lib/domain/constants";
import { normalizePhone } from "@/lib/domain/phone";
import { REQUIRED_FIELDS_MESSAGE } from "./auth";
import { body, charsMessage, flag, minChars, phone, PHONE_MESSAGE, sameMessage, text, wholeNumber } from "./fields";

export const USER_MESSAGES = {
  /** SPEC §5 "Create user": toast title and text */
  missingTitle: "Champs manquants",
  missing: "Veuillez remplir tous les champs obligatoires",
  phone: PHONE_MESSAGE,
  nameShort: "Le nom complet doit contenir au moins 2 caractères",
  nameLong: "Le nom complet ne doit pas dépasser 100 caractères",
  nameChars: charsMessage("Le nom complet"),
  address: "Adresse invalide",
  addressLong: "L'adresse ne doit pas dépasser 255 caractères",
  addressChars: charsMessage("L'adresse"),
  message: "Message invalide",
  messageLong: "Le message ne doit pas dépasser 500 caractères",
  messageChars: charsMessage("Le message"),
  reason: "Motif invalide",
  reasonLong: "Le motif ne doit pas dépasser 500 caractères",
  reasonChars: charsMessage("Le motif"),
  role: "Rôle invalide (Superviseur ou Partenaire)",
  code: `Le code doit contenir ${ACCESS_CODE_LENGTH} chiffres`,
  /** the server's answer for a phone another account holds */
  phoneUsed: "Ce numéro de téléphone est déjà utilisé par un autre utilisateur",
  invalidParam: "Paramètre de recherche invalide",
} as const;

const NAME_MESSAGES = [USER_MESSAGES.nameShort, USER_MESSAGES.nameLong, USER_MESSAGES.nameChars];
const ADDRESS_MESSAGES = [USER_MESSAGES.address, USER_MESSAGES.addressLong, USER_MESSAGES.addressChars];
/** The server's answers that belong to one field of the Demande form (shown under it). */
export const REGISTER_SERVER_FIELDS = {
  nomComplet: NAME_MESSAGES,
  telephone: [USER_MESSAGES.phone],
  adresse: ADDRESS_MESSAGES,
  message: [USER_MESSAGES.message, USER_MESSAGES.messageLong, USER_MESSAGES.messageChars],
};
/** ... of the create and edit user forms. */
export const USER_SERVER_FIELDS = {
  nomComplet: NAME_MESSAGES,
  telephone: [USER_MESSAGES.phone, USER_MESSAGES.phoneUsed],
  adresse: ADDRESS_MESSAGES,
  role: [USER_MESSAGES.role],
};

/** The roles an admin may give (never ADMIN). */
import { MANAGED_ROLES } from "@/lib/domain/users";
export { MANAGED_ROLES, type ManagedRole } from "@/lib/domain/users";

export const LIST_LIMIT_MAX = 100;

const name = (missing: string) =>
  text({ min: 1, max: 100, type: missing, short: missing, long: USER_MESSAGES.nameLong, chars: USER_MESSAGES.nameChars }).check(
    minChars(2, USER_MESSAGES.nameShort),
  );
const telephone = (missing: string) => phone({ missing, invalid: USER_MESSAGES.phone });
const address = (missing: string) =>
  text({ min: 1, max: 255, type: missing, short: missing, long: USER_MESSAGES.addressLong, chars: USER_MESSAGES.addressChars });
const optionalText = (rule: { max: number; type: string; long: string; chars: string; multiline?: boolean }) =>
  z.pipe(z.nullish(text(rule)), z.transform((v) => (v ? v : null)));
const managedRole = (missing: string) =>
  z.enum(MANAGED_ROLES, { error: (issue) => (issue.input === undefined || issue.input === "" ? missing : USER_MESSAGES.role) });

/** POST /api/users/register-request (SPEC §5: nomComplet, telephone and adresse required, message optional). */
export const registerRequestSchema = body({
  nomComplet: name(REQUIRED_FIELDS_MESSAGE),
  telephone: telephone(REQUIRED_FIELDS_MESSAGE),
  adresse: address(REQUIRED_FIELDS_MESSAGE),
  message: optionalText({ max: 500, type: USER_MESSAGES.message, long: USER_MESSAGES.messageLong, chars: USER_MESSAGES.messageChars, multiline: true }),
});
export type RegisterRequestInput = z.infer<typeof registerRequestSchema>;

/** POST /api/users/create (SPEC §5 "Create user": nomComplet, telephone and role required, adresse optional, trimmed). */
export const createUserSchema = body({
  nomComplet: name(USER_MESSAGES.missing),
  telephone: telephone(USER_MESSAGES.missing),
  adresse: optionalText({ max: 255, type: USER_MESSAGES.address, long: USER_MESSAGES.addressLong, chars: USER_MESSAGES.addressChars }),
  role: managedRole(USER_MESSAGES.missing),
  // a code the admin chose (the earlier app's form, ORIGINAL-CLIENT.md); otherwise one is drawn
  code: z.pipe(
    z.transform((v: unknown) => (v === "" || v === null ? undefined : v)),
    z.optional(z.string({ error: USER_MESSAGES.code }).check(z.trim(), z.regex(new RegExp(`^[0-9]{${ACCESS_CODE_LENGTH}}$`), USER_MESSAGES.code))),
  ),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PUT /api/users/{id} ("Modifier"): the name and the address; phone and role are not edited there. */
export const updateUserSchema = body({
  nomComplet: name(USER_MESSAGES.missing),
  adresse: optionalText({ max: 255, type: USER_MESSAGES.address, long: USER_MESSAGES.addressLong, chars: USER_MESSAGES.addressChars }),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** PATCH /api/users/registration-requests/{id}/approve: PARTENAIRE unless the admin picks SUPERVISEUR. */
export const approveRequestSchema = body({ role: z._default(managedRole(USER_MESSAGES.role), "PARTENAIRE") });
export const rejectRequestSchema = body({
  reason: optionalText({ max: 500, type: USER_MESSAGES.reason, long: USER_MESSAGES.reasonLong, chars: USER_MESSAGES.reasonChars, multiline: true }),
});

const flagParam = flag(USER_MESSAGES.invalidParam);
/** A page size: 1 or more, at most LIST_LIMIT_MAX (a larger one is read as the maximum). */
const limit = (fallback: number) =>
  z.pipe(z._default(wholeNumber({ min: 1, max: 1_000_000 }, sameMessage(USER_MESSAGES.invalidParam)), fallback), z.transform((v) => Math.min(v, LIST_LIMIT_MAX)));
const search = z.optional(text({ max: 100, type: USER_MESSAGES.invalidParam, long: USER_MESSAGES.invalidParam, chars: USER_MESSAGES.invalidParam }));
const status = z.optional(z.enum(["ACTIVE", "SUSPENDED", "PENDING", "REJECTED"], USER_MESSAGES.invalidParam));

const page = z._default(wholeNumber({ min: 1, max: 100_000 }, sameMessage(USER_MESSAGES.invalidParam)), 1);

/** GET /api/users/all: showCodes=true, or role=SUPERVISEUR&status=ACTIVE&limit=100 (SPEC §7); search and page. */
export const allUsersQuery = z.object({
  showCodes: flagParam,
  role: z.optional(z.enum(MANAGED_ROLES, USER_MESSAGES.invalidParam)),
  status,
  search,
  page,
  limit: limit(LIST_LIMIT_MAX),
});
export type AllUsersQuery = z.infer<typeof allUsersQuery>;

/** GET /api/users/partners: status, search, page (default 1), limit (default 20), showCodes (SPEC §7, §9). */
export const partnersQuery = z.object({
  showCodes: flagParam,
  status,
  search,
  page,
  limit: limit(20),
});
export type PartnersQuery = z.infer<typeof partnersQuery>;

export const registrationRequestsQuery = z.object({
  status: z._default(z.enum(["PENDING", "APPROVED", "REJECTED", "ALL"], USER_MESSAGES.invalidParam), "PENDING"),
  limit: limit(50),
});

export const byCodeQuery = z.object({
  code: z.string({ error: USER_MESSAGES.code }).check(z.trim(), z.regex(new RegExp(`^[0-9]{${ACCESS_CODE_LENGTH}}$`), USER_MESSAGES.code)),
});

export const smsOutboxQuery = z.object({
  status: z.optional(z.enum(["queued", "sent", "failed"], USER_MESSAGES.invalidParam)),
  to: z.pipe(
    z.optional(text({ max: 30, type: USER_MESSAGES.invalidParam, long: USER_MESSAGES.invalidParam, chars: USER_MESSAGES.invalidParam })),
    z.transform((v) => (v ? normalizePhone(v) : undefined)),
  ),
  limit: limit(20),
});
