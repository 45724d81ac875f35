// AUTH_SECRET signs sessions and tokens and derives the access-code encryption key.
// When it is unset, one is generated into the data folder on first start, so a fresh machine needs no set-up.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "./env";

let cached: string | undefined;

/** Kept inside the data folder: losing the data loses the secret, and the secret only serves that data. */
export function authSecretFile(): string {
  const dir = getEnv().PGLITE_DIR;
  return path.resolve(dir.startsWith("memory://") ? "./data" : dir, ".auth-secret");
}

export function getAuthSecret(): string {
  if (cached) return cached;
  const fromEnv = getEnv().AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const file = authSecretFile();
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    try {
      writeFileSync(file, secret + "\n", { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch {
      // another process wrote it first
      cached = readFileSync(file, "utf8").trim();
    }
  }
  if (!cached || cached.length < 32) throw new Error(`Secret illisible dans ${file}`);
  return cached;
}
