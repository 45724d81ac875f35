"use client";

// Toasts without sonner in the first load: calls wait until the lazily loaded <Toaster /> is mounted
// (components/ui/sonner.tsx), then go to sonner. Same API as sonner's toast.success/error/info/warning.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info" | "warning";
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

export const loadSonner = () => (sonner ??= import("sonner"));

/** Called by the Toaster once it is mounted and listening. */
export function toasterReady() {
  markReady();
}

const show =
  (kind: Kind) =>
  (title: string, options?: ExternalToast): void => {
    void ready.then(loadSonner).then((m) => m.toast[kind](title, options));
  };

export const toast = { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") };

const QUEUE_KEY = "caisse.toasts";

/** A toast for the next page (the page is about to be left by a full navigation). */
export function queueToast(kind: Kind, title: string) {
  try {
    const queued = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? "[]") as [Kind, string][];
    sessionStorage.setItem(QUEUE_KEY, JSON.stringify([...queued, [kind, title]]));
  } catch {
    // storage unavailable (private mode): the toast is lost, the navigation is not
  }
}

/** Shows the toasts queued by the previous page, once. */
export function showQueuedToasts() {
  let queued: [Kind, string][] = [];
  try {
    queued = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? "[]");
    sessionStorage.removeItem(QUEUE_KEY);
  } catch {
    return;
  }
  for (const [kind, title] of queued) if (kind in toast) toast[kind](title);
}
