"use client";

// Whether React has hydrated the page (docs/decisions/0074-pas-tap-perdu.md): false in the server's HTML and
// during hydration, true from the render right after it (and at once on a page reached by client navigation).
// A control that needs its JavaScript renders disabled until then, so that a tap before the code has
// arrived meets a button that looks disabled rather than one that ignores it (or submits a form natively).
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
