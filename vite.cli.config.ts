// The command line's build (`npm run build:cli`, also part of `npm run build` and `prepare`):
// src/cli/main.ts and its worker compiled to plain JavaScript for Node in dist-cli/, so
// `inklift` needs no TypeScript loader at run time. Packages stay outside the bundle (they are
// the package's "dependencies"); the first line of inklift.js is its #! line.
import { chmod } from 'node:fs/promises';
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-cli',
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      input: { inklift: 'src/cli/main.ts', 'clean-worker': 'src/cli/clean-worker.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    },
  },
  plugins: [
    {
      name: 'inklift-executable',
      async writeBundle(options) {
        await chmod(`${options.dir}/inklift.js`, 0o755);
      },
    },
  ],
});
