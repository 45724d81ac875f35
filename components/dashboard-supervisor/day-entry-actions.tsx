"use client";

// The supervisor's two screens of the day, first on his dashboard: the morning's Débuts and the evening's Fins
// (day-entry-sheet.tsx). The one he most likely needs is the main button: the morning until a Fin is in.
import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DayEntryMode } from "@/lib/domain/day-entries";

export function DayEntryActions({ evening, onOpen }: { evening: boolean; onOpen: (mode: DayEntryMode) => void }) {
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="day-entry-actions">
      <Button variant={evening ? "outline" : "default"} size="lg" onClick={() => onOpen("matin")} className="h-12">
        <Sun /> Saisie du matin
      </Button>
      <Button variant={evening ? "default" : "outline"} size="lg" onClick={() => onOpen("soir")} className="h-12">
        <Moon /> Saisie du soir
      </Button>
    </div>
  );
}
