import { describe, expect, it } from 'vitest';
import { isLanguage, matchLanguage } from './languages.ts';

describe('matchLanguage', () => {
  it('takes the first preferred language we speak', () => {
    expect(matchLanguage(['it-IT', 'fr-CA', 'de'])).toBe('fr');
    expect(matchLanguage(['de-AT', 'en'])).toBe('de');
    expect(matchLanguage(['es-419'])).toBe('es');
    expect(matchLanguage(['EN-gb', 'fr'])).toBe('en');
  });

  it('reads every Chinese tag as the Simplified Chinese we have', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans-CN', 'zh-TW', 'zh_SG'])
      expect(matchLanguage([tag])).toBe('zh-CN');
  });

  it('falls back to English', () => {
    expect(matchLanguage([])).toBe('en');
    expect(matchLanguage(['ja', 'ko-KR', ''])).toBe('en');
  });
});

describe('isLanguage', () => {
  it('knows exactly our five tags', () => {
    expect(['en', 'es', 'fr', 'de', 'zh-CN'].every(isLanguage)).toBe(true);
    expect(['zh', 'EN', 'pt', null, 3].some(isLanguage)).toBe(false);
  });
});
