import { defineConfig } from 'vitest/config';

// End-to-end tests: real headless Chromium (Debian's) against the production build
// served by scripts/serve.mjs on 127.0.0.1.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
