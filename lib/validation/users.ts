// Users inputs (registration request, admin create/edit/approve, list queries), shared by the forms and the
// handlers. SPEC §5's texts where SPEC gives them; our own French wording for the rest.
import { z } from "zod";
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
export const MANAGED_ROLES = ["SUPERVISEUR", "PARTENAIRE"] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];

export const LIST_LIMIT_MAX = 100;

const required = (missing: string) => z.string({ error: missing }).trim().min(1, { error: missing, abort: true });
const name = (missing: string) => required(missing).min(2, USER_MESSAGES.nameShort).max(100, USER_MESSAGES.nameLong);
const phone = (missing: string) =>
  required(missing).max(30, USER_MESSAGES.phone).refine(isValidPhone, USER_MESSAGES.phone).transform(normalizePhone);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
const managedRole = (missing: string) =>
  z.enum(MANAGED_ROLES, { error: (issue) => (issue.input === undefined || issue.input === "" ? missing : USER_MESSAGES.role) });

/** POST /api/users/register-request (SPEC §5: nomComplet, telephone and adresse required, message optional). */
export const registerRequestSchema = z.object({
  nomComplet: name(REQUIRED_FIELDS_MESSAGE),
  telephone: phone(REQUIRED_FIELDS_MESSAGE),
  adresse: required(REQUIRED_FIELDS_MESSAGE).max(255, USER_MESSAGES.addressLong),
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
export const approveRequestSchema = z.object({ role: managedRole(USER_MESSAGES.role).default("PARTENAIRE") });
export const rejectRequestSchema = z.object({ reason: optionalText(500, USER_MESSAGES.reasonLong) });

const flag = z
  .enum(["true", "false", "1", "0"], USER_MESSAGES.invalidParam)
  .optional()
  .transform((v) => v === "true" || v === "1");
const limit = (fallback: number) =>
  z.coerce
    .number(USER_MESSAGES.invalidParam)
    .int(USER_MESSAGES.invalidParam)
    .min(1, USER_MESSAGES.invalidParam)
    .default(fallback)
    .transform((v) => Math.min(v, LIST_LIMIT_MAX));
const search = z.string().trim().max(100, USER_MESSAGES.invalidParam).optional();
const status = z.enum(["ACTIVE", "SUSPENDED", "PENDING", "REJECTED"], USER_MESSAGES.invalidParam).optional();

/** GET /api/users/all: showCodes=true, or role=SUPERVISEUR&status=ACTIVE&limit=100 (SPEC §7). */
export const allUsersQuery = z.object({
  showCodes: flag,
  role: z.enum(MANAGED_ROLES, USER_MESSAGES.invalidParam).optional(),
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
  page: z.coerce.number(USER_MESSAGES.invalidParam).int(USER_MESSAGES.invalidParam).min(1, USER_MESSAGES.invalidParam).default(1),
  limit: limit(20),
});
export type PartnersQuery = z.infer<typeof partnersQuery>;

export const registrationRequestsQuery = z.object({
  status: z.enum(["PENDING", "APPROVED", "REJECTED", "ALL"], USER_MESSAGES.invalidParam).default("PENDING"),
  limit: limit(50),
});

export const byCodeQuery = z.object({
  code: z.string({ error: USER_MESSAGES.code }).trim().regex(new RegExp(`^[0-9]{${ACCESS_CODE_LENGTH}}$`), USER_MESSAGES.code),
});

export const smsOutboxQuery = z.object({
  status: z.enum(["queued", "sent", "failed"], USER_MESSAGES.invalidParam).optional(),
  to: z
    .string()
    .trim()
    .max(30, USER_MESSAGES.invalidParam)
    .optional()
    .transform((v) => (v ? normalizePhone(v) : undefined)),
  limit: limit(20),
});
