// The layout of dialogs and confirmations (docs/decisions/0076-ecrans-telephone.md): a fixed panel anchored
// below the toasts' room (--toast-room, app/globals.css: a toast never covers its title or buttons) and never
// re-centred, so it does not jump as fields appear;, whose body scrolls between a sticky header and a sticky
// footer, so that the main button stays on screen at 360 × 740, on-screen keyboard included (dvh, with the
// viewport's interactive-widget=resizes-content in app/layout.tsx). Class lists only: no JavaScript.

/**
 * The fixed panel. --dialog-pad is the body's padding, which the sticky header and footer cancel and give back.
 * overflow-clip, not overflow-hidden: a hidden overflow is still a scroll container, which focusing a field
 * could scroll (the whole panel, title included, rose under the toasts); a clipped one cannot be scrolled.
 */
export const DIALOG_FRAME =
  "fixed top-(--toast-room) left-1/2 z-50 flex max-h-[calc(100dvh-var(--toast-room)-0.75rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 animate-zoom-in flex-col overflow-clip rounded-xl border bg-background shadow-lg outline-none [--dialog-pad:1.25rem] sm:top-[max(var(--toast-room),8dvh)] sm:max-h-[calc(100dvh-max(var(--toast-room),8dvh)-2rem)] sm:w-[calc(100%-2rem)] sm:[--dialog-pad:1.5rem]";

/**
 * The scrolling body inside the panel; a focused field is scrolled clear of the sticky header and footer.
 * relative: the absolutely placed parts inside it (screen-reader texts, hidden native selects) scroll and are
 * clipped with it rather than overflowing the panel.
 */
export const DIALOG_BODY = "relative grid min-h-0 scroll-pt-28 scroll-pb-36 gap-4 overflow-y-auto overscroll-contain p-(--dialog-pad)";

// Chromium sticks an element at the scroller's padding edge: the offsets of -(--dialog-pad) put the header and
// the footer against the panel's edges, so that nothing scrolls past them.

/** A header that stays at the top of the scrolling body. */
export const STICKY_HEADER =
  "sticky -top-(--dialog-pad) z-10 -mx-(--dialog-pad) -mt-(--dialog-pad) bg-background px-(--dialog-pad) pt-(--dialog-pad) pb-1";

/**
 * A footer that stays at the bottom of the scrolling body (a line above it on phones, where the body scrolls).
 * On phones its buttons share rows (Annuler beside the main button, which comes last) and widen to fill them,
 * so that the footer takes one or two rows of the screen rather than one per button; from 640 px they sit at
 * the right, at their own width.
 */
export const STICKY_FOOTER =
  "sticky -bottom-(--dialog-pad) z-10 -mx-(--dialog-pad) -mb-(--dialog-pad) border-t bg-background px-(--dialog-pad) pt-3 pb-(--dialog-pad) sm:border-t-0 sm:pt-2";
export const FOOTER_BUTTONS =
  "flex flex-row flex-wrap gap-2 *:grow sm:flex-nowrap sm:justify-end sm:*:grow-0";
