// Every translation has every text of the English catalog, in the same shape, and every text
// with placeholders uses the same ones: a function's output must change when (and only when)
// the English one changes with that argument, and never show "undefined" where English does not.
import { describe, expect, it } from 'vitest';
import { englishCatalog } from './english.ts';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import { loadCatalog } from '../../i18n/locales/load.ts';

type Text = (...args: unknown[]) => string;

/** Arguments that avoid the singular (1) and zero, which many texts treat apart. */
const base = (arity: number) => Array.from({ length: arity }, (_, i) => 5 + i);

function compare(english: unknown, translated: unknown, path: string, problems: string[]) {
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);
  if (kind(english) !== kind(translated)) {
    problems.push(`${path}: ${kind(translated)} instead of ${kind(english)}`);
    return;
  }
  if (typeof english === 'string') {
    if ((translated as string).trim() === '') problems.push(`${path}: empty`);
  } else if (typeof english === 'function') {
    compareTexts(english as Text, translated as Text, path, problems);
  } else if (Array.isArray(english)) {
    const list = translated as unknown[];
    if (list.length !== english.length)
      problems.push(`${path}: ${list.length} items instead of ${english.length}`);
    english.forEach((item, i) => compare(item, list[i], `${path}[${i}]`, problems));
  } else if (english && typeof english === 'object') {
    const other = translated as Record<string, unknown>;
    for (const key of Object.keys(other))
      if (!(key in english)) problems.push(`${path}.${key}: not in English`);
    for (const [key, value] of Object.entries(english))
      if (!(key in other)) problems.push(`${path}.${key}: missing`);
      else compare(value, other[key], `${path}.${key}`, problems);
  }
}

function compareTexts(english: Text, translated: Text, path: string, problems: string[]) {
  const arity = Math.max(english.length, translated.length, 1);
  const args = base(arity);
  const shown = translated(...args);
  if (typeof shown !== 'string' || shown.trim() === '') problems.push(`${path}(): no text`);
  for (const [label, call] of [
    ['()', (f: Text) => f()],
    ['(…)', (f: Text) => f(...args)],
  ] as const) {
    const bad = /undefined|NaN|null|\[object/;
    if (!bad.test(call(english)) && bad.test(call(translated)))
      problems.push(`${path}${label}: shows ${call(translated)}`);
  }
  for (let i = 0; i < arity; i++) {
    const changed = args.map((value, j) => (j === i ? value + 10 : value));
    const englishUses = english(...args) !== english(...changed);
    const translationUses = shown !== translated(...changed);
    if (englishUses !== translationUses)
      problems.push(
        `${path}: argument ${i + 1} ${englishUses ? 'unused' : 'used, but not in English'}`,
      );
  }
}

describe('translations', () => {
  const others = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

  it.each(others)('%s has every English text, with the same placeholders', async (language) => {
    const catalog = await loadCatalog[language]();
    const problems: string[] = [];
    compare(englishCatalog, catalog, language, problems);
    expect(problems).toEqual([]);
  });

  it.each(others)('%s is translated, not a copy of the English', async (language) => {
    const catalog = await loadCatalog[language]();
    const pairs: [string, string][] = [];
    const collect = (english: unknown, translated: unknown) => {
      if (typeof english === 'string') pairs.push([english, translated as string]);
      else if (english && typeof english === 'object')
        for (const [key, value] of Object.entries(english))
          collect(value, (translated as Record<string, unknown>)[key]);
    };
    collect(englishCatalog, catalog);
    const same = pairs.filter(
      ([english, translated]) => english === translated && /[a-z]{4}/.test(english),
    );
    // Names and formats may stay (InkLift, PDF, FAQ, 1:1); sentences may not.
    expect(same.filter(([english]) => english.includes(' ')).map(([english]) => english)).toEqual(
      [],
    );
  });

  it('the checks catch a missing key, an extra key and a dropped placeholder', () => {
    const problems: string[] = [];
    compare(
      { a: 'A', b: { c: (n: number) => `${n} pages`, d: (where: string) => `in the ${where}` } },
      { b: { c: () => 'some pages', d: (where: string) => `im ${where}`, e: 'extra' } },
      'xx',
      problems,
    );
    expect(problems).toEqual([
      'xx.a: missing',
      'xx.b.e: not in English',
      'xx.b.c: argument 1 unused',
    ]);
  });
});
