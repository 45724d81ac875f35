import { Slot } from "./slot";
import { cn, variants, type VariantProps } from "@/lib/utils";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "./button-styles";

export const buttonVariants = variants(BUTTON_BASE, {
  variants: { variant: BUTTON_VARIANTS, size: BUTTON_SIZES },
  defaultVariants: { variant: "default", size: "default" },
});

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}
