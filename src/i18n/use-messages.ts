// Texts in the language in use. Each feature's messages module passes its English texts, so
// English ships with the feature and a translation replaces it once its chunk is here.
import { useSyncExternalStore } from 'react';
import type { Namespace } from './namespaces.ts';
import type { Language } from './languages.ts';
import { languageState, sourceLanguageState, subscribeLanguage } from './store.ts';

function useLanguageState() {
  return useSyncExternalStore(subscribeLanguage, languageState, sourceLanguageState);
}

// A translation has the English texts' shape: the locales are typed by the catalog
// (app/i18n/catalog.ts) and catalog.test.ts compares them text by text.
export function useMessages<T>(namespace: Namespace, english: T): T {
  return (useLanguageState().catalog?.[namespace] as T | undefined) ?? english;
}

/** For code outside React (announcements built in event handlers, plain DOM). */
export function messagesNow<T>(namespace: Namespace, english: T): T {
  return (languageState().catalog?.[namespace] as T | undefined) ?? english;
}

export function useLanguage(): Language {
  return useLanguageState().language;
}
