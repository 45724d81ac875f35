// Small waiting assertions on locators (jest's expect does not wait).
import type { Locator } from "playwright-core";

const POLL_MS = 100;
const TIMEOUT_MS = 10_000;

/** Waits until `check` holds (10 s at most), else fails with `describe`'s words. */
export async function poll(check: () => Promise<boolean>, describe: () => Promise<string>) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(await describe());
}

export function expect(locator: Locator) {
  return {
    toHaveAttribute: (name: string, value: string) =>
      poll(
        async () => (await locator.getAttribute(name)) === value,
        async () => `attendu ${name}="${value}", trouvé "${await locator.getAttribute(name).catch(() => "?")}"`,
      ),
    toContainText: (text: string) =>
      poll(
        async () => ((await locator.textContent()) ?? "").includes(text),
        async () => `attendu le texte « ${text} », trouvé « ${await locator.textContent().catch(() => "?")} »`,
      ),
    /** the whole text, trimmed: equal to a string, or matching a pattern */
    toHaveText: (text: string | RegExp) =>
      poll(
        async () => {
          const shown = ((await locator.textContent()) ?? "").trim();
          return typeof text === "string" ? shown === text : text.test(shown);
        },
        async () => `attendu « ${text} », trouvé « ${await locator.textContent().catch(() => "?")} »`,
      ),
    toHaveWidth: (px: number) =>
      poll(
        async () => Math.round(await locator.evaluate((el) => el.getBoundingClientRect().width)) === px,
        async () => `attendu ${px} px de large, trouvé ${await locator.evaluate((el) => el.getBoundingClientRect().width).catch(() => "?")}`,
      ),
    toBeHidden: () => poll(async () => !(await locator.isVisible()), async () => "attendu caché, visible"),
    toBeVisible: () => poll(async () => locator.isVisible(), async () => "attendu visible, caché"),
    toBeDisabled: () => poll(async () => locator.isDisabled(), async () => "attendu désactivé"),
    toBeEnabled: () => poll(async () => locator.isEnabled(), async () => "attendu activé"),
    toHaveCount: (n: number) => poll(async () => (await locator.count()) === n, async () => `attendu ${n} éléments, trouvé ${await locator.count()}`),
  };
}
