import { expect, test } from 'vitest';
import { maxInt, minInt } from './branchless.ts';

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
