// Profile update (SPEC §5 "Profile"), shared by the 'Mon Profil' modal and PUT /api/users/profile.
import * as z from "zod/mini";
import { ACCESS_CODE_LENGTH } from "@/lib/domain/constants";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/domain/images";
import { isCleanText } from "@/lib/domain/input";
import { body, charsMessage, maxChars, phone, PHONE_MESSAGE, text } from "./fields";

export const PROFILE_MESSAGES = {
  name: "Le nom complet doit contenir au moins 2 caractères",
  nameLong: "Le nom complet ne doit pas dépasser 100 caractères",
  nameChars: charsMessage("Le nom complet"),
  address: "Adresse invalide",
  addressLong: "L'adresse ne doit pas dépasser 255 caractères",
  addressChars: charsMessage("L'adresse"),
  currentCode: "Le code actuel doit contenir 6 chiffres",
  newCode: "Le nouveau code doit contenir 6 chiffres",
  mismatch: "Les codes ne correspondent pas",
  photo: PHOTO_TOO_LARGE,
  photoInvalid: "Image invalide",
  phoneLocked: "Le numéro de téléphone ne peut pas être modifié",
  roleLocked: "Le rôle ne peut pas être modifié",
  wrongCode: "Le code actuel est incorrect",
} as const;

/** The server's answers that belong to one field of the modal (shown under it). */
export const PROFILE_SERVER_FIELDS = {
  nomComplet: [PROFILE_MESSAGES.name, PROFILE_MESSAGES.nameLong, PROFILE_MESSAGES.nameChars],
  adresse: [PROFILE_MESSAGES.address, PROFILE_MESSAGES.addressLong, PROFILE_MESSAGES.addressChars],
  currentCode: [PROFILE_MESSAGES.currentCode, PROFILE_MESSAGES.wrongCode],
  newCode: [PROFILE_MESSAGES.newCode],
  confirmCode: [PROFILE_MESSAGES.mismatch],
};

const isCode = (v: string) => new RegExp(`^[0-9]{${ACCESS_CODE_LENGTH}}$`).test(v);
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** A code field: a short string (its 6 digits are checked by checkCodes, when a new code is set). */
const codeField = (message: string) =>
  z.pipe(z.transform(blankToUndefined), z.optional(text({ max: 20, type: message, long: message, chars: message })));
/** Compared with the stored value by the service, which refuses a different one: a short clean string (the phone: a phone). */
const lockedField = (message: string) => z.nullish(text({ max: 100, type: message, long: message, chars: message }));
/** A data URL of 5 MB of image is about 7 million characters of base64. */
const MAX_DATA_URL_CHARS = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100;

const fields = body({
  nomComplet: text({ min: 2, max: 100, type: PROFILE_MESSAGES.name, short: PROFILE_MESSAGES.name, long: PROFILE_MESSAGES.nameLong, chars: PROFILE_MESSAGES.nameChars }),
  adresse: z.pipe(
    z.nullish(text({ max: 255, type: PROFILE_MESSAGES.address, long: PROFILE_MESSAGES.addressLong, chars: PROFILE_MESSAGES.addressChars })),
    z.transform((v) => (v ? v : null)),
  ),
  // checked only when a new code is set (SPEC: "The current code is sent only when a new code is set")
  currentCode: codeField(PROFILE_MESSAGES.currentCode),
  newCode: codeField(PROFILE_MESSAGES.newCode),
  confirmCode: codeField(PROFILE_MESSAGES.mismatch),
  /** a data URL; null removes the photo */
  profileImage: z.nullish(
    z.string(PROFILE_MESSAGES.photoInvalid).check(maxChars(MAX_DATA_URL_CHARS, PHOTO_TOO_LARGE), z.refine((v) => isCleanText(v), PROFILE_MESSAGES.photoInvalid)),
  ),
  // never changed: compared with the stored values by the service, which refuses a different one
  telephone: z.nullish(phone({ missing: PROFILE_MESSAGES.phoneLocked, invalid: PHONE_MESSAGE })),
  role: lockedField(PROFILE_MESSAGES.roleLocked),
});

type Fields = z.output<typeof fields>;
type IssueSink = { addIssue(issue: { code: "custom"; path: string[]; message: string }): void };

function checkCodes(v: Fields, ctx: IssueSink, confirmRequired: boolean) {
  if (v.newCode === undefined) return;
  if (!isCode(v.newCode)) ctx.addIssue({ code: "custom", path: ["newCode"], message: PROFILE_MESSAGES.newCode });
  if (v.currentCode === undefined || !isCode(v.currentCode)) {
    ctx.addIssue({ code: "custom", path: ["currentCode"], message: PROFILE_MESSAGES.currentCode });
  }
  if ((confirmRequired || v.confirmCode !== undefined) && v.confirmCode !== v.newCode) {
    ctx.addIssue({ code: "custom", path: ["confirmCode"], message: PROFILE_MESSAGES.mismatch });
  }
}

/** The server's schema: confirmCode is optional there (SPEC §3 does not send it), checked when present. */
export const profileUpdateSchema = fields.check(z.superRefine((v, ctx) => checkCodes(v, ctx, false)));
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** The modal's schema: a new code must be confirmed. */
export const profileFormSchema = fields.check(z.superRefine((v, ctx) => checkCodes(v, ctx, true)));
