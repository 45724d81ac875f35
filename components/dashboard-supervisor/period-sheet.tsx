"use client";

// The supervisor's period choice (a bottom sheet), loaded the first time it is opened.
import { CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { PeriodChoice } from "@/components/dashboard/use-dashboard";

export default function PeriodSheet({
  open,
  onOpenChange,
  choice,
  onChoose,
  onCustom,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: PeriodChoice;
  onChoose: (choice: PeriodChoice) => void;
  onCustom: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="pb-6">
        <SheetHeader>
          <SheetTitle>Période</SheetTitle>
          <SheetDescription>Choisissez les données à afficher</SheetDescription>
        </SheetHeader>
        <div className="grid gap-2 px-4">
          <Button variant={choice.period === "today" ? "default" : "outline"} onClick={() => onChoose({ period: "today" })}>
            Aujourd&apos;hui
          </Button>
          <Button variant={choice.period === "yesterday" ? "default" : "outline"} onClick={() => onChoose({ period: "yesterday" })}>
            Hier
          </Button>
          <Button variant={choice.period === "custom" ? "default" : "outline"} onClick={onCustom}>
            <CalendarDays /> Date personnalisée
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
