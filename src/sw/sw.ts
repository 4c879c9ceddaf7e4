// The service worker (built by vite-plugin-pwa into dist/sw.js; scripts/precache.mjs injects the
// precache list after the pages are pre-rendered). It serves only the app's own files:
// - precached at install: the pre-rendered pages (as their routes: `/`, `/sign`, …), the app
//   shell, every lazy chunk and worker of the capture flow, the manifest and icons;
// - cached on first use: the rest of /assets/ (the PDF engine of Sign PDF and its data files),
//   content-hashed and never changed, so a stored copy is always right;
// - offline, a navigation to a path that is not a page gets the home page's document, which
//   renders the app's 404 page.
// Nothing else is touched: cross-origin requests (the donation images), blob: and data: URLs
// never reach a route here, and the app never fetches what the user captured.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string })[] };

const ownOrigin = (url: URL) => url.origin === self.location.origin;

precacheAndRoute(self.__WB_MANIFEST, {
  // The pages are precached as `/about`; hosts that redirect to `/about/` reach the same entry.
  urlManipulation: ({ url }) =>
    url.pathname.length > 1 && url.pathname.endsWith('/')
      ? [new URL(url.pathname.replace(/\/+$/, '') + url.search, url.origin)]
      : [],
});
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    ownOrigin(url) && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'inklift-assets-on-use',
    // Old versions' files age out; a PDF pulls in a handful of character maps and fonts at most.
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 90 })],
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
clientsClaim();
