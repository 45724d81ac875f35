// The French SMS that carry an access code (they say how to log in), and how an SMS shows in the server log.

export const SMS_PURPOSES = ["ACCOUNT_APPROVED", "ACCOUNT_CREATED", "CODE_REGENERATED"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS_PURPOSE_LABELS: Record<SmsPurpose, string> = {
  ACCOUNT_APPROVED: "Demande approuvée",
  ACCOUNT_CREATED: "Compte créé",
  CODE_REGENERATED: "Code régénéré",
};

export interface AccessCodeSms {
  purpose: SmsPurpose;
  /** the site's address, e.g. https://caisse.example.sn */
  siteUrl: string;
  telephone: string;
  code: string;
}

const OPENINGS: Record<SmsPurpose, string> = {
  ACCOUNT_APPROVED: "votre demande d'accès est acceptée.",
  ACCOUNT_CREATED: "votre compte a été créé.",
  CODE_REGENERATED: "votre code d'accès a été changé.",
};

/** The body of an access-code SMS: where to log in, with which phone and which code. */
export function accessCodeSmsBody({ purpose, siteUrl, telephone, code }: AccessCodeSms): string {
  const site = `${siteUrl.replace(/\/+$/, "")}/auth`;
  return `Caisse : ${OPENINGS[purpose]} Connectez-vous sur ${site} avec le téléphone ${telephone} et le code ${code}. Ne le communiquez à personne.`;
}

/** Hides every 6-digit group (an access code) of a text meant for a log. */
export function maskCodes(text: string): string {
  return text.replace(/(?<!\d)\d{6}(?!\d)/g, "******");
}

/** Twilio wants E.164: `+` then the digits, the international `00` prefix dropped. */
export function toE164(digits: string): string {
  const clean = digits.replace(/\D/g, "");
  return `+${clean.startsWith("00") ? clean.slice(2) : clean}`;
}
