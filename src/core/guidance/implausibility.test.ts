import { describe, expect, test } from 'vitest';
import { IMPLAUSIBLE_INK_SHARE, implausibility, TOO_LITTLE_INK_SHARE } from './implausibility.ts';

describe('implausibility', () => {
  test('a signature-like share of ink is plausible', () => {
    expect(implausibility(0.04)).toBeNull();
    expect(implausibility(TOO_LITTLE_INK_SHARE)).toBeNull();
    expect(implausibility(IMPLAUSIBLE_INK_SHARE)).toBeNull();
  });

  test('most of the picture as ink is too much', () => {
    expect(implausibility(IMPLAUSIBLE_INK_SHARE + 0.01)).toBe('tooMuchInk');
    expect(implausibility(1)).toBe('tooMuchInk');
  });

  test('almost no ink is too little, and none at all', () => {
    expect(implausibility(TOO_LITTLE_INK_SHARE / 2)).toBe('tooLittleInk');
    expect(implausibility(0)).toBe('tooLittleInk');
  });
});
