// The maker's ink colours as RGB and #rrggbb: the app's black and ballpoint blue
// (core/output/ink-colour.ts), so a made signature matches a captured one.
import { BLACK_INK, BLUE_INK, rgbToHex } from '../../core/output/ink-colour.ts';
import type { Rgb } from '../../core/output/image-types.ts';
import type { MakerInk } from './maker-state.ts';

export const INK_RGB: Record<MakerInk, Rgb> = { black: BLACK_INK, blue: BLUE_INK };

export const INK_HEX: Record<MakerInk, string> = {
  black: rgbToHex(BLACK_INK),
  blue: rgbToHex(BLUE_INK),
};
