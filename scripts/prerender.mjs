#!/usr/bin/env node
// Static pre-rendering (after `vite build` and the SSR build of src/app/prerender-entry.tsx):
// each page's HTML carries its real content, title and description before any JavaScript runs,
// for first paint and for search engines. Writes dist/index.html, dist/<route>/index.html and
// dist/404/index.html (the error page, served with status 404).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrDir = join(root, 'node_modules/.prerender');
const PAGES = [
  { path: '/', file: 'index.html', status: 200, module: 'src/features/capture/capture-page.tsx' },
  {
    path: '/sign',
    file: 'sign/index.html',
    status: 200,
    module: 'src/features/sign/sign-page.tsx',
  },
  {
    path: '/instructions',
    file: 'instructions/index.html',
    status: 200,
    module: 'src/features/instructions/instructions-page.tsx',
  },
  { path: '/faq', file: 'faq/index.html', status: 200, module: 'src/features/faq/faq-page.tsx' },
  {
    path: '/about',
    file: 'about/index.html',
    status: 200,
    module: 'src/features/about/about-page.tsx',
  },
  {
    path: '/privacy',
    file: 'privacy/index.html',
    status: 200,
    module: 'src/features/privacy/privacy-page.tsx',
  },
  { path: '/404', file: '404/index.html', status: 404, module: null },
];

// A page's own stylesheets (split with its lazy chunk) are linked in its HTML, so the
// pre-rendered content is styled at first paint and nothing shifts when the chunk arrives.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
function stylesheetsOf(key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const own = manifest[key].css ?? [];
  return [
    ...own,
    ...(manifest[key].imports ?? []).flatMap((imported) => stylesheetsOf(imported, seen)),
  ];
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryStyles = new Set(stylesheetsOf(entryKey));

const { render } = await import(pathToFileURL(join(ssrDir, 'prerender-entry.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>') || !template.includes('<title>InkLift</title>')) {
  throw new Error('dist/index.html is not the expected template (already pre-rendered?)');
}

for (const page of PAGES) {
  const { html, status } = await render(page.path);
  if (status !== page.status)
    throw new Error(`${page.path} rendered status ${status}, expected ${page.status}`);
  // React emits the page's <title> and <meta> first: they belong in <head>.
  const hoisted = html.match(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/)[0];
  const body = html.slice(hoisted.length);
  if (/\sstyle="/.test(body))
    throw new Error(`${page.path}: inline style attributes break the CSP`);
  const links = stylesheetsOf(page.module)
    .filter((file) => !entryStyles.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  const document = template
    .replace('<title>InkLift</title>', hoisted + links)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const target = join(dist, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, document);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Pre-rendered ${PAGES.length} pages.`);
