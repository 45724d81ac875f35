// What the e2e database and servers are started with: the seed (the fixture users, made once per run into a
// template folder, playwright.config.ts) and each server (e2e/setup/serve.ts) share the admin and the secret
// that the access codes are hashed with.
import path from "node:path";
import { E2E_ADMIN } from "../support/fixtures";
import { E2E_BASE, type ServerSlot } from "../support/runtime";

/** The seeded PGlite folder every server's database is copied from. */
export const TEMPLATE_DIR = path.join(E2E_BASE, "template", "data");

/** The environment of the app and of the seed, on the PGlite folder `dataDir`. */
export function appEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: "",
    PGLITE_DIR: dataDir,
    AUTH_SECRET: "e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz",
    ADMIN_PHONE: E2E_ADMIN.telephone,
    ADMIN_CODE: E2E_ADMIN.code,
    ADMIN_NAME: E2E_ADMIN.nomComplet,
  };
}

/** A server's own: its address, its folder, and what the journeys need of it. */
export function serverEnv(slot: ServerSlot): NodeJS.ProcessEnv {
  return {
    ...appEnv(slot.dataDir),
    NEXTAUTH_URL: slot.url,
    PORT: String(slot.port),
    HOST: "127.0.0.1",
    SMS_PROVIDER: "log",
    // the journeys send the evening summary themselves: an automatic one, depending on the hour the suite runs,
    // would add an SMS and an audit row between two of their checks
    EVENING_SUMMARY: "off",
    // The journeys reach the server from this machine, like a reverse proxy would, and say which client
    // they act for in X-Forwarded-For (several roles log in, failures must not lock each other out):
    // the server believes the hop a loopback proxy adds, as an operator declares with TRUST_PROXY.
    TRUST_PROXY: "loopback",
  };
}
