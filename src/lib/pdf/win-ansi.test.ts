import { expect, test } from 'vitest';
import { UnwritableTextError, unwritableCharacters, writableLines } from './win-ansi.ts';

test('Latin-1 and the typographic marks of WinAnsi are writable', () => {
  expect(
    unwritableCharacters('Ada Lovelace, 12 rue de l’Église — Müller & Søn, 5 €, Œuvre'),
  ).toEqual([]);
  expect(unwritableCharacters('Señora Núñez: «sí» ¿ ß')).toEqual([]);
});

test('characters a standard font has no glyph for are named once each, in order', () => {
  expect(unwritableCharacters('Łukasz 张伟 张 🙂 ł')).toEqual(['Ł', '张', '伟', '🙂', 'ł']);
  expect(unwritableCharacters('a\u0301')).toEqual([]); // composes to á under NFC
  expect(unwritableCharacters('\u0000')).toEqual(['\u0000']);
});

test('lines split on any line break; tabs become spaces', () => {
  expect(writableLines('one\ttwo\r\nthree\nfour')).toEqual(['one two', 'three', 'four']);
});

test('unwritable text is refused with the characters and the field it was for', () => {
  let error: unknown;
  try {
    writableLines('王芳', 'applicant.name');
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(UnwritableTextError);
  expect((error as UnwritableTextError).characters).toEqual(['王', '芳']);
  expect((error as UnwritableTextError).field).toBe('applicant.name');
});
