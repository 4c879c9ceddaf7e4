// Entry point: mounts the data router. A pre-rendered page (scripts/prerender.mjs) is hydrated:
// the lazy route modules of the current URL are loaded first, so the first client render is the
// same tree the server rendered. Anything else (the dev server, the 404 page, a language other
// than English) renders afresh.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { paths } from '../config/paths.ts';
import { SOURCE_LANGUAGE, type Language } from '../i18n/languages.ts';
import { loadCatalog } from '../i18n/locales/load.ts';
import { preferredLanguage, provideTranslations, setLanguage } from '../i18n/store.ts';
import { routes } from './routes.tsx';
import './styles.css';

provideTranslations((language) => loadCatalog[language]());

async function resolveLazyRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

// The service worker (offline use, update notice) registers from its own chunk once the page
// has loaded and the browser is idle: it costs the first paint nothing.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => import('./pwa/register-sw.ts');
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);
// Hosts that serve about/index.html redirect /about to /about/ (docs/DEPLOY.md): same page.
const pathname = window.location.pathname.replace(/(.)\/+$/, '$1');
const isAppRoute = (Object.values(paths) as string[]).includes(pathname);

// The pages are pre-rendered in English. In another language its texts (and the page's own
// chunks) arrive first and the page is rendered afresh in place of the English one, which stays
// on screen until then (hydrating would not match). If the texts cannot load, it stays English.
async function translate(language: Language): Promise<boolean> {
  if (language === SOURCE_LANGUAGE) return false;
  try {
    await setLanguage(language);
    return true;
  } catch (error) {
    console.error(`The texts in ${language} could not load; showing English`, error);
    return false;
  }
}

const prerendered = container.hasChildNodes() && isAppRoute;
const [translated] = await Promise.all([
  translate(preferredLanguage()),
  prerendered && resolveLazyRoutes(pathname),
]);

if (prerendered && !translated) {
  hydrateRoot(container, app());
} else {
  if (prerendered) {
    // React adds the page's own title and description in the new language.
    document.head
      .querySelectorAll('title, meta[name="description"]')
      .forEach((tag) => tag.remove());
  } else container.replaceChildren();
  createRoot(container).render(app());
}
