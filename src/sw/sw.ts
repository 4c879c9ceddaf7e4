// The service worker (built by vite-plugin-pwa into dist/sw.js; scripts/precache.mjs then writes
// in the precache list and the on-use list, after the pages are pre-rendered). It serves only
// the app's own files:
// - precached at install: the pre-rendered pages (as their routes: `/`, `/sign`, …), the app
//   shell, every lazy chunk and worker of the capture flow, the manifest and icons;
// - cached on first use: Sign PDF's engine (pdf.js, its worker, pdf-lib) as one group the first
//   time any of it loads, and pdf.js's character maps and fonts one by one as PDFs need them;
// - offline, a navigation to a path that is not a page gets the home page's document, which
//   renders the app's 404 page.
// Nothing else is stored: cross-origin requests (the donation images), blob: and data: URLs
// never reach a route here, and the app never fetches what the user captured.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  /** Built files cached on first use, and folders whose files are (relative to the worker). */
  __INKLIFT_ON_USE: { files: string[]; folders: string[] };
};

const ON_USE_CACHE = 'inklift-on-use';
const ownOrigin = (url: URL) => url.origin === self.location.origin;
const absolute = (path: string) => new URL(path, self.location.href).href;
const onUse = self.__INKLIFT_ON_USE; // one mention: scripts/precache.mjs replaces it
const onUseFiles = onUse.files.map(absolute);
const onUseFolders = onUse.folders.map(absolute);
const isOnUse = (url: URL) =>
  onUseFiles.includes(url.href) || onUseFolders.some((folder) => url.href.startsWith(folder));

let engineCaching: Promise<void> | null = null;
/** The whole engine at once: a PDF opened online can then be saved offline too. */
function cacheEngine(): Promise<void> {
  engineCaching ??= caches.open(ON_USE_CACHE).then(async (cache) => {
    await Promise.all(
      onUseFiles.map(async (url) => {
        if (!(await cache.match(url))) await cache.add(url);
      }),
    );
  });
  engineCaching.catch(() => (engineCaching = null));
  return engineCaching;
}

precacheAndRoute(self.__WB_MANIFEST, {
  // The pages are precached as `/about`; hosts that redirect to `/about/` reach the same entry.
  urlManipulation: ({ url }) =>
    url.pathname.length > 1 && url.pathname.endsWith('/')
      ? [new URL(url.pathname.replace(/\/+$/, '') + url.search, url.origin)]
      : [],
});
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => request.method === 'GET' && isOnUse(url),
  // Content-hashed (or versioned) files that never change: a stored copy is always right.
  new CacheFirst({
    cacheName: ON_USE_CACHE,
    plugins: [
      {
        fetchDidSucceed: async ({ request, response, event }) => {
          if (response.ok && onUseFiles.includes(request.url)) {
            event.waitUntil(cacheEngine().catch(() => undefined));
          }
          return response;
        },
      },
    ],
  }),
);

registerRoute(
  ({ url, request }) => ownOrigin(url) && request.mode === 'navigate',
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/' })] }),
);

// A new version waits until the page's "Reload" asks for it (src/app/pwa/register-sw.ts, through
// workbox-window's messageSkipWaiting), so the app never changes under the user; the very first
// version takes the open page at once.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Files of older versions leave the on-use cache when a new version takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(ON_USE_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (!isOnUse(new URL(request.url))) await cache.delete(request);
      }
    }),
  );
});
clientsClaim();
