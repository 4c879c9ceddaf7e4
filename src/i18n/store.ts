// The language in use: which one, and its texts once loaded. Components read it through
// useMessages (use-messages.ts); code outside React through messagesNow. English needs no
// loading (each feature's English texts ship with the feature); another language's texts
// arrive as one chunk before the switch happens, so a screen never mixes two languages.
import { isLanguage, matchLanguage, SOURCE_LANGUAGE, type Language } from './languages.ts';
import type { Translations } from './namespaces.ts';

export interface LanguageState {
  language: Language;
  /** The texts of `language`; null for English, whose texts are the modules' own. */
  catalog: Translations | null;
}

/** Fetches one language's texts (its chunk); given by the app, which knows every namespace. */
export type TranslationLoader = (
  language: Exclude<Language, typeof SOURCE_LANGUAGE>,
) => Promise<Translations>;

let loadTranslations: TranslationLoader = (language) =>
  Promise.reject(new Error(`No translations were provided (asked for ${language})`));

/** Tells the store where the translations come from (app/main.tsx, once, before any switch). */
export function provideTranslations(loader: TranslationLoader): void {
  loadTranslations = loader;
}

/** Where the choice made in the switcher is remembered (this device only). */
export const STORAGE_KEY = 'inklift.language';

const SOURCE_STATE: LanguageState = { language: SOURCE_LANGUAGE, catalog: null };
let state = SOURCE_STATE;
let requested = 0;
const listeners = new Set<() => void>();

export function languageState(): LanguageState {
  return state;
}

/** The state pre-rendered pages are built with (and hydrated with). */
export function sourceLanguageState(): LanguageState {
  return SOURCE_STATE;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language chosen earlier on this device, if any. */
export function rememberedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked: nothing remembered
  }
}

/** The remembered choice, else the first of the browser's languages that we speak. */
export function preferredLanguage(): Language {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return rememberedLanguage() ?? matchLanguage(languages);
}

/**
 * Switches to `language` once its texts are here (a later call wins over an earlier one still
 * loading). `remember` keeps the choice on this device. Rejects when the texts cannot load
 * (offline before they were ever cached); the current language then stays.
 */
export async function setLanguage(language: Language, remember = false): Promise<void> {
  const request = ++requested;
  const catalog = language === SOURCE_LANGUAGE ? null : await loadTranslations(language);
  if (request !== requested) return;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
  }
  document.documentElement.lang = language;
  if (state.language === language) return;
  state = { language, catalog };
  for (const listener of listeners) listener();
}
