import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { wasm } from '../../../../wasm/kernel-check.test-helper.ts';
import {
  referenceOnePixelCoreShare,
  referenceStrokeCores,
} from './stroke-core-reference.test-helper.ts';
import { keepStrokeCores, onePixelCoreShare } from './stroke-core.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';

/** The cores' settings without the wide edges. */
const NO_WIDE = { ...ENHANCED_PARAMS.cores, wideCores: Infinity };

/** A vertical line across a 9-row image: `profile` gives the normalised grey of columns 0.. */
function line(profile: number[], height = 9) {
  const width = profile.length;
  const normalised = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) normalised.set(profile, y * width);
  return { normalised, width, height };
}

const maskBelow = (normalised: Uint8Array, level: number) =>
  Uint8Array.from(normalised, (v) => (v <= level ? 1 : 0));

describe('keepStrokeCores', () => {
  test('a blurred 1.6 px line centred on a pixel keeps its middle, not the rim the threshold took', () => {
    // Darkness across the line (of full ink 200): 0.4, 0.65, 0.4 of it.
    const { normalised, width, height } = line([255, 175, 125, 175, 255]);
    const mask = maskBelow(normalised, 200);
    expect(keepStrokeCores(normalised, width, height, mask, -1)).toBe(2 * height);
    for (let y = 0; y < height; y++)
      expect([...mask.subarray(y * width, y * width + width)]).toEqual([0, 0, 1, 0, 0]);
  });

  test('a line straddling two pixels keeps both; a faint line keeps its own core', () => {
    const { normalised, width, height } = line([
      255, 230, 135, 135, 230, 255, 255, 235, 215, 235, 255,
    ]);
    const mask = maskBelow(normalised, 240);
    keepStrokeCores(normalised, width, height, mask, -1);
    expect([...mask.subarray(4 * width, 5 * width)]).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0]);
  });

  test('the inside of a wide stroke stays whole; its edge stays where it is sure ink', () => {
    const { normalised, width, height } = line([255, 120, 40, 40, 40, 40, 120, 255]);
    const mask = maskBelow(normalised, 200);
    keepStrokeCores(normalised, width, height, mask, -1, NO_WIDE);
    expect([...mask.subarray(4 * width, 5 * width)]).toEqual([0, 0, 1, 1, 1, 1, 0, 0]);
    const sure = maskBelow(normalised, 200);
    expect(keepStrokeCores(normalised, width, height, sure, 147, NO_WIDE)).toBe(0);
    expect([...sure.subarray(4 * width, 5 * width)]).toEqual([0, 1, 1, 1, 1, 1, 1, 0]);
  });

  test("a wide pen's half-covered edge stays beside its two-pixel core; a 1 px line's spill as dark does not", () => {
    // Both edges 0.65 as dark as the middle (below cores.coreShare, above cores.wideShare).
    const wide = line([255, 230, 125, 55, 55, 125, 230, 255]);
    const wideMask = maskBelow(wide.normalised, 240);
    keepStrokeCores(wide.normalised, wide.width, wide.height, wideMask, -1);
    expect([...wideMask.subarray(4 * wide.width, 5 * wide.width)]).toEqual([
      0, 0, 1, 1, 1, 1, 0, 0,
    ]);
    // Without the wide-edge rule the edges go: the stroke comes out two pixels narrower.
    const narrow = maskBelow(wide.normalised, 240);
    keepStrokeCores(wide.normalised, wide.width, wide.height, narrow, -1, NO_WIDE);
    expect([...narrow.subarray(4 * wide.width, 5 * wide.width)]).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
    const thin = line([255, 255, 203, 175, 203, 255, 255]);
    const thinMask = maskBelow(thin.normalised, 240);
    keepStrokeCores(thin.normalised, thin.width, thin.height, thinMask, -1);
    expect([...thinMask.subarray(4 * thin.width, 5 * thin.width)]).toEqual([0, 0, 0, 1, 0, 0, 0]);
  });
});

/** A one-pixel pen line stepping down one row every `run` columns, in the camera's 1-2-1 blur. */
function staircase(run: number, width = 40, height = 16, ink = 40) {
  const footprint = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) footprint[(2 + Math.floor(x / run)) * width + x] = 1;
  const normalised = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let covered = 0;
      for (let v = -1; v <= 1; v++) {
        for (let u = -1; u <= 1; u++) {
          const yy = Math.min(height - 1, Math.max(0, y + v));
          const xx = Math.min(width - 1, Math.max(0, x + u));
          covered += footprint[yy * width + xx] * (2 - Math.abs(u)) * (2 - Math.abs(v));
        }
      }
      normalised[y * width + x] = Math.round(255 - ((255 - ink) * covered) / 16);
    }
  }
  return { footprint, normalised, width, height };
}

