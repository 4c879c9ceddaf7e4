import { describe, expect, test } from 'vitest';
import { resultHints } from './result-hints.ts';
import { maskOf } from './correct-fixtures.test-helper.ts';

describe('resultHints', () => {
  test('a ruled line or a margin kept across the picture is a line', () => {
    expect(resultHints(maskOf(300, 200, [[10, 100, 250, 102]]), 300, 200).lines).toBe(true);
    expect(resultHints(maskOf(300, 200, [[40, 0, 42, 190]]), 300, 200).lines).toBe(true);
  });

  test('a signature’s strokes are not, nor a line across too small a picture', () => {
    const strokes = maskOf(300, 200, [
      [10, 50, 80, 54],
      [100, 90, 170, 94],
      [190, 130, 260, 134],
    ]);
    expect(resultHints(strokes, 300, 200).lines).toBe(false);
    expect(resultHints(maskOf(100, 40, [[0, 20, 100, 22]]), 100, 40).lines).toBe(false);
  });
});
