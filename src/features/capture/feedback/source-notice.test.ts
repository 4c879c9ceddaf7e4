import { describe, expect, test } from 'vitest';
import { sourceProblem } from './source-notice.tsx';

const sharp = { empty: false, blurry: false };
const blank = { empty: true, blurry: false };
const blurred = { empty: false, blurry: true };

describe('sourceProblem', () => {
  test('a capture of blank paper: no signature, whatever the result looks like', () => {
    expect(sourceProblem(blank, 'camera', true)).toBe('noSignature');
    expect(sourceProblem(blank, 'camera', false)).toBe('noSignature');
  });

  test('a photo judged blank: no signature only when its result looks wrong too', () => {
    expect(sourceProblem(blank, 'photo', true)).toBe('noSignature');
    expect(sourceProblem(blank, 'photo', false)).toBeNull();
  });

  test('blur is told of captures', () => {
    expect(sourceProblem(blurred, 'camera', false)).toBe('blurry');
    expect(sourceProblem(blurred, 'camera', true)).toBe('blurry');
    expect(sourceProblem(blurred, 'photo', false)).toBeNull();
  });

  test('a sharp signature, or no verdict, has nothing to tell', () => {
    expect(sourceProblem(sharp, 'camera', false)).toBeNull();
    expect(sourceProblem(null, 'camera', true)).toBeNull();
  });
});
