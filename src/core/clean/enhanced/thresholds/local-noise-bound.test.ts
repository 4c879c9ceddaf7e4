import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { blockFloors } from './local-noise.ts';
import { BOUND_STEP, boundedFloor, floorAtLeast } from './local-noise-bound.ts';

/** Paper of a random level and grain, with dark specks: some blocks pass the bound, some not. */
function picture(w: number, h: number, seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const paper = 120 + 135 * next();
  const grain = 2 * BOUND_STEP * next();
  const ink = next() / 2;
  return Uint8Array.from({ length: w * h }, () =>
    next() < ink
      ? Math.floor(255 * next())
      : Math.round(Math.min(255, Math.max(0, paper + grain * (next() - 0.5) * 2))),
  );
}

describe('floorAtLeast', () => {
  test("a block it passes has a floor at or above the bound; the bound's counts are exact", () => {
    let passed = 0;
    let failed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 255 }),
        (w, h, seed, block, deviations, level) => {
          const grey = picture(w, h, seed);
          const { floors, columns, rows } = blockFloors(grey, w, h, block, deviations);
          const bound = boundedFloor(level, deviations);
          for (let by = 0; by < rows; by++) {
            for (let bx = 0; bx < columns; bx++) {
              if (floorAtLeast(grey, w, h, block, bx, by, level)) {
                passed++;
                expect(floors[by * columns + bx]).toBeGreaterThanOrEqual(bound);
              } else {
                failed++;
              }
            }
          }
        },
      ),
      { numRuns: 400 },
    );
    // Both outcomes were seen: the test reached the bound's edge cases.
    expect(passed).toBeGreaterThan(100);
    expect(failed).toBeGreaterThan(100);
  });

  test('at its edge: a floor exactly at the bound passes, a level above its median does not', () => {
    // A 4 × 4 block of 200 under a top row of 200 + BOUND_STEP: its median is 200, its steps
    // all within BOUND_STEP.
    const w = 4;
    const grey = new Uint8Array(16).fill(200);
    for (let x = 0; x < w; x++) grey[x] = 200 + BOUND_STEP;
    const { floors } = blockFloors(grey, w, 4, 4, 3);
    expect(floorAtLeast(grey, w, 4, 4, 0, 0, 200)).toBe(true);
    expect(floors[0]).toBeGreaterThanOrEqual(boundedFloor(200, 3));
    expect(floorAtLeast(grey, w, 4, 4, 0, 0, 201)).toBe(false);
  });
});
