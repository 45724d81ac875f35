// Where the e2e servers run, shared by playwright.config.ts, the servers, the setup project and the specs.
// One server per parallel worker, each on its own database (.e2e/slot-N): the specs of a worker share its
// server one after the other, and never a server with the specs another worker runs at the same time.
import path from "node:path";

export const E2E_BASE = path.join(process.cwd(), ".e2e");
export const SCREENSHOT_DIR = path.join(process.cwd(), "screenshots");

/**
 * Whether the journeys save their screenshots (under screenshots/, for a person to look at; never compared):
 * on a developer's machine, not in CI, whose files nobody opens (each full-page capture costs the browser
 * a page's paint and a PNG); SCREENSHOTS=1 asks for them anywhere.
 */
export const screenshotsWanted = () => process.env.SCREENSHOTS === "1" || !process.env.CI;

export interface ServerSlot {
  index: number;
  port: number;
  url: string;
  root: string;
  dataDir: string;
  stateDir: string;
}

/** The servers of this run: E2E_PORTS, the ports playwright.config.ts chose once (its workers inherit them). */
export function serverSlots(): ServerSlot[] {
  const ports = (process.env.E2E_PORTS ?? "").split(",").filter(Boolean).map(Number);
  if (ports.length === 0) throw new Error("E2E_PORTS manquant : lancez les tests e2e par `npm test` ou `npm run test:e2e`.");
  return ports.map((port, index) => {
    const root = path.join(E2E_BASE, `slot-${index + 1}`);
    return { index, port, url: `http://127.0.0.1:${port}`, root, dataDir: path.join(root, "data"), stateDir: path.join(root, "state") };
  });
}

/** The server of the worker running this code (Playwright numbers its parallel workers from 0). */
export function currentSlot(): ServerSlot {
  const slots = serverSlots();
  return slots[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % slots.length]!;
}

export function baseUrl(): string {
  return currentSlot().url;
}

/** The storage state (session cookie) of a role on a server, saved by the setup project. */
export const statePath = (role: string, slot: ServerSlot = currentSlot()) => path.join(slot.stateDir, `${role}.json`);
