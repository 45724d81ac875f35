// Free partners who come back (ORIGINAL-CLIENT.md): the frequent list's query and the
// conversion's body.
import * as z from "zod/mini";
import { body, phone, PHONE_MESSAGE, text, uuid } from "./fields";
import { pageParam } from "./lines";
import { PARTNER_NAME_MAX, TX_PROBLEMS } from "./transactions";

export const FREQUENT_DEFAULTS = { daysBack: 3, minTransactions: 3 } as const;

export const FREE_PARTNER_MESSAGES = {
  daysBack: "Nombre de jours invalide (1 à 365)",
  minTransactions: "Nombre minimal de transactions invalide (1 à 1000)",
  supervisor: "Superviseur invalide",
  name: "Nom du partenaire requis",
  phoneMissing: "Le numéro de téléphone du partenaire est requis pour créer son compte",
  phone: PHONE_MESSAGE,
} as const;

export const frequentFreeQuerySchema = z.object({
  superviseurId: z.pipe(z.transform((v: unknown) => (v === "" ? undefined : v)), z.optional(uuid(FREE_PARTNER_MESSAGES.supervisor))),
  daysBack: pageParam(FREQUENT_DEFAULTS.daysBack, 365, FREE_PARTNER_MESSAGES.daysBack),
  minTransactions: pageParam(FREQUENT_DEFAULTS.minTransactions, 1_000, FREE_PARTNER_MESSAGES.minTransactions),
});

export const convertFreeSchema = body({
  partenaireNom: text({ min: 2, max: PARTNER_NAME_MAX, type: FREE_PARTNER_MESSAGES.name, short: TX_PROBLEMS.nameShort, long: TX_PROBLEMS.nameLong, chars: TX_PROBLEMS.nameChars }),
  telephoneLibre: phone({ missing: FREE_PARTNER_MESSAGES.phoneMissing, invalid: FREE_PARTNER_MESSAGES.phone }),
});
export type ConvertFreeInput = z.output<typeof convertFreeSchema>;
