// Texts in the language in use. Each feature's messages module passes its English texts, so
// English ships with the feature and a translation replaces it once its chunk is here.
import { useSyncExternalStore } from 'react';
import type { Catalog, Namespace } from './catalog.ts';
import type { Language } from './languages.ts';
import { languageState, sourceLanguageState, subscribeLanguage } from './store.ts';

function useLanguageState() {
  return useSyncExternalStore(subscribeLanguage, languageState, sourceLanguageState);
}

export function useMessages<N extends Namespace>(namespace: N, english: Catalog[N]): Catalog[N] {
  return useLanguageState().catalog?.[namespace] ?? english;
}

/** For code outside React (announcements built in event handlers, plain DOM). */
export function messagesNow<N extends Namespace>(namespace: N, english: Catalog[N]): Catalog[N] {
  return languageState().catalog?.[namespace] ?? english;
}

export function useLanguage(): Language {
  return useLanguageState().language;
}
