// Runs axe-core in the page (injected directly; the Playwright wrapper wants Node 22) for
// WCAG 2.2 A/AA and returns readable violations. The page's context needs bypassCSP, since the
// injected script is inline.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axePath = createRequire(import.meta.url).resolve('axe-core');

export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Fails with every violation listed, each prefixed by `label` (the page or state checked). */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const found = (await axeViolations(page)).map((violation) => `${label}: ${violation}`);
  expect(found, `axe found ${found.length} violation(s) in ${label}`).toEqual([]);
}
