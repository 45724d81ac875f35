// Names shared by the service worker (app/sw.ts) and the pages: the cache of the pages a user has opened
// (his data is in them: emptied at logout and when another user logs in) and the IndexedDB database.
export const PAGES_CACHE = "caisse-pages";
/** the dashboards, in the order the service worker tries them for "/" opened with no network */
export const HOME_PAGES = ["/supervisor", "/admin", "/partner"];
export const OFFLINE_DB = "caisse-offline";
/** what the service worker writes in PAGES_CACHE when it answers a page with its copy: { path, at } */
export const COPY_MARK = "/__caisse-offline-copy";
/** the Background Sync tag by which a page asks the worker to send the entries kept on the device */
export const SYNC_TAG = "caisse-send";
