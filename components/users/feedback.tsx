"use client";

// The users screen's failure toasts (SPEC §8 "Users"). A new access code is not a toast: see ./code-dialog.
import { toast } from "@/lib/client/toast";
import { isNetworkError, leaveIfExpired } from "@/lib/client/expired";
import { userMessage } from "@/lib/api-client";

/**
 * A failed call: a 401 leaves for /auth; no network gives SPEC's 'Erreur réseau / Problème de connexion au
 * serveur'; anything else shows `title` with the server's words, else `fallback`, else SPEC §8's generic text.
 */
export function toastFailure(error: unknown, title: string, fallback?: string, duration = 4_000) {
  if (leaveIfExpired(error)) return;
  if (isNetworkError(error)) {
    toast.error("Erreur réseau", { description: "Problème de connexion au serveur", duration });
    return;
  }
  toast.error(title, { description: userMessage(error, fallback), duration });
}
