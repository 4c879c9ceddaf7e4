// Registers the service worker (dist/sw.js, from src/sw/sw.ts). Loaded from its own chunk once the
// page has loaded and the browser is idle (src/app/main.tsx), so it never delays the first paint.
// A new version installs in the background and waits: the page offers "Update available —
// Reload" (a lazy chunk) instead of changing under the user, and only the Reload swaps versions.
import { Workbox } from 'workbox-window';

const SW_URL = '/sw.js';
/** Open tabs also look for a new version this often (the browser looks on every navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

async function applyUpdate(workbox: Workbox): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  // Another tab may already have switched to the new version: then a reload is all it takes.
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  workbox.messageSkipWaiting();
}

export function registerServiceWorker(): void {
  const workbox = new Workbox(SW_URL, { scope: '/' });
  let offered = false;
  const offerUpdate = () => {
    if (offered) return;
    offered = true;
    void import('./update-prompt.ts').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => void applyUpdate(workbox)),
    );
  };
  workbox.addEventListener('waiting', offerUpdate);
  // A new version activated from another tab now serves this page's old code: offer the reload too.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate || event.isExternal) offerUpdate();
  });
  // Without a service worker (private modes, blocked by policy) the app still works online.
  workbox
    .register()
    .then(() => setInterval(() => void workbox.update(), UPDATE_CHECK_MS))
    .catch(() => undefined);
}

registerServiceWorker();
