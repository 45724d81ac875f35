"use client";

// A link whose page is fetched ahead once the user shows he is going there (the pointer over it, a finger on it,
// the keyboard's focus), not as soon as it is on screen: the menu's nine entries and a card's alerts link, fetched
// ahead at every load of a dashboard, were nine to eighteen requests, each a render on the server, for pages
// mostly not opened next (docs/decisions/0113-prechargement-a-l-intention.md). Next.js's own pattern: `prefetch`
// false until the intent, then its default.
import Link from "next/link";
import { useState, type ComponentProps } from "react";

type Handler = ((event: never) => void) | undefined;

export function IntentLink(props: ComponentProps<typeof Link>) {
  const [wanted, setWanted] = useState(false);
  // the intent, then what the caller (or a Slot wrapping the link) listens to on that event
  const want = (handler: Handler) => (event: never) => {
    setWanted(true);
    handler?.(event);
  };
  return <Link {...props} prefetch={wanted ? null : false} onMouseEnter={want(props.onMouseEnter)} onTouchStart={want(props.onTouchStart)} onFocus={want(props.onFocus)} />;
}
