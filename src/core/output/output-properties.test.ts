// Properties that hold for any ink: random blobs on random paper.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORE, PAPER, classifyPixels } from './pixel-classes.ts';
import { softenEdges } from './soft-edges.ts';
import { trimRect } from './trim.ts';

const W = 40;
const H = 30;

/** Rectangles of ink (as x, y, w, h) over noisy paper of some brightness. */
const scene = fc.record({
  boxes: fc.array(
    fc.tuple(
      fc.nat(W - 1),
      fc.nat(H - 1),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 8 }),
    ),
    { minLength: 1, maxLength: 6 },
  ),
  paper: fc.integer({ min: 120, max: 250 }),
  ink: fc.integer({ min: 0, max: 90 }),
  seed: fc.nat(),
});

interface Scene {
  boxes: [number, number, number, number][];
  paper: number;
  ink: number;
  seed: number;
}

function draw({ boxes, paper, ink, seed }: Scene) {
  const source = new Uint8ClampedArray(W * H * 4);
  const mask = new Uint8ClampedArray(W * H * 4);
  let s = seed;
  for (let i = 0; i < W * H; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    source.fill(paper + ((s >> 16) % 7) - 3, i * 4, i * 4 + 3);
    source[i * 4 + 3] = 255;
  }
  for (const [x0, y0, w, h] of boxes) {
    for (let y = y0; y < Math.min(H, y0 + h); y++) {
      for (let x = x0; x < Math.min(W, x0 + w); x++) {
        source.fill(ink, (y * W + x) * 4, (y * W + x) * 4 + 3);
        mask.set([ink, ink, ink, 255], (y * W + x) * 4);
      }
    }
  }
  return { source, mask };
}

describe('output properties', () => {
  it('soft edges: the core stays solid and nothing beyond the ring gains ink', () => {
    fc.assert(
      fc.property(scene, (input) => {
        const { source, mask } = draw(input);
        const classes = classifyPixels(mask, W, H);
        const out = softenEdges(source, mask, W, H);
        for (let i = 0; i < W * H; i++) {
          if (classes[i] === CORE) expect(out[i * 4 + 3]).toBe(255);
          if (classes[i] === PAPER)
            expect(out.subarray(i * 4, i * 4 + 4)).toEqual(new Uint8ClampedArray(4));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('trim: the rectangle lies inside the image; one piece of ink gets the same margin on every unclamped side', () => {
    fc.assert(
      fc.property(scene, (input) => {
        const { mask } = draw(input);
        const rect = trimRect(mask, W, H)!;
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(W);
        expect(rect.y + rect.height).toBeLessThanOrEqual(H);
        if (input.boxes.length !== 1) return;
        const [x, y, w, h] = input.boxes[0];
        const right = Math.min(W, x + w);
        const bottom = Math.min(H, y + h);
        const margins = [
          x - rect.x,
          y - rect.y,
          rect.x + rect.width - right,
          rect.y + rect.height - bottom,
        ];
        const clamped = [
          rect.x === 0,
          rect.y === 0,
          rect.x + rect.width === W,
          rect.y + rect.height === H,
        ];
        const free = margins.filter((_, k) => !clamped[k]);
        expect(new Set(free).size).toBeLessThanOrEqual(1);
        for (const m of margins) expect(m).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });
});
