// Where the e2e server runs, shared by the global setup, the specs and the teardown.
import path from "node:path";

export const E2E_ROOT = path.join(process.cwd(), ".e2e");
export const STATE_DIR = path.join(E2E_ROOT, "state");
export const SCREENSHOT_DIR = path.join(process.cwd(), "screenshots");

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL manquant : lancez les tests e2e par `npm test` ou `npm run test:e2e`.");
  return url;
}

export const statePath = (role: string) => path.join(STATE_DIR, `${role}.json`);
