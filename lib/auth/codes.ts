// Access codes: 6 digits from a cryptographic RNG, stored hashed (scrypt) for login and
// encrypted (AES-256-GCM, key derived from AUTH_SECRET) for the admin's "Voir codes". Never in plain text.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/config/secret";
import { ACCESS_CODE_LENGTH } from "@/lib/domain/constants";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

/**
 * N = 2^15, r = 8: 32 MiB and ~90 ms per hash (2 cores). The size matters beyond the cost: glibc returns a
 * block of more than 32 MiB to the system when it is freed, whereas the 16 MiB of N = 2^14 stayed in the
 * allocator of whichever of libuv's 4 threads computed it, 16 MB of resident memory per thread for the
 * server's life (docs/performance.md, memory). Hashes made with other parameters are rewritten
 * (lib/services/code-hashes.ts).
 */
export const SCRYPT: ScryptParams = { N: 32768, r: 8, p: 1, keylen: 32 };

function scryptAsync(code: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export function generateAccessCode(): string {
  return String(randomInt(0, 10 ** ACCESS_CODE_LENGTH)).padStart(ACCESS_CODE_LENGTH, "0");
}

export const isAccessCode = (value: string) => new RegExp(`^[0-9]{${ACCESS_CODE_LENGTH}}$`).test(value);

/** What a stored hash starts with: its scheme and parameters, before the salt and the key. */
export const hashPrefix = (params: ScryptParams = SCRYPT) => `scrypt$${params.N}$${params.r}$${params.p}$`;

export async function hashAccessCode(code: string, params: ScryptParams = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(code, salt, params.N, params.r, params.p, params.keylen);
  return `${hashPrefix(params)}${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Whether a stored hash was made with today's parameters (otherwise it is rewritten with them). */
export function hashIsCurrent(stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  return (
    scheme === "scrypt" &&
    Number(n) === SCRYPT.N &&
    Number(r) === SCRYPT.r &&
    Number(p) === SCRYPT.p &&
    !!salt &&
    !!hash &&
    Buffer.from(hash, "base64").length === SCRYPT.keylen
  );
}

export async function verifyAccessCode(code: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(code, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check, so an unknown phone answers as slowly as a wrong code. */
export async function verifyAgainstDummy(code: string): Promise<false> {
  dummyHash ??= hashAccessCode("000000");
  await verifyAccessCode(code, await dummyHash);
  return false;
}

function cipherKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", getAuthSecret(), "caisse", "access-code-cipher-v1", 32));
}

export function encryptAccessCode(code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", cipherKey(), iv);
  const data = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), data.toString("base64")].join(":");
}

/** The plain code, or null when it cannot be read (secret changed, corrupted value). */
export function decryptAccessCode(stored: string): string | null {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", cipherKey(), Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export interface SealedCode {
  codeHash: string;
  codeCipher: string;
}

/** Both stored forms of a new code. */
export async function sealAccessCode(code: string): Promise<SealedCode> {
  return { codeHash: await hashAccessCode(code), codeCipher: encryptAccessCode(code) };
}

/** A new access code: the plain one (shown once, sent by SMS) and its stored forms. */
export interface NewAccessCode {
  plain: string;
  sealed: SealedCode;
}

/**
 * A new code sealed before any transaction opens: its ~90 ms of scrypt inside one would hold the
 * transaction's locks, and on PGlite its only connection, so every other request would wait for it.
 */
export async function newAccessCode(plain: string = generateAccessCode()): Promise<NewAccessCode> {
  return { plain, sealed: await sealAccessCode(plain) };
}
