"use client";

// Overlay primitives (dialog, confirmation, sheet) ship in their own chunk: nothing of Radix is in a
// page's first load, the chunk arrives the first time one of them opens. The root stays mounted after
// that so closing keeps Radix's focus return and state.

import { lazy, Suspense, useState, type ComponentType } from "react";

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A component that renders nothing and loads nothing until it is first shown (`isOpen`, by default its
 * `open` prop), then stays mounted.
 */
export function lazyRoot<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean = (p) => Boolean((p as { open?: boolean }).open)) {
  const Impl = lazyPart(load);
  function LazyRoot(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  return LazyRoot;
}
