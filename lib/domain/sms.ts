// The French SMS that carry an access code (they say how to log in), and how an SMS shows in the server log.

export const SMS_PURPOSES = ["ACCOUNT_APPROVED", "ACCOUNT_CREATED", "CODE_REGENERATED", "DAILY_SUMMARY"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS_PURPOSE_LABELS: Record<SmsPurpose, string> = {
  ACCOUNT_APPROVED: "Demande approuvée",
  ACCOUNT_CREATED: "Compte créé",
  CODE_REGENERATED: "Code régénéré",
  DAILY_SUMMARY: "Résumé du soir",
};

export type AccessCodePurpose = Exclude<SmsPurpose, "DAILY_SUMMARY">;

export interface AccessCodeSms {
  purpose: AccessCodePurpose;
  /** the site's address, e.g. https://caisse.example.sn */
  siteUrl: string;
  telephone: string;
  code: string;
}

const OPENINGS: Record<AccessCodePurpose, string> = {
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

// Delivery: every message is tried in rounds of `attempts` (the first right after the commit, or after a
// resend), waiting `delayMs`, then `delayMs × factor`... between two attempts of a round. A holder keeps a
// message `leaseMs` (renewed at each attempt); a message nobody claimed is due `graceMs` after it was queued,
// the head start of the request that queued it.
export interface SmsDeliveryPolicy {
  attempts: number;
  delayMs: number;
  factor: number;
  leaseMs: number;
  graceMs: number;
}

/** 3 attempts, waiting 1 s then 2 s; a lease and a head start of one minute. */
export const SMS_DELIVERY: SmsDeliveryPolicy = { attempts: 3, delayMs: 1_000, factor: 2, leaseMs: 60_000, graceMs: 60_000 };

/** Which attempt of its round the `attempts`-th attempt of a message is (1-based); the count never restarts. */
export function attemptInRound(attempts: number, perRound: number): number {
  return attempts < 1 ? 0 : ((attempts - 1) % perRound) + 1;
}

/** Whether the `attempts`-th attempt ends its round (after it fails, the message is `failed`). */
export function isLastAttempt(attempts: number, perRound: number): boolean {
  return attemptInRound(attempts, perRound) === perRound;
}

/** How long to wait after the `attempts`-th attempt failed. */
export function retryDelayMs(attempts: number, policy: Pick<SmsDeliveryPolicy, "attempts" | "delayMs" | "factor">): number {
  return policy.delayMs * policy.factor ** Math.max(0, attemptInRound(attempts, policy.attempts) - 1);
}

/**
 * What the admin is told about a message:
 * - `waiting`: queued, nobody holds it, its (next) attempt is not late;
 * - `sending`: an instance holds it (lease alive): being sent, or between two attempts of the same request;
 * - `retrying`: an attempt failed, the next one is planned (`next_attempt_at`);
 * - `stuck`: its holder stopped (lease expired) or it is late by more than a lease: a dispatcher takes it;
 * - `sent`, `failed`.
 */
export type SmsDeliveryState = "waiting" | "sending" | "retrying" | "stuck" | "sent" | "failed";

export interface SmsDeliveryFacts {
  status: string;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  nextAttemptAt: Date;
}

export function smsDeliveryState(sms: SmsDeliveryFacts, now: Date, leaseMs: number): SmsDeliveryState {
  if (sms.status === "sent" || sms.status === "failed") return sms.status;
  if (sms.leaseOwner) return sms.leaseUntil && sms.leaseUntil >= now ? "sending" : "stuck";
  if (now.getTime() - sms.nextAttemptAt.getTime() > leaseMs) return "stuck";
  return sms.attempts > 0 ? "retrying" : "waiting";
}

export const SMS_STATE_LABELS: Record<SmsDeliveryState, string> = {
  waiting: "En attente d'envoi",
  sending: "Envoi en cours",
  retrying: "Nouvel essai prévu",
  stuck: "En retard : repris automatiquement",
  sent: "Envoyé",
  failed: "En échec",
};

/** The error of a message whose holder stopped after handing it to the provider, before recording the answer. */
export const SMS_IN_DOUBT_ERROR =
  "Envoi interrompu (serveur arrêté pendant l'envoi) : le SMS est peut-être parti. Vérifiez auprès du destinataire avant de le renvoyer.";
