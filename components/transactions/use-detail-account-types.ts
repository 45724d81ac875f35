"use client";

// The account types as a transaction's detail shows and offers them: each type's label (AUTRES's chosen one) and
// state; for a Début/Fin, the types the admin has switched on (UV Master to the admin only), plus the transaction's
// own type even when it is off, since its history stays readable and correctable.
import { FORM_ACCOUNT_TYPES, type AccountType } from "@/lib/domain/constants";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import { useViewer } from "@/components/layout/viewer-context";
import { useAllAccountTypes } from "./account-types-cache";

export interface DetailAccountTypes {
  labelOf: (code: string) => string;
  /** whether a type is switched off (false while the types are loading) */
  isOff: (code: string) => boolean;
  /** the types a Début/Fin may be moved to */
  choices: AccountType[];
}

export function useDetailAccountTypes(ownType: string | null | undefined): DetailAccountTypes {
  const admin = useViewer()?.role === "ADMIN";
  // every type with its label and state; SPEC's four (all on) until the answer has arrived
  const types = useAllAccountTypes();
  const typeOf = (code: string) => types?.find((row) => row.value === code);
  const on: AccountType[] = types ? types.filter((row) => row.isActive).map((row) => row.value) : [...FORM_ACCOUNT_TYPES];
  const choices = on.filter((code) => code !== "UV_MASTER" || admin || code === ownType);
  if (ownType && !choices.includes(ownType as AccountType)) choices.push(ownType as AccountType);
  return {
    labelOf: (code) => typeOf(code)?.label ?? ACCOUNT_INFO[code as AccountType]?.label ?? code,
    isOff: (code) => typeOf(code)?.isActive === false,
    choices,
  };
}
