"use client";

// Code that a page's first load leaves out. Overlay primitives (dialog, confirmation, sheet) ship in their
// own chunk: nothing of Radix is in a page's first load, the chunk arrives the first time one of them
// opens, and the root stays mounted after that so closing keeps Radix's focus return and state. Parts
// mounted after an action (onDemand) and lists whose code travels with their data (preloadable) too.

import { lazy, Suspense, useState, type ComponentType } from "react";

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A part mounted only after an interaction (a dialog, a sheet): its code loads when it first mounts,
 * nothing shows until then. Our own rather than next/dynamic, whose runtime would be in every first load.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Impl = lazyPart(load);
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

/**
 * Runs `task` once the page has loaded and the browser is idle (the + button's dialog code is
 * fetched then, so that a tap finds it there; a `preloadable`'s preload); returns the cancel function.
 */
export function whenIdle(task: () => void): () => void {
  const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let id = 0;
  const schedule = () => (id = idle(task));
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle(id);
  };
}

/**
 * A lazily loaded component whose code can be asked for before it first renders: `preload()` when the
 * data it will show starts loading, so that code and data travel together. Render it inside <Suspense>.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a lost connection: the first render asks again
      throw error;
    });
    return loading;
  };
  return Object.assign(lazyPart(preload), { preload });
}

/**
 * A component that renders nothing and loads nothing until it is first shown (`isOpen`, by default its
 * `open` prop), then stays mounted.
 */
export function lazyRoot<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean = (p) => Boolean((p as { open?: boolean }).open)) {
  const Part = onDemand(load);
  function LazyRoot(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? <Part {...props} /> : null;
  }
  return LazyRoot;
}
