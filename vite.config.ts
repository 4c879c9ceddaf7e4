import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cspMetaPlugin } from './scripts/vite-plugin-csp.ts';

export default defineConfig({
  plugins: [react(), cspMetaPlugin()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The polyfill would be inlined into the entry; every browser we support has modulepreload.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
