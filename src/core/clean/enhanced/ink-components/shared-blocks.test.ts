// One ink-block list shared across the passes (enhanced-clean.ts): each pass that takes a
// `blocks` list gives the same mask (and count) with a superset of the mask's ink blocks — every
// block of the frame — as with the exact list it takes itself, so a list taken before passes
// that only clear ink may be handed on (the rims add ink: they take a list, not hand one on).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { inkToRgba, maskedHistogram, nonZeroBlocks } from '../../byte-mask.ts';
import { filterComponents } from './components.ts';
import { keepLocallySignificant } from '../thresholds/local-noise.ts';
import { splitByContrast } from './contrast-split.ts';
import { restoreFaintStrokes } from './faint-strokes.ts';
import { dropStepEdges } from './step-edges.ts';
import { growRims } from '../strokes/stroke-rim.ts';
import { keepStrokeCores } from '../strokes/stroke-core.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** A noisy grey frame, its mask (the darker pixels) and a list of every block. */
function frame(width: number, height: number, seed: number) {
  let s = seed;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 16) % n;
  };
  const grey = new Uint8Array(width * height).fill(240);
  for (let k = 4 + next(12); k > 0; k--) {
    const x0 = next(width);
    const y0 = next(height);
    const size = 1 + next(6);
    const dark = next(200);
    for (let y = y0; y < Math.min(height, y0 + size); y++) {
      for (let x = x0; x < Math.min(width, x0 + size); x++) grey[y * width + x] = dark;
    }
  }
  for (let i = 0; i < grey.length; i++) grey[i] = Math.max(0, grey[i] - next(30));
  const mask = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) mask[i] = grey[i] < 200 ? 1 : 0;
  const every = Int32Array.from({ length: (grey.length + 15) >> 4 }, (_, b) => b);
  return { grey, mask, every };
}

const passes = {
  components: (_g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) =>
    filterComponents(m, w, h, new Scratch(), {
      minArea: 4,
      maxLineThickness: 2,
      ...(blocks ? { blocks } : {}),
    }),
  'local noise': (g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) =>
    keepLocallySignificant(g, w, h, m, new Scratch(), {
      block: 8,
      deviations: 4,
      radius: 1,
      sure: 60,
      blocks,
    }),
  'step edges': (g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) =>
    dropStepEdges(m, g, w, h, new Scratch(), { reach: 3, minShare: 0.5, blocks }),
  'stroke cores': (g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) =>
    keepStrokeCores(g, w, h, m, 100, undefined, blocks),
  rims: (g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) =>
    growRims(g, w, h, m, { radius: 2, sure: 120, share: 0.55, depth: 2, blocks }),
  // The hysteresis's three stages: the contrast split, the components by darkness, and the
  // faint strokes brought back after it.
  'contrast split': (g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) =>
    splitByContrast(g, w, h, m, new Scratch(), { level: 120, depth: 1, wide: 1.5, blocks }),
  'sure ink': (g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) =>
    filterComponents(m, w, h, new Scratch(), {
      minArea: 0,
      maxLineThickness: 0,
      normalised: g,
      sureLevel: 120,
      ...(blocks ? { blocks } : {}),
    }),
  'faint strokes': (g: Uint8Array, m: Uint8Array, w: number, h: number, blocks?: Int32Array) => {
    const before = m.slice();
    const kept = filterComponents(m, w, h, new Scratch(), {
      minArea: 0,
      maxLineThickness: 0,
      normalised: g,
      sureLevel: 120,
      ...(blocks ? { blocks } : {}),
    });
    const image = { normalised: g, width: w, height: h };
    return kept + restoreFaintStrokes(image, before, m, 2, new Scratch(), undefined, blocks);
  },
};

describe('passes handed a superset of the ink blocks', () => {
  for (const [name, pass] of Object.entries(passes)) {
    test(`${name}: the same mask as with its own list`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 70 }),
          fc.integer({ min: 1, max: 40 }),
          fc.nat(),
          (w, h, seed) => {
            const { grey, mask, every } = frame(w, h, seed);
            const own = mask.slice();
            const shared = mask.slice();
            expect(pass(grey, shared, w, h, every)).toBe(pass(grey, own, w, h));
            expect(shared).toEqual(own);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
  test('the RGBA output and the ink histogram: the same as with their own list', () => {
    for (let seed = 0; seed < 40; seed++) {
      const w = 1 + (seed % 37);
      const h = 1 + (seed % 11);
      const { grey, mask, every } = frame(w, h, seed);
      expect(maskedHistogram(grey, mask, every)).toEqual(maskedHistogram(grey, mask));
      const rgba = new Uint8Array(w * h * 4).map((_, i) => (i * 37 + seed) & 255);
      expect(inkToRgba(rgba, mask, null, every)).toEqual(inkToRgba(rgba, mask));
      expect(nonZeroBlocks(mask).every((b) => every.includes(b))).toBe(true);
    }
  });
});
