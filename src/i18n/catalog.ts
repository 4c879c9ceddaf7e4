// The shape of one language's texts, as the translations (locales/) are typed: one entry per
// namespace, typed by its English module, so a missing key or a text function with the wrong
// parameters fails the compiler. The entries are filled in where the app is assembled
// (app/i18n/catalog.ts merges them into this interface), since only there is every feature known:
// i18n/ names no feature and imports nothing from above it, not even a type.

/** Every namespace's texts; empty here, declared by app/i18n/catalog.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Catalog {}
