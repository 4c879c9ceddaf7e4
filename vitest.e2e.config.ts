import { defineConfig } from 'vitest/config';

// End-to-end tests: real headless Chromium (Debian's) against the production build
// served by scripts/serve.mjs on 127.0.0.1.
//
// Most files run two at a time (they spend much of their time waiting on the page, so a
// second browser fills the gaps). The files that measure time (frame rates, long tasks)
// run afterwards, one at a time, with the machine to themselves.
const TIMED = ['e2e/guidance.e2e.ts', 'e2e/guidance-capture.e2e.ts', 'e2e/photo-large.e2e.ts'];

const shared = {
  environment: 'node',
  globalSetup: ['e2e/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          exclude: TIMED,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-timed',
          include: TIMED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
