"use client";

// Reset and delete of a line, with a per-line busy state. The call and its toasts (./line-action-call.ts) come
// with the first action: it follows a confirmation loaded on demand, and the dashboards' first loads are at
// their budget.
import { useCallback, useState } from "react";
import { toast } from "@/lib/client/toast";
import { userMessage } from "@/lib/api-client";
import type { LineActionTarget } from "./types";

export function useLineActions(day: string, onDone: () => void) {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const keyOf = (line: LineActionTarget) => `${line.supervisorId}:${line.lineType}:${line.accountKey}`;

  const run = useCallback(
    async (line: LineActionTarget, action: "reset" | "delete") => {
      const key = keyOf(line);
      setBusy((b) => ({ ...b, [key]: true }));
      try {
        await (await import("./line-action-call")).callLineAction(line, action, day, onDone);
      } catch (error) {
        // its code could not come (the connection lost)
        toast.error(userMessage(error), { duration: 4000 });
      } finally {
        setBusy((b) => ({ ...b, [key]: false }));
      }
    },
    [day, onDone],
  );

  return {
    isBusy: (line: LineActionTarget) => !!busy[keyOf(line)],
    reset: (line: LineActionTarget) => run(line, "reset"),
    remove: (line: LineActionTarget) => run(line, "delete"),
  };
}
