// The trained decisions are handed to a clean, not installed anywhere: each object decodes its
// nets on their first use, once.
import { expect, test } from 'vitest';
import { decodeBlurNet } from './blur-net-weights.ts';
import { decodeCoreNet } from './core-net-weights.ts';
import { trainedDecisions } from './trained-nets.ts';

const decoded = { blur: 0, core: 0 };
const nets = {
  blur: () => {
    decoded.blur++;
    return decodeBlurNet();
  },
  core: () => {
    decoded.core++;
    return decodeCoreNet();
  },
};

const run = (decision: ReturnType<typeof trainedDecisions>['blur']) => {
  const size = 4;
  const mask = new Uint8Array(size * size);
  decision(new Uint8Array(size * size), size, size, mask.slice().fill(1), mask);
};

test('each net is decoded on its decision’s first use, once per object', () => {
  const learned = trainedDecisions(nets);
  expect(decoded).toEqual({ blur: 0, core: 0 });
  run(learned.blur);
  run(learned.blur);
  expect(decoded).toEqual({ blur: 1, core: 0 });
  run(learned.core);
  run(learned.core);
  expect(decoded).toEqual({ blur: 1, core: 1 });
  // Another object is another lifetime: nothing of the first is shared.
  run(trainedDecisions(nets).blur);
  expect(decoded.blur).toBe(2);
});
