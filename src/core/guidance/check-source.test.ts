import { describe, expect, test } from 'vitest';
import { checkSource, unreadable } from './check-source.ts';
import { paperGrain } from './paper-grain.ts';
import { sampleGrey } from './grey-sample.ts';
import {
  boxBlur,
  gaussianBlur,
  syntheticFrame,
  withNoise,
  type Frame,
} from './synthetic-frame.test-helper.ts';

const check = (f: Frame) => checkSource(f.data, f.width, f.height);

describe('checkSource: the live judge on a still picture', () => {
  const signature = syntheticFrame({ width: 768, height: 256 });
  test('a sharp signature: neither blank nor blurry, and it can be read', () => {
    expect(check(signature)).toEqual({ empty: false, blurry: false, unreadable: null });
  });
  test('out of focus (σ 5 px): blurry, not blank', () => {
    expect(check(gaussianBlur(signature, 5))).toMatchObject({ empty: false, blurry: true });
  });
  test('blank paper: blank, and nothing says it is unreadable', () => {
    expect(check(syntheticFrame({ width: 768, height: 256, blank: true }))).toEqual({
      empty: true,
      blurry: false,
      unreadable: null,
    });
  });
  test('too small to judge: no verdict', () => {
    expect(checkSource(new Uint8ClampedArray(40 * 10 * 4), 40, 10)).toBeNull();
  });
});

describe('checkSource: too dark or too blurred to read', () => {
  const signature = syntheticFrame({ width: 768, height: 256 });
  test('slightly soft (σ 1.5 px) or grainy as a dim room is (± 8 levels): readable', () => {
    expect(check(gaussianBlur(signature, 1.5))?.unreadable).toBeNull();
    expect(check(withNoise(signature, 8, 3))?.unreadable).toBeNull();
  });
  test('dim but clean (paper at 60): readable, the cleaners cope', () => {
    const dim = syntheticFrame({ width: 768, height: 256, paper: 60, ink: 15, noise: 2 });
    expect(check(dim)?.unreadable).toBeNull();
  });
  test('near darkness brought up by the camera (grain ± 60 levels): too dark', () => {
    const night = syntheticFrame({ width: 768, height: 256, paper: 190, ink: 110, noise: 60 });
    expect(check(night)?.unreadable).toBe('tooDark');
  });
  test('almost black, signature or not: too dark, never "no signature"', () => {
    const black = syntheticFrame({ width: 768, height: 256, paper: 24, ink: 8, noise: 2 });
    expect(check(black)?.unreadable).toBe('tooDark');
    const dark = syntheticFrame({ width: 768, height: 256, paper: 50, noise: 2, blank: true });
    expect(check(dark)).toMatchObject({ empty: true, unreadable: 'tooDark' });
  });
  test('far out of focus (σ 8 px) or shaken (a 25 px smear): too blurred', () => {
    expect(check(gaussianBlur(signature, 8))?.unreadable).toBe('tooBlurred');
    expect(check(boxBlur(signature, 25, true))?.unreadable).toBe('tooBlurred');
  });
});

describe('unreadable: the rule on measures', () => {
  const good = { paperLevel: 220, contrast: 80, edgeWidth: 2.5 };
  test('each limit on its own', () => {
    expect(unreadable(good, false, 2)).toBeNull();
    expect(unreadable({ ...good, paperLevel: 31 }, false, 2)).toBe('tooDark');
    expect(unreadable(good, false, 80 / 6 + 0.1)).toBe('tooDark');
    expect(unreadable(good, false, 80 / 6)).toBeNull();
    expect(unreadable({ ...good, edgeWidth: 6.75 }, false, 2)).toBe('tooBlurred');
    expect(unreadable({ ...good, edgeWidth: 6.5 }, false, 2)).toBeNull();
    expect(unreadable({ ...good, edgeWidth: NaN }, false, 2)).toBe('tooBlurred');
  });
  test('wide edges on strokes that kept their depth (a bold marker): readable', () => {
    expect(unreadable({ ...good, contrast: 98, edgeWidth: 8 }, false, 2)).toBe('tooBlurred');
    expect(unreadable({ ...good, contrast: 99, edgeWidth: 8 }, false, 2)).toBeNull();
  });
  test('an empty picture: too dark only on dark paper (the ink may be there unseen)', () => {
    expect(unreadable({ ...good, contrast: 0, edgeWidth: NaN }, true, 2)).toBeNull();
    expect(unreadable({ paperLevel: 80, contrast: 0, edgeWidth: NaN }, true, 2)).toBe('tooDark');
  });
});

describe('paperGrain', () => {
  test('flat paper has none; uniform noise ± a measures about its σ (a ÷ √3)', () => {
    const flat = syntheticFrame({ width: 640, height: 160, blank: true, noise: 0 });
    const s = sampleGrey(flat.data, flat.width, flat.height);
    expect(paperGrain(s, new Uint8Array(s.grey.length))).toBe(0);
    const grainy = syntheticFrame({ width: 640, height: 160, blank: true, noise: 30 });
    const g = sampleGrey(grainy.data, grainy.width, grainy.height);
    expect(paperGrain(g, new Uint8Array(g.grey.length))).toBeGreaterThan(13);
    expect(paperGrain(g, new Uint8Array(g.grey.length))).toBeLessThan(23);
  });
  test('ink is left out', () => {
    const flat = syntheticFrame({ width: 640, height: 160, blank: true, noise: 0 });
    const s = sampleGrey(flat.data, flat.width, flat.height);
    for (let i = 0; i < s.grey.length; i += 2) s.grey[i] = 0;
    const ink = s.grey.map((v) => (v === 0 ? 1 : 0));
    expect(paperGrain(s, ink)).toBe(0);
    expect(paperGrain(s, new Uint8Array(s.grey.length))).toBeGreaterThan(100);
  });
});
