// Shared by the server layout (reads it) and the client sidebar (writes it): a plain module, not a client one.
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
