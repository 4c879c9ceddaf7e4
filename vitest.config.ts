import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests: pure code runs in Node; component tests opt into jsdom per file.
//
// Two projects. The pure code shares one module registry per worker (`isolate: false`): each
// file re-importing the cleaner, fast-check and the kernels cost more CPU than the tests
// themselves (the whole suite took 127 s of CPU shared against 172 s isolated, same hour). A
// test there must not depend on what an earlier file left behind (install the kernels → put
// them back; stub a global → unstub it). Files that replace modules (vi.mock) or run in jsdom
// keep a fresh registry each: they are listed by what they do, in ISOLATED.
export const ISOLATED = [
  'src/**/*.test.tsx',
  'src/features/capture/camera-session-load.test.ts',
  'src/lib/output/trace-svg.test.ts',
];
const INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // One copy of react-router in tests (two copies break <Link> context).
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    environment: 'node',
    // A ceiling, not a speed test: heavy property tests take minutes on a loaded 2-core machine.
    testTimeout: 300_000,
    setupFiles: ['scripts/vitest-setup.ts'],
    // Worker threads, not forked processes: the same 806 tests took 9% less CPU (122.6 s against
    // 134.0 s user + sys, one run each, same hour); no test needs a process of its own.
    pool: 'threads',
    // Vitest's own default is one worker fewer than the cores: on CI's 2 cores, one. The unit
    // tests then took 129 s with the second core idle once the build beside them was done
    // (about 30 s); two workers take 62 s alone. Tests wait for states, not times, so a busier
    // machine only makes them slower.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: INCLUDE, exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
