// Users inputs (registration request, admin create/edit/approve, list queries), shared by the forms and the
// handlers. SPEC §5's texts where SPEC gives them; our own French wording for the rest.
import * as z from "zod/mini";
import { ACCESS_CODE_LENGTH } from "@/lib/domain/constants";
import { isValidPhone, normalizePhone } from "@/lib/domain/phone";
import { REQUIRED_FIELDS_MESSAGE } from "./auth";

export const USER_MESSAGES = {
  /** SPEC §5 "Create user": toast title and text */
  missingTitle: "Champs manquants",
  missing: "Veuillez remplir tous les champs obligatoires",
  phone: "Numéro de téléphone invalide (6 à 15 chiffres)",
  nameShort: "Le nom complet doit contenir au moins 2 caractères",
  nameLong: "Le nom complet ne doit pas dépasser 100 caractères",
  addressLong: "L'adresse ne doit pas dépasser 255 caractères",
  messageLong: "Le message ne doit pas dépasser 500 caractères",
  reasonLong: "Le motif ne doit pas dépasser 500 caractères",
  role: "Rôle invalide (Superviseur ou Partenaire)",
  code: `Le code doit contenir ${ACCESS_CODE_LENGTH} chiffres`,
  invalidParam: "Paramètre de recherche invalide",
} as const;

/** The roles an admin may give (never ADMIN). */
import { MANAGED_ROLES } from "@/lib/domain/users";
export { MANAGED_ROLES, type ManagedRole } from "@/lib/domain/users";

export const LIST_LIMIT_MAX = 100;

const integer = (message: string) => z.refine<number>((v) => Number.isInteger(v), message);
const required = (missing: string) => z.string({ error: missing }).check(z.trim(), z.minLength(1, { error: missing, abort: true }));
const name = (missing: string) => required(missing).check(z.minLength(2, USER_MESSAGES.nameShort), z.maxLength(100, USER_MESSAGES.nameLong));
const phone = (missing: string) =>
  z.pipe(required(missing).check(z.maxLength(30, USER_MESSAGES.phone), z.refine(isValidPhone, USER_MESSAGES.phone)), z.transform(normalizePhone));
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.nullish(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
    z.transform((v) => (v ? v : null)),
  );
const managedRole = (missing: string) =>
  z.enum(MANAGED_ROLES, { error: (issue) => (issue.input === undefined || issue.input === "" ? missing : USER_MESSAGES.role) });

/** POST /api/users/register-request (SPEC §5: nomComplet, telephone and adresse required, message optional). */
export const registerRequestSchema = z.object({
  nomComplet: name(REQUIRED_FIELDS_MESSAGE),
  telephone: phone(REQUIRED_FIELDS_MESSAGE),
  adresse: required(REQUIRED_FIELDS_MESSAGE).check(z.maxLength(255, USER_MESSAGES.addressLong)),
  message: optionalText(500, USER_MESSAGES.messageLong),
});
export type RegisterRequestInput = z.infer<typeof registerRequestSchema>;

/** POST /api/users/create (SPEC §5 "Create user": nomComplet, telephone and role required, adresse optional, trimmed). */
export const createUserSchema = z.object({
  nomComplet: name(USER_MESSAGES.missing),
  telephone: phone(USER_MESSAGES.missing),
  adresse: optionalText(255, USER_MESSAGES.addressLong),
  role: managedRole(USER_MESSAGES.missing),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PUT /api/users/{id} ("Modifier"): the name and the address; phone and role are not edited there. */
export const updateUserSchema = z.object({
  nomComplet: name(USER_MESSAGES.missing),
  adresse: optionalText(255, USER_MESSAGES.addressLong),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** PATCH /api/users/registration-requests/{id}/approve: PARTENAIRE unless the admin picks SUPERVISEUR. */
export const approveRequestSchema = z.object({ role: z._default(managedRole(USER_MESSAGES.role), "PARTENAIRE") });
export const rejectRequestSchema = z.object({ reason: optionalText(500, USER_MESSAGES.reasonLong) });

const flag = z.pipe(z.optional(z.enum(["true", "false", "1", "0"], USER_MESSAGES.invalidParam)), z.transform((v) => v === "true" || v === "1"));
const count = (message: string) => z.coerce.number(message).check(integer(message), z.gte(1, message));
const limit = (fallback: number) => z.pipe(z._default(count(USER_MESSAGES.invalidParam), fallback), z.transform((v) => Math.min(v, LIST_LIMIT_MAX)));
const search = z.optional(z.string(USER_MESSAGES.invalidParam).check(z.trim(), z.maxLength(100, USER_MESSAGES.invalidParam)));
const status = z.optional(z.enum(["ACTIVE", "SUSPENDED", "PENDING", "REJECTED"], USER_MESSAGES.invalidParam));

/** GET /api/users/all: showCodes=true, or role=SUPERVISEUR&status=ACTIVE&limit=100 (SPEC §7). */
export const allUsersQuery = z.object({
  showCodes: flag,
  role: z.optional(z.enum(MANAGED_ROLES, USER_MESSAGES.invalidParam)),
  status,
  search,
  limit: limit(LIST_LIMIT_MAX),
});
export type AllUsersQuery = z.infer<typeof allUsersQuery>;

/** GET /api/users/partners: status, search, page (default 1), limit (default 20), showCodes (SPEC §7, §9). */
export const partnersQuery = z.object({
  showCodes: flag,
  status,
  search,
  page: z._default(count(USER_MESSAGES.invalidParam), 1),
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
    z.optional(z.string(USER_MESSAGES.invalidParam).check(z.trim(), z.maxLength(30, USER_MESSAGES.invalidParam))),
    z.transform((v) => (v ? normalizePhone(v) : undefined)),
  ),
  limit: limit(20),
});
