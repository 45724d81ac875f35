// The field bench's probe (scripts/bench/field.ts): functions that run inside the page, installed in every
// document before the page's own scripts (addInitScript), as source text. They keep what they see in
// sessionStorage (which outlives a native form submission's reload) under one key, through the store that
// `probeStore` puts on window. Each is self-contained: nothing from this module's scope reaches the page.
import type { BrowserContext } from "playwright-core";

export interface ProbeSpec {
  control: string;
  effect: string;
  effectText: string | null;
  form: string | null;
}

export interface ProbeTap {
  t: number;
  live: boolean;
  early?: boolean;
  handledAt?: number;
}

export interface ProbeState {
  t0: number;
  documents: number;
  nativeSubmits: number;
  taps: ProbeTap[];
  effectAt: number | null;
  formAt: number | null;
  readyAt: number | null;
  /** the first keystroke the form's amount field kept, on screen (the next frame after it) */
  keyAt: number | null;
  /** trusted keystrokes that reached the amount field */
  keys: number;
}

/**
 * The amount field the finger types into: the form's HTML frame's while its code is on the way
 * (new-transaction-shell.tsx), then the form's; and the form's own, which must hold what was typed in the frame
 * once it has taken over. The digit the finger types.
 */
export const AMOUNT_FIELD = '[role="dialog"] #tx-amount';
export const FORM_AMOUNT_FIELD = '[role="dialog"] form:not([data-shell]) #tx-amount';
export const DIGIT = "7";

interface Store {
  read(): ProbeState;
  write(state: ProbeState): void;
  now(): number;
}
type ProbeWindow = Window & { __fieldStore?: Store; __fieldSeen?: (effect: boolean, form: boolean) => void; __fieldReady?: () => void; __fieldLcp?: unknown[]; __fieldShifts?: unknown[] };

/** The state kept in sessionStorage, and the clock (epoch ms, as the taps' timeStamps turned absolute). */
function probeStore() {
  const KEY = "__field";
  const fresh = (): ProbeState => ({ t0: performance.timeOrigin, documents: 0, nativeSubmits: 0, taps: [], effectAt: null, formAt: null, readyAt: null, keyAt: null, keys: 0 });
  const store: Store = {
    read: () => JSON.parse(sessionStorage.getItem(KEY) ?? "null") ?? fresh(),
    write: (state) => sessionStorage.setItem(KEY, JSON.stringify(state)),
    now: () => performance.timeOrigin + performance.now(),
  };
  const state = store.read();
  state.documents += 1;
  store.write(state);
  (window as ProbeWindow).__fieldStore = store;
}

/** The taps on the control, and whether the page handled each (the early script, or React owning the control). */
function probeTaps(spec: ProbeSpec) {
  const store = (window as ProbeWindow).__fieldStore!;
  const onControl = (target: EventTarget | null) => (target instanceof Element ? target.closest(spec.control) : null);
  // the finger touches: the time of the tap is the event's own
  window.addEventListener(
    "pointerdown",
    (event) => {
      if (!event.isTrusted || !onControl(event.target)) return;
      const s = store.read();
      s.taps.push({ t: performance.timeOrigin + event.timeStamp, live: false });
      store.write(s);
    },
    true,
  );
  // after the page's own listeners: React handled the click if it owns the control, enabled
  window.addEventListener("click", (event) => {
    const control = onControl(event.target);
    if (!event.isTrusted || !control) return;
    const hydrated = Object.keys(control).some((key) => key.startsWith("__reactProps$"));
    const s = store.read();
    const last = s.taps[s.taps.length - 1];
    if (last && hydrated && !(control as HTMLButtonElement).disabled && control.getAttribute("aria-disabled") !== "true") {
      last.live = true;
      last.handledAt ??= store.now(); // when the page got round to it (the tap itself is `t`)
    }
    store.write(s);
  });
  // the early script answered the tap (before hydration): it says so
  window.addEventListener("caisse:early", (event) => {
    const kind = (event as CustomEvent<{ kind: string }>).detail?.kind;
    if (kind === "close" || kind === "claim") return;
    const s = store.read();
    const last = s.taps[s.taps.length - 1];
    if (last && !last.live) {
      last.live = true;
      last.early = true;
      last.handledAt ??= store.now();
    }
    store.write(s);
  });
  // a lost tap on Se connecter submits the form natively (a reload of /auth): counted, then stopped so
  // that the finger can go on tapping the same page
  window.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const s = store.read();
    s.nativeSubmits += 1;
    store.write(s);
  });
}

