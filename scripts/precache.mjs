#!/usr/bin/env node
// Writes the service worker's file lists into dist/sw.js (after scripts/prerender.mjs, before
// scripts/compress.mjs): the precache list, by workbox-build from the final files (each with its
// revision), and the on-use list (`self.__INKLIFT_ON_USE`).
// Precached: each pre-rendered page under its route (`/`, `/sign`, …: the server answers those,
// and the worker's look-up strips a trailing slash), and every built file the pages and the
// capture flow can ask for: entry, lazy chunks, styles, the clean, guidance and tracer workers,
// the cleaners' WebAssembly kernels (assets/kernels-*.wasm), Type's
// handwriting fonts (woff2), manifest, icons. Cached on first use instead: the PDF engine of
// Sign PDF (pdf.js, its worker and pdf-lib — about 750 KB gzip that most visits never need; the
// worker fetches the three together when one loads) and pdf.js's character maps and fonts
// (2.5 MB, fetched one by one as a PDF needs them).
// Never cached: the 404 page (served with status 404; offline, unknown paths get `/`), the Vite
// manifest and the pre-compressed copies.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? join(root, 'dist');

/** Built files of the PDF engine: the chunks Vite made from pdfjs-dist and pdf-lib. */
export function pdfEngineFiles(viteManifest) {
  return Object.entries(viteManifest)
    .filter(([source]) => /^node_modules\/(pdfjs-dist|@cantoo\/pdf-lib)\//.test(source))
    .map(([, chunk]) => chunk.file);
}

/** `about/index.html` → `/about`, `index.html` → `/`; other files keep their path. */
export function routeOf(file) {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : file;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const viteManifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const { count, size, warnings } = await injectManifest({
    swSrc: join(dist, 'sw.js'),
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,mjs,css,wasm,svg,png,webmanifest,woff2}'],
    globIgnores: [
      'sw.js',
      '404/**',
      '.vite/**',
      '**/*.{gz,br}',
      'assets/pdfjs-*/**',
      ...pdfEngineFiles(viteManifest),
    ],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: routeOf(entry.url) })),
        warnings: [],
      }),
    ],
  });
  for (const warning of warnings) console.warn(warning);
  if (warnings.length > 0) process.exit(1);
  // Offline, the workers would clean on the TypeScript kernels (the same pixels, slower).
  if (!readdirSync(join(dist, 'assets')).some((name) => /^kernels-.+\.wasm$/.test(name))) {
    throw new Error('No assets/kernels-*.wasm to precache: the workers no longer load the kernels');
  }

  const onUse = {
    files: pdfEngineFiles(viteManifest),
    folders: readdirSync(join(dist, 'assets'))
      .filter((name) => name.startsWith('pdfjs-'))
      .map((name) => `assets/${name}/`),
  };
  if (onUse.files.length < 3 || onUse.folders.length !== 1) {
    throw new Error(`Unexpected PDF engine files: ${JSON.stringify(onUse)}`);
  }
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const placeholder = 'self.__INKLIFT_ON_USE';
  if (worker.split(placeholder).length !== 2) throw new Error(`sw.js: no single ${placeholder}`);
  writeFileSync(join(dist, 'sw.js'), worker.replace(placeholder, JSON.stringify(onUse)));
  console.log(
    `Precache: ${count} files, ${(size / 1024).toFixed(0)} KiB; on use: ${onUse.files.length} files and ${onUse.folders.join(', ')}.`,
  );
}
