"use client";

// The items of a supervisor card's menu (admin): the account tools, then closing or reopening the day shown.
// Loaded with the menu on its first opening, so that their icons stay out of the dashboard's first load.
import { Lock, LockOpen, PencilLine, PlusCircle } from "lucide-react";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { DayStatus } from "@/lib/domain/day-close";

export default function CardMenuItems({
  dayStatus,
  onTool,
  onDay,
}: {
  /** the state of the supervisor's day shown (undefined: no day action) */
  dayStatus: DayStatus | undefined;
  onTool: (tool: "set" | "create") => void;
  onDay?: (action: "close" | "reopen") => void;
}) {
  const closed = dayStatus === "closed";
  return (
    <>
      {/* a closed day's lines cannot change (the server answers 409): no value to set on it */}
      {!closed && (
        <DropdownMenuItem onSelect={() => onTool("set")}>
          <PencilLine /> Modifier une valeur
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={() => onTool("create")}>
        <PlusCircle /> Créer un compte
      </DropdownMenuItem>
      {onDay && dayStatus && dayStatus !== "empty" && (
        <>
          <DropdownMenuSeparator />
          {closed ? (
            <DropdownMenuItem onSelect={() => onDay("reopen")}>
              <LockOpen /> Rouvrir la journée
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => onDay("close")}>
              <Lock /> Clôturer la journée
            </DropdownMenuItem>
          )}
        </>
      )}
    </>
  );
}
