// The production server's statuses, against a tiny stand-in build: the app's routes answer
// 200, every other path 404 with the app's error page, files as they are; methods other than GET
// and HEAD 405.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppServer } from './serve.mjs';

let dist: string;
let server: Server;
let base: string;

function write(path: string, text: string) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'inklift-serve-'));
  write('index.html', 'capture page');
  write('about/index.html', 'about page');
  write('404/index.html', 'error page');
  write('robots.txt', 'User-agent: *');
  write('assets/app.js', 'console.log(1)');
  server = createAppServer({ distDir: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

async function get(path: string) {
  const response = await fetch(base + path);
  return { status: response.status, body: await response.text() };
}

test('the routes answer 200 with their pre-rendered page, with or without a slash', async () => {
  expect(await get('/')).toEqual({ status: 200, body: 'capture page' });
  expect(await get('/about')).toEqual({ status: 200, body: 'about page' });
  expect(await get('/about/')).toEqual({ status: 200, body: 'about page' });
});

test('the error page is not a route: /404 and /404/ answer 404 like any unknown path', async () => {
  for (const path of ['/404', '/404/', '/404/index.html', '/nowhere', '/about/deeper']) {
    expect(await get(path), path).toEqual({ status: 404, body: 'error page' });
  }
});

test('a page is reached only through its route, never by its file name', async () => {
  for (const path of ['/about/index', '/about/index.html', '/about.html', '/index.html']) {
    expect(await get(path), path).toEqual({ status: 404, body: 'error page' });
  }
});

test('files are served as they are; a missing one gets the error page', async () => {
  expect(await get('/robots.txt')).toEqual({ status: 200, body: 'User-agent: *' });
  expect(await get('/assets/app.js')).toEqual({ status: 200, body: 'console.log(1)' });
  expect(await get('/assets/missing.js')).toEqual({ status: 404, body: 'error page' });
});

// fetch() refuses to send TRACE, so the methods go through node:http as any client could.
function send(method: string, path: string) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const request = httpRequest(base + path, { method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }),
      );
    });
    request.on('error', reject);
    request.end(method === 'POST' || method === 'PUT' ? 'x=1' : undefined);
  });
}

test('only GET and HEAD are served: any other method answers 405 with Allow, never the page', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/', '/about', '/assets/app.js', '/nowhere']) {
      expect(await send(method, path), `${method} ${path}`).toEqual({
        status: 405,
        allow: 'GET, HEAD',
        body: 'Method Not Allowed',
      });
    }
  }
  expect((await send('HEAD', '/about')).status).toBe(200);
  expect(await send('GET', '/about')).toMatchObject({ status: 200, body: 'about page' });
});
