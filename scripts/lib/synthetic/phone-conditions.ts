// The conditions of issue 23: what phones see. Tight crops of lined paper (a few lines far apart,
// slanted up to 20°, converging in perspective, as thick and dark as the pen, fading in stretches,
// a double red margin), a broad marker on such paper, a signature whose own straight underline
// runs beside a ruled line (ink, not ruling), deep shadows with JPEG after them and coloured ink,
// tiny crops with a dark strip at one edge, and blurred captures. The ruling's pixels are
// recorded for the line-residue gauge, never ink (render.ts).
import {
  FRAME_720P,
  INKS,
  mix,
  PAPERS,
  RULE_BLUE,
  pick,
  type LinedPaper,
  type Rgb,
  type RuledLine,
  type Scene,
} from './scene.ts';

/** A tight crop of a phone photo (real crops of signatures on lined paper: 1,800–2,100 px wide). */
const CROP = { width: 1800, height: 560 };
const DEGREE = Math.PI / 180;
const MARGIN_RED: Rgb = [210, 80, 95];
/** A ruling about as dark as a pen after the phone's processing. */
const DARK_RULE: Rgb = [55, 72, 125];

/** The ruling's draw: spacing and thickness ranges (px) and the steepest slant (degrees). */
export interface LinedDraw {
  spacing: [number, number];
  slant: number;
  thickness: [number, number];
}

/**
 * Lined paper in a tight crop: by default lines 125–200 px apart (2–4 in view), slanted 0–20°
 * either way and converging 1–4° over the crop's height, 4–8 px thick and between a light and a
 * pen-dark blue, each fading to a quarter over up to two stretches (shadow, wear); a double red
 * margin half the time. Other ranges draw the same numbers of random values.
 */
export function linedPaper(
  r: () => number,
  width: number,
  height: number,
  draw: LinedDraw = { spacing: [125, 200], slant: 20, thickness: [4, 8] },
): LinedPaper {
  const spacing = draw.spacing[0] + r() * (draw.spacing[1] - draw.spacing[0]);
  const slant = (r() < 0.5 ? -1 : 1) * r() * draw.slant * DEGREE;
  const converge = (r() < 0.5 ? -1 : 1) * (1 + r() * 3) * DEGREE;
  const thickness = draw.thickness[0] + r() * (draw.thickness[1] - draw.thickness[0]);
  const colour = mix(RULE_BLUE, DARK_RULE, 0.4 + 0.6 * r());
  // Lines are `spacing` apart across; down the centre column that is spacing / cos(slant).
  const step = spacing / Math.cos(slant);
  const reach = height / 2 + (width / 2) * Math.abs(Math.tan(slant)) + step;
  const lines: RuledLine[] = [];
  for (let offset = -reach + r() * step; offset <= reach; offset += step) {
    const fades: [number, number][] = [];
    const count = Math.floor(r() * 3);
    for (let k = 0; k < count; k++) {
      const from = r();
      fades.push([from, from + 0.08 + r() * 0.17]);
    }
    lines.push({
      offset,
      // Perspective: the slant changes by `converge` over the crop's height.
      angle: slant + (converge * offset) / height,
      thickness: thickness + (r() - 0.5),
      fades,
    });
  }
  const margin =
    r() < 0.5
      ? {
          x: width * (0.06 + r() * 0.2),
          angle: slant + (r() - 0.5) * 2 * DEGREE,
          gap: 6 + r() * 6,
          thickness: 2 + r() * 2,
          colour: MARGIN_RED,
        }
      : undefined;
  return { colour, lines, margin };
}

/** A phone crop of lined paper: white or off-white, uneven light, a soft shadow half the time. */
function linedCrop(r: () => number): Omit<Scene, 'stroke' | 'ink'> {
  return {
    ...CROP,
    paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
    texture: 3,
    noise: 3,
    lined: linedPaper(r, CROP.width, CROP.height),
    signatureBox: { x: 0.04, y: 0.08, width: 0.92, height: 0.84 },
    unevenLight: true,
    shadow: r() < 0.5,
    jpegQuality: 85,
  };
}

export const PHONE_LIKE_CONDITIONS: Record<string, (random: () => number) => Scene> = {
  'lined-crop': (r) => ({
    ...linedCrop(r),
    stroke: [5, 7],
    ink: pick(r, [INKS.black, INKS.blue]),
  }),
  'marker-lined': (r) => ({
    ...linedCrop(r),
    stroke: [28, 40],
    ink: pick(r, [INKS.black, INKS.blue, INKS.red]),
  }),
  // The signature's own straight underline runs beside a ruled line, parallel to it, 8–25 px
  // off its edge, over a third to two thirds of the width: it is ink and stays.
  'underline-ruled': (r) => {
    const crop = linedCrop(r);
    const lined = crop.lined!;
    const pen = 5 + r() * 2;
    // The ruled line nearest a quarter of the height below the centre.
    const line = lined.lines.reduce((best, l) =>
      Math.abs(l.offset - CROP.height / 4) < Math.abs(best.offset - CROP.height / 4) ? l : best,
    );
    const side = r() < 0.5 ? -1 : 1;
    const off =
      line.offset + (side * (line.thickness / 2 + pen / 2 + 8 + r() * 17)) / Math.cos(line.angle);
    const x0 = CROP.width * (0.1 + r() * 0.15);
    const x1 = x0 + CROP.width * (0.35 + r() * 0.3);
    const y = (x: number) => CROP.height / 2 + off + Math.tan(line.angle) * (x - CROP.width / 2);
    return {
      ...crop,
      stroke: [5, 7],
      ink: pick(r, [INKS.black, INKS.blue]),
      underline: { x0, y0: y(x0), x1, y1: y(x1), width: pen },
      signatureBox: { x: 0.05, y: 0.05, width: 0.9, height: 0.55 },
    };
  },
  // Real shadowed paper keeps 20–35% of the lit paper's light; JPEG comes after the shadow, and
  // coloured ink is only a little darker than the paper in it.
  'deep-shadow': (r) => ({
    ...FRAME_720P,
    stroke: [3, 5],
    ink: pick(r, [INKS.green, INKS.red, INKS.midBlue, INKS.violet]),
    paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
    texture: 3,
    noise: 3,
    shadow: true,
    shadowDepth: [0.65, 0.8],
    unevenLight: true,
    jpegQuality: 70,
  }),
  // A tiny crop (about 150 × 50 px) with a dark strip along one edge.
  'tiny-crop': (r) => ({
    width: Math.round(140 + r() * 30),
    height: Math.round(45 + r() * 15),
    stroke: [1.5, 2.5],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
    texture: 3,
    noise: 3,
    table: true,
    unevenLight: true,
    jpegQuality: 80,
  }),
  // A blurred capture: defocus or a moving hand, Gaussian σ 2–4 px.
  blurred: (r) => ({
    ...FRAME_720P,
    stroke: [4, 7],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 2,
    noise: 2,
    defocus: 2 + r() * 2,
    unevenLight: true,
    jpegQuality: 85,
  }),
};
