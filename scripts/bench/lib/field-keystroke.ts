// The finger in the 'Nouvelle Transaction' form (scripts/bench/field.ts): once the + has been tapped, it types
// a digit into the amount field (#tx-amount, "Montant") every 50 ms until the field keeps one. If the form
// shows no amount field (the form of before the type "Transaction direct" was preselected: the field appears
// once a type is chosen), it taps "Transaction direct" first; that tap counts in the time like any other wait.
import type { Page } from "playwright-core";
import { AMOUNT_FIELD, DIGIT, keystrokeStep } from "./field-probe";

const TYPE_EVERY_MS = 50;
/** a tap on the radio that the page has not handled yet is repeated after this long (choosing it again changes nothing) */
const RETAP_AFTER_MS = 300;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Types into the form until the probe has seen the amount field keep a keystroke, or until `deadline` (epoch ms). */
export async function typeIntoForm(page: Page, deadline: number): Promise<{ radioTaps: number }> {
  const step = `(() => { const __name = (f) => f; return (${keystrokeStep.toString()})(${JSON.stringify({ selector: AMOUNT_FIELD })}); })()`;
  let radioTaps = 0;
  let tappedAt = 0;
  while (Date.now() < deadline) {
    // waits for the page's main thread: a busy page answers late, and the probe's times are the page's own
    const next = (await page.evaluate(step).catch(() => null)) as ReturnType<typeof keystrokeStep> | null;
    if (next?.next === "done") break;
    if (next?.next === "type") await page.keyboard.press(DIGIT).catch(() => undefined);
    else if (next?.next === "tap" && Date.now() - tappedAt >= RETAP_AFTER_MS) {
      await page.touchscreen.tap(next.x!, next.y!).catch(() => undefined);
      tappedAt = Date.now();
      radioTaps += 1;
    }
    await sleep(TYPE_EVERY_MS);
  }
  return { radioTaps };
}
