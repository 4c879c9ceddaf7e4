// Helpers for the service worker's tests: wait until it controls the page, and list what the
// browser's Cache Storage holds.
import type { Page } from 'playwright-core';

/** Resolves once a service worker controls the page (the first one claims it at activation). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const controlled = await page.evaluate(async () => {
    const control = (async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return true;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
      return true;
    })();
    return Promise.race([control, new Promise((resolve) => setTimeout(resolve, 30_000, false))]);
  });
  if (!controlled) throw new Error('No service worker took control of the page within 30 s');
}

/** Every cached request URL, as "cache name → URL". */
export async function cachedUrls(page: Page): Promise<{ cache: string; url: string }[]> {
  return page.evaluate(async () => {
    const found: { cache: string; url: string }[] = [];
    for (const cache of await caches.keys()) {
      for (const request of await (await caches.open(cache)).keys()) {
        found.push({ cache, url: request.url });
      }
    }
    return found;
  });
}
