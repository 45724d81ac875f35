// A line's reset or delete (./use-line-actions.ts loads it with the first action, which follows its confirmation,
// itself loaded on demand): the call, its toast, then a refresh 500 ms later (SPEC §4), also after a 409 'Journée
// clôturée' so the dashboard shows the closed day.
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import type { LineActionTarget } from "./types";

export const REFRESH_AFTER_LINE_ACTION_MS = 500;

export async function callLineAction(line: LineActionTarget, action: "reset" | "delete", day: string, onDone: () => void) {
  const path = `/api/transactions/supervisors/${line.supervisorId}/lines/${line.lineType}`;
  try {
    const envelope = await apiEnvelope(action === "reset" ? `${path}/reset` : path, {
      method: action === "reset" ? "PUT" : "DELETE",
      body: { accountKey: line.accountKey, date: day, ...(action === "reset" ? { newValue: 0 } : {}) },
      retry: false,
    });
    toast.success(envelope.message, { duration: 3000 });
    setTimeout(onDone, REFRESH_AFTER_LINE_ACTION_MS);
  } catch (error) {
    const fallback = action === "reset" ? "Erreur lors de la réinitialisation. Veuillez réessayer." : "Erreur lors de la suppression. Veuillez réessayer.";
    toast.error(userMessage(error, fallback), { duration: 4000 });
    // the day was closed meanwhile (409 Journée clôturée): show its closed state
    if (error instanceof ApiError && error.serverCode === "DAY_CLOSED") setTimeout(onDone, REFRESH_AFTER_LINE_ACTION_MS);
  }
}
