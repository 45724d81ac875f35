// Déconnexion, from the sidebar or from /auth: the server ends this session (POST /api/users/logout revokes
// it on every instance and clears the cookie), then the browser forgets the stored user and caches (`forget`:
// the offline data, components/offline/logout-flow.tsx, which asks first when entries wait to be sent) and
// opens /auth. Answers false, after the toast, when the server could not be reached: nothing changed.
import { api } from "@/lib/api-client";
import { forgetSession } from "./session";
import { toast } from "./toast";

export async function logout(forget?: () => Promise<unknown>): Promise<boolean> {
  try {
    await api("/api/users/logout", { method: "POST", retry: true });
  } catch {
    toast.error("Erreur de connexion. Vérifiez votre réseau.");
    return false;
  }
  await forget?.().catch(() => undefined);
  forgetSession();
  // a whole new page, not the router's: nothing of the ended session stays in memory
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/auth");
  return true;
}
