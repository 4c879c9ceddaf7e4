// The shape of one language's texts: every namespace of English texts (english.ts), by the type
// of its English module. A translation must have the same keys, and functions with the same
// parameters (checked by the compiler and by catalog.test.ts). A type import: no English text
// reaches a bundle through it.
import type { englishCatalog } from './english.ts';

export type Catalog = typeof englishCatalog;

export type Namespace = keyof Catalog;
