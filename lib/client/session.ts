// What the browser keeps of a session (SPEC §3 "Local storage"): the user for display and the current id.
// The token itself stays in the httpOnly cookie, out of reach of page scripts.
import type { PublicUser } from "@/lib/services/users";

const USER_KEY = "caisse.user";
const USER_ID_KEY = "caisse.currentUserId";
const LAST_SYNC_KEY = "caisse.lastSync";
const CACHE_PREFIX = "caisse.cache.";

export function rememberUser(user: PublicUser) {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    localStorage.setItem(USER_ID_KEY, user.id);
    localStorage.setItem(LAST_SYNC_KEY, new Date().toISOString());
  } catch {
    // private mode or full storage: the session cookie is enough
  }
}

export function storedUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

/** Logout: removes the stored user and every client cache. */
export function forgetSession() {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key === USER_KEY || key === USER_ID_KEY || key === LAST_SYNC_KEY || key.startsWith(CACHE_PREFIX)) {
        localStorage.removeItem(key);
      }
    }
    sessionStorage.clear();
  } catch {
    // nothing stored
  }
}
