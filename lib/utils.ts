import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Joins class names, later Tailwind classes winning over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

type VariantConfig = Record<string, Record<string, string>>;
type VariantChoice<V extends VariantConfig> = { [K in keyof V]?: keyof V[K] | null };
export type VariantProps<F> = F extends (props?: infer P) => string ? Omit<NonNullable<P>, "className"> : never;

/**
 * Class lists by variant, the subset of class-variance-authority the primitives use:
 * variants(base, { variants: { size: { sm: "h-8" } }, defaultVariants: { size: "sm" } })({ size, className }).
 */
export function variants<V extends VariantConfig>(base: string, config: { variants: V; defaultVariants: VariantChoice<V> }) {
  return (props: VariantChoice<V> & { className?: string } = {}) =>
    cn(
      base,
      ...Object.keys(config.variants).map((key) => config.variants[key]![String(props[key] ?? config.defaultVariants[key])]),
      props.className,
    );
}
