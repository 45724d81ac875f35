// A button's class lists, by variant and size. Button (button.tsx) merges them with the caller's
// classes; the error page uses them as they are, so that it loads nothing of the shared UI.

export const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

export const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  success: "bg-success text-white shadow-sm hover:bg-success/90",
  outline: "border border-input bg-background shadow-sm hover:bg-muted",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-muted",
  link: "text-primary underline-offset-4 hover:underline",
};

// Below 640 px (phones) every size is at least 44 × 44 px, a finger's target: app/globals.css, "Touch targets".
export const BUTTON_SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-8 rounded-md px-3 text-xs",
  lg: "h-11 rounded-md px-6",
  icon: "size-10",
  "icon-sm": "size-8",
};

/** The classes of a button of the default size, without any caller classes to merge. */
export function plainButtonClass(variant: keyof typeof BUTTON_VARIANTS = "default"): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES.default}`;
}
