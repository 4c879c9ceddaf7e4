// Vite: the app build (with the CSP meta tag and a manifest for the bundle budget test), the web
// app manifest and the service worker (vite-plugin-pwa; see docs/ARCHITECTURE.md, Offline).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { cspMetaPlugin } from './scripts/vite-plugin-csp.ts';
import { pdfjsAssetsPlugin } from './scripts/vite-plugin-pdfjs-assets.ts';
import { webAppManifest } from './scripts/pwa-manifest.ts';

// react-router 7.18 exports only its development build (an open upstream issue): in a production
// build that ships its developer warnings and hints. Its package does contain the production build;
// use it for `vite build` (the client and the pre-render alike, so hydration sees the same code).
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => {
  if (command === 'build' && !existsSync(reactRouterProduction)) {
    throw new Error(`react-router's production build is not at ${reactRouterProduction}`);
  }
  return {
    plugins: [
      react(),
      cspMetaPlugin(),
      pdfjsAssetsPlugin(),
      VitePWA({
        // Our own worker (src/sw/sw.ts), registered by src/app/pwa/ after the page has loaded.
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: webAppManifest,
        includeManifestIcons: false,
        // The precache list is injected by scripts/precache.mjs once the pages are pre-rendered
        // (they do not exist yet when this plugin runs).
        injectManifest: { injectionPoint: undefined },
      }),
    ],
    resolve:
      command === 'build'
        ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
        : {},
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // The polyfill would be inlined into the entry; every browser we support has modulepreload.
      modulePreload: { polyfill: false },
      // React, React DOM and React Router in one chunk: every page needs all three, so one
      // request compresses better than four (≈ 1.1 KB less gzip on the first load) and the app's
      // own chunks change without invalidating the framework in the browser's cache.
      rolldownOptions: {
        output: {
          // Each language's texts as texts-<language>-<hash>.js: plain to tell apart (pdf-lib's
          // chunk is named es- too, after its own es/ folder).
          chunkFileNames: (chunk) =>
            /[\\/]src[\\/]i18n[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '')
              ? 'assets/texts-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
          advancedChunks: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              },
              // The app's small modules that a first load needs and later chunks share (route
              // paths, the product name, page meta, the language store, the capture's state
              // and file names): one request instead of seven, ≈ 0.4 KB less gzip.
              {
                name: 'shared',
                test: /src[\\/](config[\\/](paths|product)|components[\\/]page-meta|i18n[\\/](languages|store|use-messages|locales[\\/]load)|core[\\/]output[\\/]file-names|features[\\/]capture[\\/]capture-state)\./,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
