// The service worker's lists: pages are precached under their routes, and the PDF engine is
// picked out of Vite's manifest by the packages it comes from, whatever its chunks are named.
import { expect, test } from 'vitest';
import { pdfEngineFiles, routeOf } from './precache.mjs';

test('pre-rendered pages are listed under the routes the server answers', () => {
  expect(routeOf('index.html')).toBe('/');
  expect(routeOf('sign/index.html')).toBe('/sign');
  expect(routeOf('privacy/index.html')).toBe('/privacy');
  expect(routeOf('assets/index-abc.js')).toBe('assets/index-abc.js');
  expect(routeOf('favicon.svg')).toBe('favicon.svg');
});

test('the PDF engine is every chunk built from pdfjs-dist or pdf-lib, and nothing else', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js' },
    'node_modules/pdfjs-dist/build/pdf.mjs': { file: 'assets/pdf-2.js' },
    'node_modules/pdfjs-dist/build/pdf.worker.min.mjs': { file: 'assets/pdf.worker.min-3.mjs' },
    'node_modules/@cantoo/pdf-lib/es/index.js': { file: 'assets/es-4.js' },
    'node_modules/imagetracerjs/imagetracer_v1.2.6.js': { file: 'assets/imagetracer-5.js' },
    'src/features/sign/sign-page.tsx': { file: 'assets/sign-page-6.js' },
    'src/lib/pdf/open-pdf.ts': { file: 'assets/open-pdf-7.js' },
  };
  expect(pdfEngineFiles(manifest).sort()).toEqual([
    'assets/es-4.js',
    'assets/pdf-2.js',
    'assets/pdf.worker.min-3.mjs',
  ]);
});
