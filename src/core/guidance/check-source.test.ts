import { describe, expect, test } from 'vitest';
import { checkSource } from './check-source.ts';
import { gaussianBlur, syntheticFrame, type Frame } from './synthetic-frame.test-helper.ts';

const check = (f: Frame) => checkSource(f.data, f.width, f.height);

describe('checkSource: the live judge on a still picture', () => {
  const signature = syntheticFrame({ width: 768, height: 256 });
  test('a sharp signature: neither blank nor blurry', () => {
    expect(check(signature)).toEqual({ empty: false, blurry: false });
  });
  test('out of focus (σ 5 px): blurry, not blank', () => {
    expect(check(gaussianBlur(signature, 5))).toEqual({ empty: false, blurry: true });
  });
  test('blank paper: blank', () => {
    expect(check(syntheticFrame({ width: 768, height: 256, blank: true }))).toEqual({
      empty: true,
      blurry: false,
    });
  });
  test('too small to judge: no verdict', () => {
    expect(checkSource(new Uint8ClampedArray(40 * 10 * 4), 40, 10)).toBeNull();
  });
});
