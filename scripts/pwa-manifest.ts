// The web app manifest (written by vite-plugin-pwa as dist/manifest.webmanifest and linked from
// every page). Colours: the light theme's accent as the window's colour, its page background for
// the splash screen; dark-theme browsers take the header colour from the theme-color <meta> in
// index.html. Icons: scripts/make-icons.ts draws them from public/favicon.svg.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from '../src/config/product.ts';

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${PRODUCT_NAME} — signature to transparent PNG`,
  short_name: PRODUCT_NAME,
  description:
    'Turn a handwritten signature into a clean, transparent PNG, right in your browser. No upload.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#2f4fbf',
  background_color: '#f7f7f5',
  categories: ['productivity', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
