// Lighthouse on the production build, mobile emulation, Debian's Chromium, three runs per page:
//   npm run lighthouse      (builds first; prints the median score per category and route)
// Not part of `npm test`. In this closed network the donation images cannot load; the page
// then shows their text labels, and Chromium logs the failed loads, which is the only thing
// the best-practices category can hold against it here — failing audits are listed by id.
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { donationLinks } from '../src/config/donations.ts';
import { navOrder, paths } from '../src/config/paths.ts';
import { createAppServer } from './serve.mjs';

// Every page of the app, from the one list the router and the navigation read.
const ROUTES = navOrder.map((name) => paths[name]);
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = createAppServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const table: string[] = [];
const failing = new Map<string, Set<string>>();
const donationImages = new Set(donationLinks.map((link) => link.imageSrc));
const unexpected = new Set<string>();
try {
  for (const route of ROUTES) {
    const scores: Record<string, number[]> = {};
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(base + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result!.lhr;
      for (const category of CATEGORIES)
        (scores[category] ??= []).push(lhr.categories[category].score ?? 0);
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            const set = failing.get(route) ?? new Set<string>();
            set.add(`${category}: ${ref.id}`);
            failing.set(route, set);
          }
        }
      }
      // Which console errors cost best practices: expected to be only the donation images'
      // failed loads (this network resolves no outside host).
      const consoleErrors = lhr.audits['errors-in-console'].details as
        { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined;
      for (const item of consoleErrors?.items ?? []) {
        const url = item.sourceLocation?.url ?? '';
        if (!donationImages.has(url)) {
          unexpected.add(`${route}: console error "${item.description}" (${url || 'no url'})`);
        }
      }
      for (const ref of lhr.categories['best-practices'].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.id !== 'errors-in-console' && ref.weight > 0 && (audit.score ?? 1) < 1) {
          unexpected.add(`${route}: best-practices ${ref.id}`);
        }
      }
    }
    table.push(`| ${route} | ${CATEGORIES.map((c) => median(scores[c]).toFixed(2)).join(' | ')} |`);
  }
} finally {
  await chrome.kill();
  server.close();
}

console.log(`| route | ${CATEGORIES.join(' | ')} |`);
console.log(`|---|${CATEGORIES.map(() => '---').join('|')}|`);
for (const row of table) console.log(row);
for (const [route, audits] of failing)
  console.log(`\n${route} — audits below 1: ${[...audits].join(', ')}`);
console.log(
  unexpected.size === 0
    ? '\nBest practices: the only deduction is errors-in-console, and its only entries are the ' +
        'two donation images failing to load (no outside host resolves here).'
    : `\nBest-practices deductions beyond the donation images:\n  ${[...unexpected].join('\n  ')}`,
);
