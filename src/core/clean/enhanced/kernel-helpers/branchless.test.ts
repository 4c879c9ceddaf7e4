import { expect, test } from 'vitest';
import { maxInt, minInt, roundHalfUp } from './branchless.ts';

test('maxInt and minInt agree with Math.max and Math.min on every pair of bytes and beyond', () => {
  const values = [-70000, -256, -1];
  for (let v = 0; v < 256; v++) values.push(v);
  values.push(1020, 65025, 2 ** 30);
  for (const a of values) {
    for (const b of values) {
      if (maxInt(a, b) !== Math.max(a, b) || minInt(a, b) !== Math.min(a, b)) {
        expect([a, b, maxInt(a, b), minInt(a, b)]).toEqual([a, b, Math.max(a, b), Math.min(a, b)]);
      }
    }
  }
});

test('roundHalfUp is Math.round on halves, their neighbours, random values and the edge cases', () => {
  const check = (x: number) => {
    // -0 and 0 are one index: compared with ===.
    if (roundHalfUp(x) !== Math.round(x)) expect([x, roundHalfUp(x)]).toEqual([x, Math.round(x)]);
  };
  const next = (x: number, toward: number) => {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const bits = view.getBigInt64(0);
    if (x === 0) return toward > 0 ? Number.MIN_VALUE : -Number.MIN_VALUE;
    view.setBigInt64(0, bits + (x > 0 === toward > x ? 1n : -1n));
    return view.getFloat64(0);
  };
  for (let k = -20000; k <= 20000; k++) {
    const half = k / 2;
    let below = half;
    let above = half;
    for (let s = 0; s < 4; s++) {
      check(below);
      check(above);
      below = next(below, -Infinity);
      above = next(above, Infinity);
    }
    check(half + 1e-9);
    check(half - 1e-9);
  }
  for (const x of [
    0.49999999999999994,
    -0.49999999999999994,
    0.5000000000000001,
    -0.5000000000000001,
    2 ** 30 - 0.5,
    -(2 ** 30) + 0.5,
    2 ** 30 - 1,
    1e-300,
    -1e-300,
    0,
    -0,
  ]) {
    check(x);
  }
  let seed = 12345;
  for (let i = 0; i < 1_000_000; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) | 0;
    const x = (seed / 2 ** 31) * (i % 2 === 0 ? 300 : 2 ** 29);
    check(x);
  }
});
