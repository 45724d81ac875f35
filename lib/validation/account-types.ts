// The bodies of the account type routes (/api/accountype/{type}/toggle and /api/accountype/AUTRES/label).
import * as z from "zod/mini";
import { AUTRES_LABEL_MAX, AUTRES_LABEL_MIN } from "@/lib/domain/account-types";
import { body, charsMessage, text } from "./fields";

export const ACCOUNT_TYPE_VALIDATION = {
  isActive: "isActive doit valoir true ou false",
  label: `Le libellé doit contenir de ${AUTRES_LABEL_MIN} à ${AUTRES_LABEL_MAX} caractères`,
  labelChars: charsMessage("Le libellé"),
} as const;

export const toggleAccountTypeSchema = body({ isActive: z.boolean(ACCOUNT_TYPE_VALIDATION.isActive) });

export const autresLabelSchema = body({
  label: text({
    min: AUTRES_LABEL_MIN,
    max: AUTRES_LABEL_MAX,
    type: ACCOUNT_TYPE_VALIDATION.label,
    short: ACCOUNT_TYPE_VALIDATION.label,
    long: ACCOUNT_TYPE_VALIDATION.label,
    chars: ACCOUNT_TYPE_VALIDATION.labelChars,
  }),
});
