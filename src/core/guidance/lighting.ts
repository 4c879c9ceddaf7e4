// The light on the paper, from the per-block paper levels (ink left out): how bright the paper
// is, how much darker its darkest part is than its brightest (a shadow or a hand across it, not
// the ink), and how much of the box is blown out where the rest of the paper is not (glare). Pure.
import type { GreySample } from './grey-sample.ts';
import { percentile, type PaperMap } from './ink-map.ts';
import { GLARE_LEVEL, GLARE_STANDOUT } from './thresholds.ts';

// A module constant, not the imported name, in the loop: see border-contact.ts.
const BLOWN = GLARE_LEVEL;

export interface Lighting {
  /** Median paper grey level (0–255). */
  paperLevel: number;
  /** 1 − darkest tenth ÷ brightest tenth of the paper levels: 0 even light, 1 black shade. */
  shadowDepth: number;
  /** Share of the box that is blown out while the paper around it is not (0–1). */
  glareShare: number;
}

export function lighting(sample: GreySample, map: PaperMap): Lighting {
  const histogram = new Uint32Array(256);
  for (const level of map.levels) histogram[level]++;
  const blocks = map.levels.length;
  const paperLevel = percentile(histogram, blocks, 0.5);
  // Blown-out blocks are glare's to report: left out here, they cannot pass for bright paper
  // that makes the rest look shaded.
  const lit = blocks - histogram.subarray(BLOWN).reduce((sum, n) => sum + n, 0);
  const dark = lit > 0 ? percentile(histogram, lit, 0.1) : 0;
  const bright = lit > 0 ? percentile(histogram, lit, 0.9) : 0;
  const shadowDepth = bright > 0 ? 1 - dark / bright : 0;
  // A page that is evenly white up to clipping is bright, not glare: glare stands out from a
  // paper level (the lower quarter, so a glare over half the page still has a reference) that
  // is well under blown out.
  const reference = percentile(histogram, blocks, 0.25);
  let glareShare = 0;
  if (reference <= GLARE_LEVEL - GLARE_STANDOUT) {
    const { grey } = sample;
    let blown = 0;
    for (let i = 0; i < grey.length; i++) blown += grey[i] >= BLOWN ? 1 : 0;
    glareShare = blown / grey.length;
  }
  return { paperLevel, shadowDepth, glareShare };
}
