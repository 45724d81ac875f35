// Where the e2e server runs, shared by the global setup, the specs and the teardown.
import path from "node:path";

// one folder per run of the suite: `npm test` runs its shards side by side (E2E_DIR=.e2e-1, .e2e-2), each
// with its own server and database
export const E2E_ROOT = path.join(process.cwd(), process.env.E2E_DIR || ".e2e");
export const STATE_DIR = path.join(E2E_ROOT, "state");
export const SCREENSHOT_DIR = path.join(process.cwd(), "screenshots");

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL manquant : lancez les tests e2e par `npm test` ou `npm run test:e2e`.");
  return url;
}

export const statePath = (role: string) => path.join(STATE_DIR, `${role}.json`);
