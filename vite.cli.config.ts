// The command line's build (`npm run build:cli`, also part of `npm run build` and `prepare`):
// src/cli/main.ts and its worker compiled to plain JavaScript for Node in dist-cli/, so
// `inklift` needs no TypeScript loader at run time. Packages stay outside the bundle (they are
// the package's "dependencies"). The package's bin, inklift.cjs, is src/cli/inklift.cjs as it is
// (CommonJS, it must run before any ES module is loaded: see its head), with its #! line.
import { chmod, copyFile } from 'node:fs/promises';
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
      input: { main: 'src/cli/main.ts', 'clean-worker': 'src/cli/clean-worker.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    },
  },
  plugins: [
    {
      name: 'inklift-executable',
      async writeBundle(options) {
        await copyFile('src/cli/inklift.cjs', `${options.dir}/inklift.cjs`);
        await chmod(`${options.dir}/inklift.cjs`, 0o755);
      },
    },
  ],
});
