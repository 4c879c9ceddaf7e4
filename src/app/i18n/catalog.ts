// The shape of one language's texts: every namespace of English texts (english.ts), by the type
// of its English module, merged into i18n's Catalog (i18n/catalog.ts). It is declared where the
// app is composed, since it names every feature; the translations (src/i18n/locales/) are typed
// by it, so a missing key or a text function with the wrong parameters fails the compiler (and
// catalog.test.ts). A type import: no English text reaches a bundle through it.
import type { Catalog } from '../../i18n/catalog.ts';
import type { Namespace } from '../../i18n/namespaces.ts';
import type { englishCatalog } from './english.ts';

type EnglishCatalog = typeof englishCatalog;

declare module '../../i18n/catalog.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge itself
  interface Catalog extends EnglishCatalog {}
}

// Every namespace the hooks may ask for is in the catalog, and nothing else is.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const namespacesMatchCatalog: Same<keyof Catalog, Namespace> = true;
