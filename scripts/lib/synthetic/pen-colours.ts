// Pens of many colours photographed as phones expose them, for the ink-colour gauges of
// `bench:quality -- --data pens` (issue 23): does the Original ink keep the pen's colour? Each
// pen is drawn on white paper (the coloured-ink condition's scene) three ways: well exposed, dim
// (a phone exposing for a bright scene turns the sheet grey and a bright green pen dark green)
// and dim under warm light. Seeded; the images carry their truth like the synthetic set's.
import { CONDITIONS } from './conditions.ts';
import { renderImage, seeded, type SyntheticImage } from './generate.ts';
import type { Rgb } from './scene.ts';

/** Pens with their colours under neutral light; the bright ones are the hard case. */
export const PENS: Record<string, Rgb> = {
  'bright-green': [40, 190, 80],
  green: [20, 110, 60],
  black: [25, 25, 30],
  blue: [25, 45, 140],
  'bright-blue': [30, 110, 220],
  red: [200, 55, 60],
  orange: [230, 120, 20],
  violet: [110, 60, 165],
};

/** Per-channel gains of the light and the camera's exposure. */
const LIGHTS: Record<string, Rgb> = {
  exposed: [1, 1, 1],
  dim: [0.65, 0.65, 0.65],
  'dim-warm': [0.75, 0.62, 0.45],
};

/** Every pen under every light: `perPen` images each (different signatures), seeded. */
export function* penColourSet(perPen = 1, seed = 2026): Generator<SyntheticImage> {
  let n = 0;
  for (const [pen, ink] of Object.entries(PENS)) {
    for (const [light, cast] of Object.entries(LIGHTS)) {
      for (let k = 0; k < perPen; k++) {
        const random = seeded(seed * 7919 + ++n * 104729);
        const scene = { ...CONDITIONS['coloured-ink'](random), ink, cast };
        yield renderImage(`${pen}-${light}-${k + 1}`, `${pen} ${light}`, scene, random);
      }
    }
  }
}
