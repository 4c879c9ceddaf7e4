// The learned blur decision's kernel gives exactly the TypeScript reference's float32 bits:
// random nets (random weights, dilations), random windows of odd sizes and rects; and the
// tiled decision equals one computed on the whole image at once, with either.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  blurLayers,
  learnedBlurDecision,
  logitAt,
  radii,
  type BlurNet,
} from '../core/clean/enhanced/learned/blur-net.ts';
import { wasm } from './kernel-check.test-helper.ts';

/** A random 12-channel net with `inputs` inputs and the given dilations. */
function randomNet(seed: number, dilations: number[], inputs = 3): BlurNet {
  let s = seed >>> 0 || 1;
  const random = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) / 2 ** 32 - 0.5) * 0.8;
  };
  const layers = dilations.map((dilation, k) => {
    const cin = k === 0 ? inputs : 12;
    return { inputs: cin, dilation, data: Float32Array.from({ length: 12 + cin * 108 }, random) };
  });
  return { inputs, channels: 12, layers, out: Float32Array.from({ length: 13 }, random) };
}

const bits = (values: Float32Array) =>
  new Uint32Array(values.buffer, values.byteOffset, values.length);

describe('blurLayers kernel', () => {
  test('gives the reference bits on random nets, windows and rects', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 23 }),
        fc.integer({ min: 1, max: 19 }),
        (seed, dilations, w, h) => {
          const net = randomNet(seed, dilations);
          const { radius } = radii(net);
          const pitch = w + 2 * radius;
          const rows = h + 2 * radius;
          const input = Float32Array.from({ length: pitch * rows * 3 }, (_, i) =>
            Math.fround(((i * 2654435761) % 1000) / 1000 - 0.3),
          );
          const rects = new Int32Array(4 * dilations.length);
          const { after } = radii(net);
          after.forEach((r, k) =>
            rects.set([radius - r, radius - r, radius + w + r, radius + h + r], 4 * k),
          );
          const reference = blurLayers(net, input, pitch, rows, rects);
          const kernel = wasm.blurLayers(net, input, pitch, rows, rects);
          expect(bits(kernel)).toEqual(bits(reference));
        },
      ),
      { numRuns: 40 },
    );
  });

  test('the tiled decision is the whole image computed at once, with the kernel or without', () => {
    const net = randomNet(7, [1, 1, 2, 4, 8]);
    const [width, height] = [157, 131];
    const normalised = Uint8Array.from({ length: width * height }, (_, i) => (i * 37) % 256);
    const before = Uint8Array.from(normalised, (v, i) => (v < 120 && i % 7 !== 0 ? 1 : 0));
    const cut = Uint8Array.from(before, (v, i) => (v === 1 && i % 3 !== 0 ? 1 : 0));
    // The whole image as one window (radius 16 of zeros around it), every layer everywhere.
    const { radius } = radii(net);
    const pitch = width + 2 * radius;
    const rows = height + 2 * radius;
    const input = new Float32Array(pitch * rows * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const at = ((y + radius) * pitch + x + radius) * 3;
        input.set([(255 - normalised[i]) / 255, before[i], cut[i]], at);
      }
    const rects = new Int32Array(4 * 5);
    for (let k = 0; k < 5; k++) rects.set([radius, radius, radius + width, radius + height], 4 * k);
    const whole = blurLayers(net, input, pitch, rows, rects);
    const expected = Uint8Array.from(before, (v, i) => {
      const at = ((Math.floor(i / width) + radius) * pitch + (i % width) + radius) * 12;
      return v === 1 && logitAt(net, whole, at) > 0 ? 1 : 0;
    });
    for (const layers of [blurLayers, wasm.blurLayers]) {
      const mask = cut.slice();
      learnedBlurDecision(net, 0, layers)(normalised, width, height, before, mask);
      expect(mask).toEqual(expected);
    }
    expect(expected.some((v, i) => v !== cut[i])).toBe(true);
  });
});
