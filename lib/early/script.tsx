// The early script's tag (./events.ts), first in the head of both kinds of document (app/layout.tsx for the
// App Router, pages/_document.tsx for /auth), with the request's CSP nonce. Browsers hide a nonce attribute
// once parsed: no hydration warning for it.
import { EARLY_EVENTS_SCRIPT } from "./events";

export function EarlyEventsScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />;
}
