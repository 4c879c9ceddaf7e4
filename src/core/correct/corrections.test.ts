import { describe, expect, test } from 'vitest';
import { applyCorrections, type Correction } from './corrections.ts';
import { countInk, inkAt, inkRect, maskOf, paperPicture } from './correct-fixtures.test-helper.ts';

describe('applyCorrections', () => {
  const picture = () => {
    const p = paperPicture(200, 80, [236, 234, 228], 100, 0.4);
    inkRect(p, 20, 30, 180, 34, [0.7, 0.85, 0.75]);
    return p;
  };

  test('no edits: the clean as it was, copied', () => {
    const clean = maskOf(200, 80, [[5, 5, 10, 10]]);
    const result = applyCorrections(clean, picture(), []);
    expect(result.data).not.toBe(clean);
    expect(result.data).toEqual(clean);
    expect(result.inkPixels).toBe(25);
  });

  test('a pick replaces the cleaner’s decision; later edits apply on top, in order', () => {
    const source = picture();
    const empty = new Uint8ClampedArray(200 * 80 * 4);
    const edits: Correction[] = [
      { kind: 'brush', mode: 'erase', points: [50, 32], radius: 4 },
      { kind: 'ink', x: 150, y: 32, reach: 5 },
      { kind: 'notInk', x: 5, y: 5, reach: 3 },
    ];
    const result = applyCorrections(empty, source, edits);
    expect(inkAt(result.data, 200, 150, 32)).toBe(true);
    expect(inkAt(result.data, 200, 50, 32)).toBe(false);
    expect(result.inkPixels).toBeLessThan(160 * 4);
    expect(result.inkPixels).toBeGreaterThan(160 * 4 - 50);
    expect(result.idle).toEqual([2]); // nothing to remove at 5,5
    expect(countInk(result.data)).toBe(result.inkPixels);
  });

  test('a pick on paper changes nothing and says so', () => {
    const clean = maskOf(200, 80, [[5, 5, 10, 10]]);
    const result = applyCorrections(clean, picture(), [{ kind: 'ink', x: 60, y: 70, reach: 4 }]);
    expect(result.idle).toEqual([0]);
    expect(result.inkPixels).toBe(25);
  });

  test('refuses a clean of another size', () => {
    expect(() => applyCorrections(new Uint8ClampedArray(4), picture(), [])).toThrow(/200×80/);
  });
});

test('the keyed mask is made once for the same picks: a later brush stroke starts from it', () => {
  const p = paperPicture(200, 80);
  inkRect(p, 20, 30, 180, 34, [0.7, 0.85, 0.75]);
  const source: Parameters<typeof applyCorrections>[1] = { ...p };
  const pick: Correction = { kind: 'ink', x: 100, y: 32, reach: 5 };
  const first = applyCorrections(new Uint8ClampedArray(200 * 80 * 4), source, [pick]);
  const keyed = source.keyed!.data;
  const erase: Correction = { kind: 'brush', mode: 'erase', points: [100, 32], radius: 3 };
  const second = applyCorrections(new Uint8ClampedArray(200 * 80 * 4), source, [pick, erase]);
  expect(source.keyed!.data).toBe(keyed); // not made again
  expect(second.inkPixels).toBeLessThan(first.inkPixels);
  expect(countInk(keyed)).toBe(first.inkPixels); // the kept mask is never drawn on
});
