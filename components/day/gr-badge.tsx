import { TrendingDown, TrendingUp, Minus } from "lucide-react";
import { grLabel } from "@/lib/domain/line-display";
import { cn } from "@/lib/utils";

export const GR_TONE_CLASSES = {
  positive: { text: "text-emerald-700", badge: "bg-emerald-100 text-emerald-800", icon: TrendingUp },
  negative: { text: "text-red-600", badge: "bg-red-100 text-red-700", icon: TrendingDown },
  neutral: { text: "text-slate-500", badge: "bg-slate-100 text-slate-600", icon: Minus },
} as const;

/** SPEC §1: Positif green, Négatif red, Neutre grey. */
export function GrBadge({ value, className }: { value: number; className?: string }) {
  const { label, tone } = grLabel(value);
  const { badge, icon: Icon } = GR_TONE_CLASSES[tone];
  return (
    <span data-testid="gr-label" data-tone={tone} className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", badge, className)}>
      <Icon className="size-3" aria-hidden />
      {label}
    </span>
  );
}

/** A provisional GR (Fins missing) is subdued: neither a gain nor a loss yet. */
export const PROVISIONAL_TEXT = "text-slate-500";

export function grTextClass(value: number, provisional = false) {
  return provisional ? PROVISIONAL_TEXT : GR_TONE_CLASSES[grLabel(value).tone].text;
}
