// The learned ink decision's stage (ink-stage.ts; measured in scripts/learned, not in the product):
// it sees the rules' final mask and that mask's ink as dark as the ink's median, and its result
// is the clean's output.
import { describe, expect, test } from 'vitest';
import { renderImage, seeded } from '../lib/synthetic/generate.ts';
import { CONDITIONS } from '../lib/synthetic/conditions.ts';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import { decideInk, inkStage } from './ink-stage.ts';

describe('decideInk', () => {
  test('gives the decision the final mask and its dark ink, and keeps what it writes', () => {
    const normalised = Uint8Array.from([10, 200, 10, 255, 90, 100]);
    const mask = Uint8Array.from([1, 1, 0, 0, 1, 1]);
    const seen: number[][] = [];
    const count = decideInk(normalised, 3, 2, mask, 90, (norm, w, h, before, dark) => {
      seen.push([...before], [...dark], [w, h]);
      expect(norm).toBe(normalised);
      dark[1] = 1; // the decision's own result: pixels 0, 1 and 4
    });
    expect(seen).toEqual([
      [1, 1, 0, 0, 1, 1],
      [1, 0, 0, 0, 1, 0],
      [3, 2],
    ]);
    expect([...mask]).toEqual([1, 1, 0, 0, 1, 0]);
    expect(count).toBe(3);
  });
});

describe('the ink decision in the enhanced cleaner', () => {
  const random = seeded(4242);
  const { data, width, height } = renderImage('plain', 'plain', CONDITIONS.plain(random), random);

  test('a decision that keeps the final mask changes nothing; one that clears it leaves no ink', () => {
    const rules = cleanEnhanced(data, width, height);
    let calls = 0;
    const kept = cleanEnhanced(
      data,
      width,
      height,
      {},
      inkStage((_n, _w, _h, before, out) => {
        calls++;
        out.set(before);
      }),
    );
    expect(calls).toBe(1);
    expect(rules.inkPixels).toBeGreaterThan(100);
    expect(kept.inkPixels).toBe(rules.inkPixels);
    expect(Buffer.from(kept.data).equals(Buffer.from(rules.data))).toBe(true);
    const cleared = cleanEnhanced(
      data,
      width,
      height,
      {},
      inkStage((_n, _w, _h, _before, out) => out.fill(0)),
    );
    expect(cleared.inkPixels).toBe(0);
    expect(cleared.data.some((v, i) => i % 4 === 3 && v > 0)).toBe(false);
  });
});
