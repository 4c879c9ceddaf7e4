// The handwriting fonts' files, served from our own origin (Vite emits each woff2 as an asset
// of the build, and the service worker precaches it), registered with the FontFace API when
// Type first opens — never on a page load, and never from anywhere else.
import caveat from '@fontsource/caveat/files/caveat-latin-400-normal.woff2?url';
import dancing from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';
import vibes from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url';
import sacramento from '@fontsource/sacramento/files/sacramento-latin-400-normal.woff2?url';
import { FONT_CHOICES, LATIN_UNICODE_RANGE, type FontId } from './font-choices.ts';

const FILES: Record<FontId, string> = { dancing, caveat, vibes, sacramento };

let loading: Promise<void> | null = null;

/** Loads all four (each option previews the name in its font); once per visit. */
export function loadFonts(): Promise<void> {
  loading ??= Promise.all(
    FONT_CHOICES.map(async (choice) => {
      const face = new FontFace(choice.family, `url(${FILES[choice.id]}) format('woff2')`, {
        unicodeRange: LATIN_UNICODE_RANGE,
        display: 'block',
      });
      document.fonts.add(face);
      await face.load();
    }),
  ).then(() => undefined);
  // A failed load (offline before the files were cached) may be tried again next time.
  loading.catch(() => (loading = null));
  return loading;
}
