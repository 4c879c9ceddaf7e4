import { expect, test } from 'vitest';
import { dateStampSize, dateStampText, documentLocale } from './date-stamp.ts';

const day = new Date(2026, 10, 23);

test('writes the date in the locale given', () => {
  expect(dateStampText('en-US', day)).toBe('November 23, 2026');
  expect(dateStampText('de-DE', day)).toBe('23. November 2026');
  expect(dateStampText('fr', day)).toBe('23 novembre 2026');
});

test('falls back to the ISO date where Helvetica has no glyphs for the script', () => {
  expect(dateStampText('ja-JP', day)).toBe('2026-11-23');
  expect(dateStampText('ru', day)).toBe('2026-11-23');
});

test("prefers the document's language tag, when it is one", () => {
  expect(documentLocale('de-de', 'en-US')).toBe('de-DE');
  expect(documentLocale('', 'en-GB')).toBe('en-GB');
  expect(documentLocale('not a tag!', 'en-GB')).toBe('en-GB');
  expect(documentLocale(undefined, 'fr')).toBe('fr');
});

test('the date scales with the signature within readable bounds', () => {
  expect(dateStampSize(40).fontSize).toBeCloseTo(11.2);
  expect(dateStampSize(5).fontSize).toBe(7);
  expect(dateStampSize(400).fontSize).toBe(14);
});
