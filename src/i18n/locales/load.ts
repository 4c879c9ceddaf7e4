// Each translation is its own chunk, fetched only when its language is in use.
import type { Catalog } from '../catalog.ts';
import type { Language, SOURCE_LANGUAGE } from '../languages.ts';

export const loadCatalog: Record<
  Exclude<Language, typeof SOURCE_LANGUAGE>,
  () => Promise<Catalog>
> = {
  es: () => import('./es/index.ts').then((module) => module.catalog),
  fr: () => import('./fr/index.ts').then((module) => module.catalog),
  de: () => import('./de/index.ts').then((module) => module.catalog),
  'zh-CN': () => import('./zh-CN/index.ts').then((module) => module.catalog),
};
