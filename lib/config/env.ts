// The environment, checked with zod once, with a clear French message naming each wrong variable.
import path from "node:path";
import { z } from "zod";
import { isValidPhone } from "../domain/phone";
import { parseTrustProxy, type TrustProxy } from "@/lib/domain/client-address";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankToUndefined, schema.default(fallback as never));

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("fr-FR", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "doit être une URL postgres:// (laisser vide pour PGlite)"),
    ),
    DATABASE_POOL_MAX: withDefault(z.coerce.number().int().min(2, "au moins 2").max(200), 10),
    PGLITE_DIR: withDefault(z.string(), "./data"),
    WEB_CONCURRENCY: optional(z.coerce.number().int().min(1, "au moins 1").max(32, "au plus 32")),
    PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
    HOST: withDefault(z.string(), "127.0.0.1"),
    AUTH_SECRET: optional(z.string().min(32, "doit contenir au moins 32 caractères")),
    NEXTAUTH_URL: optional(z.url("doit être une URL (http://... ou https://...)")),
    ADMIN_PHONE: withDefault(
      z.string().refine(isValidPhone, "doit contenir de 8 à 15 chiffres (espaces et + initial permis)"),
      "770000000",
    ),
    ADMIN_NAME: withDefault(z.string().min(2, "au moins 2 caractères"), "Administrateur"),
    ADMIN_CODE: optional(z.string().regex(/^[0-9]{6}$/, "doit contenir exactement 6 chiffres")),
    APP_TIMEZONE: withDefault(z.string().refine(isTimeZone, "fuseau horaire inconnu (ex. Africa/Dakar)"), "Africa/Dakar"),
    DAILY_REFRESH_AT: withDefault(
      z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "doit être une heure HH:MM (ex. 17:01)"),
      "17:01",
    ),
    // the evening summary's job (lib/services/summary/job.ts); off: only "Envoyer maintenant" sends it
    EVENING_SUMMARY: withDefault(z.enum(["on", "off"], "doit valoir on ou off"), "on"),
    SMS_PROVIDER: withDefault(z.enum(["log", "twilio"], "doit valoir log ou twilio"), "log"),
    TWILIO_ACCOUNT_SID: optional(z.string()),
    TWILIO_AUTH_TOKEN: optional(z.string()),
    TWILIO_FROM: optional(z.string()),
    // which proxies' X-Forwarded-For hops are believed (lib/domain/client-address.ts); unset: none
    TRUST_PROXY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .optional()
        .transform((raw, ctx): TrustProxy => {
          const parsed = parseTrustProxy(raw);
          if (parsed.ok) return parsed.value;
          ctx.addIssue({ code: "custom", message: parsed.message });
          return z.NEVER;
        }),
    ),
    BACKUP_DIR: withDefault(z.string(), "./backups"),
    BACKUP_KEEP: withDefault(z.coerce.number().int("doit être un nombre entier").min(1, "au moins 1").max(3650, "au plus 3650"), 14),
  })
  .superRefine((env, ctx) => {
    // a backup copies PGLITE_DIR into BACKUP_DIR: never into itself
    const data = path.resolve(env.PGLITE_DIR);
    const backups = path.resolve(env.BACKUP_DIR);
    if (!env.PGLITE_DIR.startsWith("memory://") && (backups === data || backups.startsWith(data + path.sep))) {
      ctx.addIssue({ code: "custom", path: ["BACKUP_DIR"], message: "ne peut pas être dans PGLITE_DIR (choisissez un dossier à côté, ex. ./backups)" });
    }
    if (env.SMS_PROVIDER !== "twilio") return;
    for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "obligatoire quand SMS_PROVIDER=twilio" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuration invalide (voir .env.example) :\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "env"} : ${issue.message}`));
}

let cached: Env | undefined;

/** The checked environment of this process (read once). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

/**
 * The site's public address, for what tells a person where to go (the SMS, the login lines at start): NEXTAUTH_URL,
 * else the request's origin when there is one, else this server on localhost.
 */
export function siteUrl(origin?: string | null): string {
  const env = getEnv();
  return env.NEXTAUTH_URL ?? origin ?? `http://localhost:${process.env.PORT ?? env.PORT}`;
}
