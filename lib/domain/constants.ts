// The closed vocabularies of the product (SPEC §3), shared by the schema, the services and the screens.

export const ROLES = ["ADMIN", "SUPERVISEUR", "PARTENAIRE"] as const;
export type Role = (typeof ROLES)[number];

// 'suspended' (lower case) only comes from older data; normalizeStatus() reads it as SUSPENDED.
export const USER_STATUSES = ["ACTIVE", "SUSPENDED", "PENDING", "REJECTED", "suspended"] as const;
export type StoredUserStatus = (typeof USER_STATUSES)[number];
export type UserStatus = Exclude<StoredUserStatus, "suspended">;

export const REQUEST_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The account types of the market: the admin switches each on or off (lib/domain/account-types.ts). */
export const ACCOUNT_TYPES = ["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER", "FREE_MONEY", "WESTERN_UNION", "RIA", "MONEYGRAM", "AUTRES"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** The account types the transaction form offers (SPEC §3). */
export const FORM_ACCOUNT_TYPES = ["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"] as const satisfies readonly AccountType[];

export const LINE_TYPES = ["debut", "sortie"] as const;
export type LineType = (typeof LINE_TYPES)[number];

export const TRANSACTION_TYPES = [
  "DEPOT",
  "RETRAIT",
  "TRANSFERT_ENVOYE",
  "TRANSFERT_RECU",
  "ALLOCATION_UV_MASTER",
  "DEBUT_JOURNEE",
  "FIN_JOURNEE",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ["VALIDEE", "MODIFIEE"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const SMS_STATUSES = ["queued", "sent", "failed"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** Prefix of a partner line's account key: `part-<partner id>` or `part-<name folded>`. */
export const PARTNER_KEY_PREFIX = "part-";
/** Prefix of a transfer line's account key: `sup-<the other kiosk's supervisor id>` (lib/domain/transfers.ts). */
export const TRANSFER_KEY_PREFIX = "sup-";

/** Bounds of an account line value, in whole francs (SPEC §9). */
export const LINE_VALUE_MIN = 0;
export const LINE_VALUE_MAX = 999_999_999;

/** Access codes are 6 digits (SPEC §9). */
export const ACCESS_CODE_LENGTH = 6;
