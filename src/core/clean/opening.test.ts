// The spec's 3×3 opening (erosion then dilation on packed bit masks), by its properties and
// against the plain reference.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { countBits, createBitMask, dilate3x3, erode3x3 } from './bit-mask.ts';
import { referenceMaskOpen } from './reference-clean.test-helper.ts';

function toBitMask(mask: Uint8Array, width: number, height: number) {
  const packed = createBitMask(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) packed.bits[y * packed.stride + (x >>> 5)] |= 1 << (x & 31);
    }
  }
  return packed;
}

function fromBitMask(packed: ReturnType<typeof createBitMask>) {
  const { width, height, stride, bits } = packed;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      mask[y * width + x] = (bits[y * stride + (x >>> 5)] >>> (x & 31)) & 1;
  }
  return mask;
}

const open = (mask: Uint8Array, width: number, height: number) =>
  fromBitMask(dilate3x3(erode3x3(toBitMask(mask, width, height))));

describe('the 3×3 opening (properties)', () => {
  const maskArb = fc
    .record({ width: fc.integer({ min: 1, max: 70 }), height: fc.integer({ min: 1, max: 40 }) })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        mask: fc.uint8Array({
          minLength: width * height,
          maxLength: width * height,
          min: 0,
          max: 1,
        }),
      }),
    );

  test('matches the plain reference', () => {
    fc.assert(
      fc.property(maskArb, ({ width, height, mask }) => {
        expect(Array.from(open(mask, width, height))).toEqual(
          Array.from(referenceMaskOpen(mask, width, height)),
        );
      }),
      { numRuns: 300 },
    );
  });

  test('never adds ink and is idempotent', () => {
    fc.assert(
      fc.property(maskArb, ({ width, height, mask }) => {
        const once = open(mask, width, height);
        for (let i = 0; i < mask.length; i++) expect(once[i] <= mask[i]).toBe(true);
        expect(Array.from(open(once, width, height))).toEqual(Array.from(once));
      }),
      { numRuns: 300 },
    );
  });

  test('keeps every solid 3×3 block', () => {
    fc.assert(
      fc.property(maskArb, ({ width, height, mask }) => {
        const once = open(mask, width, height);
        for (let y = 0; y + 2 < height; y++) {
          for (let x = 0; x + 2 < width; x++) {
            let solid = true;
            for (let i = 0; i < 9; i++)
              if (!mask[(y + ((i / 3) | 0)) * width + x + (i % 3)]) solid = false;
            if (!solid) continue;
            for (let i = 0; i < 9; i++)
              expect(once[(y + ((i / 3) | 0)) * width + x + (i % 3)]).toBe(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('removes every blob smaller than 3×3 that does not touch the border', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 60 }),
        fc.integer({ min: 8, max: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(),
        (width, height, bw, bh, where) => {
          fc.pre(bw < 3 || bh < 3);
          const mask = new Uint8Array(width * height);
          const x0 = 1 + (where % (width - bw - 1));
          const y0 = 1 + ((where >>> 8) % (height - bh - 1));
          for (let y = y0; y < y0 + bh; y++)
            for (let x = x0; x < x0 + bw; x++) mask[y * width + x] = 1;
          expect(countBits(dilate3x3(erode3x3(toBitMask(mask, width, height))))).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
