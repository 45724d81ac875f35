/// <reference lib="webworker" />
// The service worker (Serwist; built by next.config.ts into public/sw.js, registered after load by
// lib/offline/start.ts). Precaches the built chunks and public files; pages (the app shell, with the data they were
// rendered with) are fetched from the network first and kept in PAGES_CACHE, so that a page opened with no
// network shows the last copy this device loaded instead of the browser's error page. /api answers are never
// cached (money data: the dashboards keep their last answer themselves, per user, in IndexedDB).
import { NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { HOME_PAGES, PAGES_CACHE } from "@/lib/offline/names";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    {
      // only a page itself: not a redirect (to /auth, to another role's page) nor an error
      cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected && response.type === "basic" ? response : null),
      // "/" (the installed app's start) redirects to the user's dashboard: with no network, the dashboard kept
      handlerDidError: async ({ request }) => {
        if (new URL(request.url).pathname !== "/") return undefined;
        const cache = await caches.open(PAGES_CACHE);
        for (const path of HOME_PAGES) {
          const page = await cache.match(path, { ignoreSearch: true });
          if (page) return page;
        }
        return undefined;
      },
    },
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && (url.pathname === "/" || !url.pathname.startsWith("/auth")),
      handler: pages,
    },
  ],
});

serwist.addEventListeners();
