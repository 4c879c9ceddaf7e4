#!/usr/bin/env node
// Serves the production build (dist/) on http://127.0.0.1:4173 (PORT and HOST override).
// sirv does the static serving; this file only adds the security headers, the cache policy,
// and the status of each path: the app's routes answer 200, anything else 404 with the app's
// error page. Only GET and HEAD are served: a static site has nothing to post, put or delete,
// so every other method gets 405 with the Allow header instead of the page. Exported for the end-to-end tests, which start it on a free port.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWED_METHODS = 'GET, HEAD';
const APP_ROUTES = new Set(['/', '/sign', '/instructions', '/faq', '/about', '/privacy']);

function pageFor(distDir, pathname) {
  // Pre-rendered pages live at dist/<route>/index.html; the SPA shell is dist/index.html.
  const clean = pathname.replace(/\/+$/, '') || '/';
  const candidate = clean === '/' ? 'index.html' : join(clean.slice(1), 'index.html');
  const file = join(distDir, candidate);
  return existsSync(file) ? file : join(distDir, 'index.html');
}

export function createAppServer({ distDir = join(root, 'dist') } = {}) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No production build in ${distDir}: run "npm run build" first.`);
  }
  const headers = securityHeaders();
  const assets = sirv(distDir, {
    etag: true,
    gzip: true,
    brotli: true,
    single: false,
    dotfiles: false,
    // Only exact files: by default sirv also answers /404 or /about/index with the page's
    // index.html (status 200), which must go through the route check below instead.
    extensions: [],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape (e.g. /%E0%A4%A) must not take the server down.
      sendText(res, 400, 'Bad Request');
      return;
    }
    const route = pathname.replace(/\/+$/, '') || '/';
    const isPage = APP_ROUTES.has(route) || pathname.endsWith('.html');

    if (!isPage) {
      // Files (assets, robots.txt, icons) are served as they are; a miss falls to the 404 page.
      assets(req, res, () => sendPage(res, pageFor(distDir, '/404'), 404));
      return;
    }
    if (!APP_ROUTES.has(route)) {
      sendPage(res, pageFor(distDir, '/404'), 404);
      return;
    }
    sendPage(res, pageFor(distDir, route), 200, req.method === 'HEAD');
  });
}

function sendText(res, status, text) {
  res.statusCode = status;
  if (status === 405) res.setHeader('Allow', ALLOWED_METHODS);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(text);
}

function sendPage(res, file, status, headOnly = false) {
  const body = readFileSync(file);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Length', body.length);
  res.end(headOnly ? undefined : body);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createAppServer();
  server.on('error', (error) => {
    console.error(`InkLift could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const shown = host.includes(':') ? `[${host}]` : host;
    console.log(`InkLift is running at http://${shown}:${port}/  (Ctrl+C to stop)`);
  });
}
