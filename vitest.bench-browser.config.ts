import { defineConfig } from 'vitest/config';

// Browser benchmarks (`npm run bench:browser`): the figures that depend on how busy the machine
// is — the live preview's rate, the video's frame rate with the preview on and off, main-thread
// long tasks while a 48-MP photo is cleaned, a far jump in a 200-page PDF. They print figures and
// fail only when the flow itself breaks; the end-to-end tests assert the behaviour, counted.
// One file at a time, so the figures are the machine's alone.
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    include: ['e2e/bench/**/*.bench-e2e.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
