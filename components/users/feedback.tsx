"use client";

// The users screen's toasts (SPEC §8 "Users"): network trouble, the code shown 10 s with a copy button, SMS status.
import { toast } from "@/lib/client/toast";
import { isNetworkError, leaveIfExpired } from "@/lib/client/expired";
import { userMessage } from "@/lib/api-client";

/** SPEC §9: an access code stays 10 s on screen. */
export const CODE_TOAST_MS = 10_000;

/** Copies a text, also on plain http where navigator.clipboard does not exist. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export async function copyWithToast(text: string) {
  if (await copyText(text)) toast.success("Copié");
  else toast.error("Copie impossible", { description: "Notez le code à la main." });
}

/** The generated code, 10 s, with a copy action. */
export function showCodeToast(title: string, code: string, sms: { status: string } | undefined) {
  toast.success(title, {
    duration: CODE_TOAST_MS,
    description: (
      <span className="block">
        <span className="block font-mono text-xl font-bold tracking-[0.3em]" data-testid="code-toast-value">
          {code}
        </span>
        <span className="block text-xs">
          {sms?.status === "sent" ? "Envoyé par SMS." : "Le SMS n'a pas pu être envoyé : communiquez ce code vous-même."}
        </span>
      </span>
    ),
    action: { label: "Copier", onClick: () => void copyWithToast(code) },
  });
}

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
