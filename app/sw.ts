/// <reference lib="webworker" />
// The service worker (Serwist; built by next.config.ts into public/sw.js, registered after load by
// lib/offline/start.ts). Precaches the built chunks and public files; pages (the app shell, with the data they were
// rendered with) are fetched from the network first and kept in PAGES_CACHE, so that a page opened with no
// network shows the last copy this device loaded instead of the browser's error page; the worker then leaves a
// mark (COPY_MARK) by which the page knows it is a copy (lib/offline/start.ts servedFromCopy). /api requests are
// not handled here at all: never cached (money data: the dashboards keep their last answer themselves, per
// user, in IndexedDB), straight to the network. Background Sync: the entries kept on the device are sent from here
// once the network is back, the page closed or not (lib/offline/worker-send.ts).
import { NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { COPY_MARK, HOME_PAGES, PAGES_CACHE, SYNC_TAG } from "@/lib/offline/names";
import { sendFromWorker } from "@/lib/offline/worker-send";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

async function markCopy(url: string) {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(COPY_MARK, new Response(JSON.stringify({ path: new URL(url).pathname, at: Date.now() })));
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    {
      // only a page itself: not a redirect (to /auth, to another role's page) nor an error
      cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected && response.type === "basic" ? response : null),
      // the network failed and the copy is used
      cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
        if (cachedResponse) await markCopy(request.url);
        return cachedResponse;
      },
      // "/" (the installed app's start) redirects to the user's dashboard: with no network, the dashboard kept
      handlerDidError: async ({ request }) => {
        if (new URL(request.url).pathname !== "/") return undefined;
        const cache = await caches.open(PAGES_CACHE);
        for (const path of HOME_PAGES) {
          const page = await cache.match(path, { ignoreSearch: true });
          if (page) {
            await markCopy(request.url);
            return page;
          }
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
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && (url.pathname === "/" || !url.pathname.startsWith("/auth")),
      handler: pages,
    },
  ],
});

serwist.addEventListeners();

self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendFromWorker());
});
