import { buttonVariants } from "@/components/ui/button";
import { variants } from "@/lib/utils";

describe("variants", () => {
  const box = variants("p-2 text-sm", { variants: { tone: { plain: "bg-white", alert: "bg-red-50" }, size: { sm: "h-8", lg: "h-12" } }, defaultVariants: { tone: "plain", size: "sm" } });

  it("applies the defaults, the chosen variants, then the caller's classes (later ones win)", () => {
    expect(box()).toBe("p-2 text-sm bg-white h-8");
    expect(box({ tone: "alert", size: null })).toBe("p-2 text-sm bg-red-50 h-8");
    expect(box({ size: "lg", className: "h-10 text-xs" })).toBe("p-2 bg-white h-10 text-xs");
  });

  it("builds the buttons' classes", () => {
    expect(buttonVariants({ variant: "destructive", size: "sm" })).toContain("bg-destructive");
    expect(buttonVariants({ variant: "outline", size: "sm", className: "h-7" })).not.toMatch(/\bh-8\b/);
  });
});