/** When the tap's effect and the form show (the next frame after they are in the DOM), and when React has the control. */
function probeEffects(spec: ProbeSpec) {
  const win = window as ProbeWindow;
  const store = win.__fieldStore!;
  const visible = (selector: string, text: string | null = null) =>
    [...document.querySelectorAll(selector)].some((el) => (el as HTMLElement).checkVisibility?.() !== false && (text === null || (el.textContent ?? "").includes(text)));
  let pending = false;
  const check = () => {
    if (pending) return;
    const s = store.read();
    const needEffect = s.effectAt === null && visible(spec.effect, spec.effectText);
    const needForm = spec.form !== null && s.formAt === null && visible(spec.form);
    if (!needEffect && !needForm) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      const s2 = store.read();
      if (s2.effectAt === null && visible(spec.effect, spec.effectText)) s2.effectAt = store.now();
      if (spec.form !== null && s2.formAt === null && visible(spec.form)) s2.formAt = store.now();
      store.write(s2);
      win.__fieldSeen?.(s2.effectAt !== null, spec.form === null || s2.formAt !== null);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  // the early script's claim: React has taken a control it answered
  let claimed = false;
  window.addEventListener("caisse:early", (event) => {
    if ((event as CustomEvent<{ kind: string }>).detail?.kind === "claim") claimed = true;
  });
  // the control is ready: hydrated and enabled (hydration itself changes nothing in the DOM: polled)
  const readyTimer = setInterval(() => {
    const control = document.querySelector(spec.control);
    if (!control || !Object.keys(control).some((key) => key.startsWith("__reactProps$"))) return;
    if ((control as HTMLButtonElement).disabled || control.getAttribute("aria-disabled") === "true") return;
    // a control the early script answers is React's once claimed (in the hydration's commit)
    if (control.closest("[data-early]") && !claimed) return;
    clearInterval(readyTimer);
    const s = store.read();
    s.readyAt ??= store.now();
    store.write(s);
    win.__fieldReady?.();
  }, 20);
}

/**
 * The keystrokes into the amount field: the first one the field keeps (after the page's handlers, if any, the
 * value holds the digit), at the next frame (on screen). The frame's field keeps it natively; the bench then
 * checks that the form took it over (field-navigate.ts), or the keystroke counts as lost.
 */
function probeKeystroke(field: { selector: string; digit: string }) {
  const store = (window as ProbeWindow).__fieldStore!;
  document.addEventListener(
    "input",
    (event) => {
      const input = event.target;
      if (!event.isTrusted || !(input instanceof HTMLInputElement) || !input.matches(field.selector)) return;
      const s = store.read();
      s.keys += 1;
      store.write(s);
      requestAnimationFrame(() => {
        const s2 = store.read();
        if (s2.keyAt === null && input.isConnected && input.value.includes(field.digit)) s2.keyAt = store.now();
        store.write(s2);
      });
    },
    true,
  );
}

/** Every largest-contentful-paint candidate, with a short description of its element, in `window.__fieldLcp`. */
function probeLcp() {
  const win = window as ProbeWindow;
  const list: unknown[] = (win.__fieldLcp = []);
  const describe = (el: Element | null) => {
    if (!el) return "(élément retiré)";
    const testid = el.getAttribute("data-testid");
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${testid ? `[data-testid=${testid}]` : ""}${text ? ` « ${text} »` : ""}`;
  };
  try {
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as (PerformanceEntry & { size: number; url: string; element: Element | null })[]) {
        list.push({ t: Math.round(e.startTime), size: e.size, element: describe(e.element) + (e.url ? ` ${e.url.replace(/^https?:\/\/[^/]+/, "")}` : "") });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } catch {
    /* no LCP in this browser: nothing recorded */
  }
}

/**
 * Every layout shift not caused by an input, with the element that moved most, in `window.__fieldShifts`: the
 * cumulative layout shift is computed from them (clsOf, field-navigate.ts).
 */
function probeShifts() {
  const win = window as ProbeWindow;
  const list: unknown[] = (win.__fieldShifts = []);
  type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const describe = (node: Node | null) => {
    const el = node instanceof Element ? node : (node?.parentElement ?? null);
    if (!el) return "(élément retiré)";
    const testid = el.getAttribute("data-testid");
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${testid ? `[data-testid=${testid}]` : ""}${text ? ` « ${text} »` : ""}`;
  };
  try {
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (e.hadRecentInput) continue;
        const moved = [...(e.sources ?? [])].sort((a, b) => Math.abs(b.currentRect.y - b.previousRect.y) - Math.abs(a.currentRect.y - a.previousRect.y))[0];
        list.push({ t: Math.round(e.startTime), value: e.value, element: moved ? describe(moved.node) : "—" });
      }
    }).observe({ type: "layout-shift", buffered: true });
  } catch {
    /* no layout shift entries in this browser: nothing recorded */
  }
}

/** Installs the probe in every document of `context`, before the page's own scripts. */
export async function installProbe(context: BrowserContext, spec: ProbeSpec) {
  // as source text: tsx's __name helper, which it puts in named functions, does not exist in the page
  const call = (fn: (...args: never[]) => void, arg?: unknown) => `(${fn.toString()})(${arg === undefined ? "" : JSON.stringify(arg)});`;
  const body = [call(probeStore), call(probeTaps, spec), call(probeEffects, spec), call(probeKeystroke, { selector: AMOUNT_FIELD, digit: DIGIT }), call(probeLcp), call(probeShifts)];
  await context.addInitScript({ content: `(() => { const __name = (f) => f; ${body.join("\n")} })();` });
}

/** What the finger does next in the form (run in the page): type into the amount field, tap "Transaction direct" first, or wait. */
export function keystrokeStep(field: { selector: string }): { next: "done" | "type" | "tap" | "wait"; x?: number; y?: number } {
  const store = (window as ProbeWindow).__fieldStore;
  if (store && store.read().keyAt !== null) return { next: "done" };
  const amount = document.querySelector(field.selector) as HTMLInputElement | null;
  if (amount && !amount.disabled) {
    if (document.activeElement !== amount) amount.focus();
    return { next: "type" };
  }
  const radio = [...document.querySelectorAll('[role="dialog"] form:not([data-shell]) [role="radio"]')].find((el) => (el.textContent ?? "").includes("Transaction direct"));
  if (!radio || radio.getAttribute("aria-checked") === "true") return { next: "wait" };
  const box = radio.getBoundingClientRect();
  return { next: "tap", x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
