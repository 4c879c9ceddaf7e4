// The namespaces of texts: one per messages module (a page, a feature or a part of one). A
// namespace's English texts live beside the code that shows them; its translations under
// locales/<language>/. app/i18n/catalog.ts checks that this list and the catalog agree.
export const NAMESPACES = [
  'layout',
  'error',
  'update',
  'capture',
  'camera',
  'feedback',
  'crop',
  'result',
  'correct',
  'live',
  'sign',
  'instructions',
  'faq',
  'about',
  'privacy',
  'wallet',
  'maker',
  'actions',
  'certificate',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts as they arrive from its chunk: every namespace's texts by name. */
export type Translations = Readonly<Record<Namespace, unknown>>;
