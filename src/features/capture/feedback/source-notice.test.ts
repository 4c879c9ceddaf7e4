import { describe, expect, test } from 'vitest';
import { sourceProblem } from './source-notice.tsx';

const sharp = { empty: false, blurry: false, unreadable: null };
const blank = { empty: true, blurry: false, unreadable: null };
const blurred = { empty: false, blurry: true, unreadable: null };
const dark = { empty: true, blurry: false, unreadable: 'tooDark' } as const;
const smeared = { empty: false, blurry: true, unreadable: 'tooBlurred' } as const;

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

  test('too dark or too blurred to read: said of captures and photos, before blank paper', () => {
    for (const kind of ['camera', 'photo'] as const) {
      for (const implausible of [true, false]) {
        expect(sourceProblem(dark, kind, implausible)).toBe('tooDark');
        expect(sourceProblem(smeared, kind, implausible)).toBe('tooBlurred');
      }
    }
  });
});
