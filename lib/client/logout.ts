// Déconnexion, from the sidebar or from /auth: the server ends this session (POST /api/users/logout revokes
// it on every instance and clears the cookie), then the browser forgets the stored user, caches and offline data
// (lib/offline/idb.ts: the pages kept by the service worker, the dashboards' last answers, the user's entries
// waiting to be sent) and opens /auth. Answers false, after the toast, when the server could not be reached:
// nothing changed. With entries waiting, the callers ask first (components/offline/logout-flow.tsx).
import { api } from "@/lib/api-client";
import { forgetSession, storedUser } from "./session";
import { toast } from "./toast";

export async function logout(): Promise<boolean> {
  try {
    await api("/api/users/logout", { method: "POST", retry: true });
  } catch {
    toast.error("Erreur de connexion. Vérifiez votre réseau.");
    return false;
  }
  const userId = storedUser()?.id ?? null;
  await import("@/lib/offline/idb").then((m) => m.forgetOfflineData(userId), () => undefined);
  forgetSession();
  window.location.assign("/auth");
  return true;
}
