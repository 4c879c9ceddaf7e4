// Entry point: mounts the data router. A pre-rendered page (scripts/prerender.mjs) is hydrated:
// the lazy route modules of the current URL are loaded first, so the first client render is the
// same tree the server rendered. Anything else (the dev server, the 404 page) renders afresh.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { paths } from '../config/paths.ts';
import { routes } from './routes.tsx';
import './styles.css';

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

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);
// Hosts that serve about/index.html redirect /about to /about/ (docs/DEPLOY.md): same page.
const pathname = window.location.pathname.replace(/(.)\/+$/, '$1');
const isAppRoute = (Object.values(paths) as string[]).includes(pathname);

if (container.hasChildNodes() && isAppRoute) {
  await resolveLazyRoutes(pathname);
  hydrateRoot(container, app());
} else {
  container.replaceChildren();
  createRoot(container).render(app());
}
