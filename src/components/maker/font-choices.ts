// The handwriting fonts Type offers (all under the SIL Open Font License 1.1, from @fontsource,
// Latin subset only) and what Type needs to know about them. Pure: the font files themselves
// are in font-files.ts, loaded only when Type opens.

export type FontId = 'dancing' | 'caveat' | 'vibes' | 'sacramento';

export interface FontChoice {
  id: FontId;
  /** The family name the app registers it under (not the font's own, so an installed copy is not used). */
  family: string;
  /** The font's own name, shown to the person. */
  name: string;
  /** Scales the font size so the four look about as large (their x-heights differ). */
  scale: number;
}

export const FONT_CHOICES: readonly FontChoice[] = [
  { id: 'dancing', family: 'InkLift Dancing Script', name: 'Dancing Script', scale: 1 },
  { id: 'caveat', family: 'InkLift Caveat', name: 'Caveat', scale: 1.1 },
  { id: 'vibes', family: 'InkLift Great Vibes', name: 'Great Vibes', scale: 1.1 },
  { id: 'sacramento', family: 'InkLift Sacramento', name: 'Sacramento', scale: 1.25 },
];

export const DEFAULT_FONT: FontId = 'dancing';

export function fontChoice(id: FontId): FontChoice {
  const choice = FONT_CHOICES.find((font) => font.id === id);
  if (!choice) throw new RangeError(`Unknown font ${String(id)}`);
  return choice;
}

/** Where a letter the handwriting fonts lack is drawn from: the system's own fonts. */
const FALLBACK_FAMILIES = 'system-ui, sans-serif';

/** A CSS / canvas font-family list for a choice, with the system fallback after it. */
export function fontFamilyList(id: FontId): string {
  return `"${fontChoice(id).family}", ${FALLBACK_FAMILIES}`;
}

/**
 * The code points the fonts' Latin subset covers (its unicode-range in @fontsource's CSS):
 * Basic Latin, Latin-1 and a few punctuation marks. Anything else comes from the system font.
 */
export const LATIN_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The unicode-range descriptor of the subset, for FontFace. */
export const LATIN_UNICODE_RANGE = LATIN_SUBSET_RANGES.map(([from, to]) => {
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
}).join(', ');

/** Whether every character of `text` is in the handwriting fonts (else the system font writes those). */
export function coveredByFonts(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (!LATIN_SUBSET_RANGES.some(([from, to]) => code >= from && code <= to)) return false;
  }
  return true;
}
