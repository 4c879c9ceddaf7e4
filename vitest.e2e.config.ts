import { defineConfig } from 'vitest/config';

// End-to-end tests: real headless Chromium (Debian's) against the production build
// served by scripts/serve.mjs on 127.0.0.1.
//
// Files run two at a time (they spend much of their time waiting on the page, so a second
// browser fills the gaps). No test measures time: they count events and wait for states with
// generous ceilings, so they hold on a loaded machine; the figures that depend on the load
// (frame rates, long tasks) are `npm run bench:browser`'s (vitest.bench-browser.config.ts).
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    include: ['e2e/**/*.e2e.ts'],
    maxWorkers: 2,
    // The files share their imports (playwright-core and the support modules, which hold no
    // state): importing them afresh for each of 36 files took 51 s of the run's CPU, now 6 s.
    // Each file launches and closes its own browser.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll's own default (1 s) is a time limit in disguise: a state, not a speed, is
    // what the tests wait for.
    expect: { poll: { timeout: 30_000 } },
  },
});
