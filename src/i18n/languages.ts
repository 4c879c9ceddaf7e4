// The languages InkLift speaks, and how the browser's preferred languages pick one.

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the source texts and of the pre-rendered pages. */
export const SOURCE_LANGUAGE = 'en' satisfies Language;

/** Each language's name in itself, as the switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'zh-CN': '简体中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages (BCP 47 tags, most wanted first) that we
 * speak: an exact tag or its primary subtag, so "de-AT" is German and every Chinese tag is
 * Simplified Chinese (the one Chinese we have). English when none matches.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'zh') return 'zh-CN';
    const match = LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return SOURCE_LANGUAGE;
}
