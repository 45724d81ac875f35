"use client";

// Déconnexion, asked for by the sidebar or /auth's "Se déconnecter" (loaded on that tap, out of the first load):
// with entries of this user waiting on the device to be sent, asks first (./logout-confirm.tsx, mounted on its
// own root), then lib/client/logout.ts, which forgets the offline data too. Answers false when the user stays
// (Annuler, or the server unreachable).
import { createRoot } from "react-dom/client";
import { logout } from "@/lib/client/logout";
import { storedUser } from "@/lib/client/session";
import { forgetOfflineData, queueStore } from "@/lib/offline/idb";
import LogoutConfirm from "./logout-confirm";

async function waitingEntries(): Promise<number> {
  const userId = storedUser()?.id;
  if (!userId) return 0;
  return queueStore.list(userId).then((list) => list.length, () => 0);
}

function confirmLoss(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    const answer = (leave: boolean) => {
      root.unmount();
      host.remove();
      resolve(leave);
    };
    root.render(<LogoutConfirm count={count} onCancel={() => answer(false)} onConfirm={() => answer(true)} />);
  });
}

export async function logoutAsking(): Promise<boolean> {
  const count = await waitingEntries();
  if (count > 0 && !(await confirmLoss(count))) return false;
  // once the server ended the session: the pages kept by the service worker, the dashboards' answers, the entries
  return logout(() => forgetOfflineData(storedUser()?.id ?? null));
}
