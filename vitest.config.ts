import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests: pure code runs in Node; component tests opt into jsdom per file.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // One copy of react-router in tests (two copies break <Link> context).
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A ceiling, not a speed test: heavy property tests take minutes on a loaded 2-core machine.
    testTimeout: 300_000,
    setupFiles: ['scripts/vitest-setup.ts'],
    // Worker threads, not forked processes: the same 806 tests took 9% less CPU (122.6 s against
    // 134.0 s user + sys, one run each, same hour); no test needs a process of its own.
    pool: 'threads',
  },
});
