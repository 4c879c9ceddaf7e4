import { chromium } from 'playwright-core';
import { createAppServer } from './scripts/serve.mjs';
const server = createAppServer(); await new Promise(r => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const flags = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu', ...flags] });
const t0 = performance.now();
for (let i = 0; i < 10; i++) {
  const ctx = await b.newContext({serviceWorkers:'block'}); const p = await ctx.newPage();
  await p.goto(base + '/');
  await p.waitForSelector('html[data-ready]', { state: 'attached' });
  await ctx.close();
}
console.log(flags.join(' '), 'per load ms', Math.round((performance.now() - t0) / 10));
await b.close(); server.close();
