import { expect, it } from 'vitest';
import {
  FONT_CHOICES,
  LATIN_UNICODE_RANGE,
  coveredByFonts,
  fontFamilyList,
} from './font-choices.ts';

it('offers four fonts under families of our own', () => {
  expect(FONT_CHOICES.map((font) => font.name)).toEqual([
    'Dancing Script',
    'Caveat',
    'Great Vibes',
    'Sacramento',
  ]);
  for (const font of FONT_CHOICES) expect(font.family).toBe(`InkLift ${font.name}`);
  expect(fontFamilyList('caveat')).toBe('"InkLift Caveat", system-ui, sans-serif');
});

it('tells which names the Latin subset writes and which need the system font', () => {
  expect(coveredByFonts('')).toBe(true);
  expect(coveredByFonts('Ada Lovelace')).toBe(true);
  expect(coveredByFonts('José Müller-Øre')).toBe(true);
  expect(coveredByFonts('张伟')).toBe(false);
  expect(coveredByFonts('Wei 张')).toBe(false);
  expect(coveredByFonts('Łukasz')).toBe(false); // Latin Extended-A: not in the subset
  expect(coveredByFonts('Ελένη')).toBe(false);
});

it('declares the subset’s range as @fontsource does', () => {
  expect(LATIN_UNICODE_RANGE.startsWith('U+0000-00FF, U+0131, U+0152-0153')).toBe(true);
  expect(LATIN_UNICODE_RANGE.endsWith('U+FEFF, U+FFFD')).toBe(true);
});
