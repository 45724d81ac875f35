// A call answered 401: the session ended (suspended, code changed elsewhere, expired). The page is left for /auth.
import { toast } from "@/lib/client/toast";
import { ApiError } from "@/lib/api-client";
import { CLIENT_MESSAGES } from "@/lib/api-client/errors";
import { forgetSession } from "./session";

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === "UNAUTHORIZED";
}

/** Ends the page's session when the error says it is over; answers whether it did. */
export function leaveIfExpired(error: unknown): boolean {
  if (!isSessionExpired(error)) return false;
  forgetSession();
  toast.error(CLIENT_MESSAGES.UNAUTHORIZED);
  // a whole new page, not the router's: nothing of the ended session stays in memory
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/auth");
  return true;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR");
}