describe('keepStrokeCores on a pen under two pixels', () => {
  test("a one-pixel diagonal keeps its footprint: the step's corner is not sure ink", () => {
    // The line's darkest pixels (the middle of each step) are half as dark as the ink, its ends
    // 7/16, each step's corner 5/16: half of the darkest ink in the picture makes the corner sure.
    const { footprint, normalised, width, height } = staircase(4);
    const sure = Math.floor(255 - (255 - Math.min(...normalised)) / 2);
    const mask = maskBelow(normalised, 240);
    expect(normalised[2 * width + 4]).toBeLessThanOrEqual(sure); // the first step's corner
    keepStrokeCores(normalised, width, height, mask, sure);
    let extra = 0;
    let missing = 0;
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        if (mask[i] && !footprint[i]) extra++;
        if (!mask[i] && footprint[i]) missing++;
      }
    }
    expect(missing).toBe(0);
    expect(extra).toBe(0);
  });

  test('a two-pixel stroke keeps its sure edges: its cores are two pixels thick', () => {
    // Edge pixels 0.68 as dark as the middle; no 5 × 5 window holds nine cores beside a
    // stroke this short, so only the sure level keeps them.
    const { normalised, width, height } = line([255, 230, 170, 130, 130, 170, 230, 255], 4);
    const mask = maskBelow(normalised, 240);
    keepStrokeCores(normalised, width, height, mask, 200);
    expect([...mask.subarray(width, 2 * width)]).toEqual([0, 0, 1, 1, 1, 1, 0, 0]);
  });
});

describe('onePixelCoreShare', () => {
  test('a one-pixel line is one: two pixels across, its blur has left the paper', () => {
    const { footprint, normalised, width, height } = staircase(4);
    expect(onePixelCoreShare(normalised, footprint, width, height)).toBeGreaterThan(0.9);
  });

  test('a 3 px pen blurred twice is not, though its core is one pixel (a third of it two out)', () => {
    // [1 4 6 4 1] / 16 twice across three pixels: 1, 5, 11, 15, 11, 5, 1 sixteenths; only the
    // middle row is at least cores.coreShare as dark as its darkest neighbour.
    const { normalised, width, height } = line(
      [1, 5, 11, 15, 11, 5, 1].map((c) => Math.round(255 - (c * 200) / 16)),
      9,
    );
    const cores = Uint8Array.from(normalised, (_, i) => (i % width === 3 ? 1 : 0));
    expect(onePixelCoreShare(normalised, cores, width, height)).toBe(0);
    // Single blurred, the same core with paper two pixels out is a one-pixel line.
    const thin = line([255, 255, 205, 155, 205, 255, 255], 9);
    expect(onePixelCoreShare(thin.normalised, cores, thin.width, thin.height)).toBe(1);
  });
});

describe('keepStrokeCores from the ink blocks', () => {
  test('clears the same pixels as the whole-mask walk, with either kernels', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 71 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: -1, max: 200 }),
        fc.integer({ min: 3, max: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, seed, sure, wideCores, fineShare) => {
          let s = seed;
          const next = (n: number) => {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            return (s >>> 16) % n;
          };
          // Paper with grain, blurred lines one to three pixels wide, dark specks.
          const normalised = new Uint8Array(width * height);
          for (let i = 0; i < normalised.length; i++) normalised[i] = 215 + next(41);
          for (let k = next(4); k > 0; k--) {
            const x0 = next(width);
            const profile = [190, 120 - next(60), next(3) > 0 ? 110 : 200, 185];
            for (let y = 0; y < height; y++) {
              profile.forEach((v, dx) => {
                const x = x0 + dx + ((y * next(2)) >> 3);
                if (x < width) normalised[y * width + x] = Math.min(normalised[y * width + x], v);
              });
            }
          }
          for (let k = next(20); k > 0; k--) normalised[next(normalised.length)] = next(200);
          const mask = maskBelow(normalised, 205);
          const settings = { ...ENHANCED_PARAMS.cores, wideCores, thinCoreShare: fineShare };
          const reference = new Uint8Array(mask);
          const cleared = referenceStrokeCores(
            normalised,
            width,
            height,
            reference,
            sure,
            settings,
          );
          for (const kernels of [null, wasm]) {
            const walked = new Uint8Array(mask);
            const blocks = nonZeroBlocks(walked, 0, kernels);
            expect(keepStrokeCores(normalised, width, height, walked, sure, settings, blocks)).toBe(
              cleared,
            );
            expect(walked).toEqual(reference);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  test('the one-pixel core share from the ink blocks equals the whole-mask count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 71 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (width, height, seed) => {
          let s = seed;
          const next = (n: number) => {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            return (s >>> 16) % n;
          };
          const normalised = Uint8Array.from({ length: width * height }, () => next(256));
          // Cores (1) and other marks (2-4) as keepStrokeCores leaves them.
          const mask = Uint8Array.from(normalised, (v) => (v < 90 ? 1 : v < 120 ? 1 + next(4) : 0));
          const share = referenceOnePixelCoreShare(normalised, mask, width, height, 0.25);
          for (const kernels of [null, wasm]) {
            const blocks = nonZeroBlocks(mask, 0, kernels);
            expect(onePixelCoreShare(normalised, mask, width, height, 0.25, blocks)).toBe(share);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
