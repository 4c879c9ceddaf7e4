// The named conditions of the synthetic set, each a scene recipe; every image varies the seed
// (ink colour, strokes, light). The first eleven are single conditions; the rest combine them
// the way real photos do (issue 10: combined-conditions.ts), and the last ones show what phones
// see (issue 23: phone-conditions.ts), then what phones do that those did not show (issue 46:
// unseen-conditions.ts). Recipes only ever append random draws, so adding a condition never
// changes another's images.
import { COMBINED_CONDITIONS } from './combined-conditions.ts';
import { PHONE_LIKE_CONDITIONS } from './phone-conditions.ts';
import { UNSEEN_CONDITIONS } from './unseen-conditions.ts';
import {
  INKS,
  PAPERS,
  PHONE_SIZE,
  PLAIN_PAPER as plain,
  WEBCAM_SIZE,
  pick,
  type Rgb,
  type Scene,
} from './scene.ts';

const SINGLE_CONDITIONS: Record<string, (random: () => number) => Scene> = {
  plain: (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
  }),
  'fine-liner': (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [1, 1.6],
    ink: pick(r, [INKS.black, INKS.blue]),
  }),
  marker: (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [12, 25],
    ink: pick(r, [INKS.black, INKS.blue, INKS.red]),
  }),
  'coloured-ink': (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.green, INKS.red]),
  }),
  'faint-ink': (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.faintBlue, INKS.faintGrey]),
  }),
  'tinted-paper': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.blue, INKS.black, INKS.green]),
    paper: pick(r, [PAPERS.offWhite, PAPERS.brown]),
    texture: 7,
    noise: 3,
  }),
  ruled: (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    ruled: true,
  }),
  'table-edge': (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    table: true,
    noise: 3,
  }),
  shadow: (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    shadow: true,
    unevenLight: true,
    noise: 3,
  }),
  'camera-artefacts': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.offWhite,
    texture: 3,
    cast: pick(r, [
      [1, 0.93, 0.8],
      [0.88, 0.95, 1.05],
    ] as Rgb[]),
    noise: 7,
    blur: true,
    jpegQuality: 65,
    unevenLight: true,
  }),
  'phone-12mp': (r) => ({
    ...PHONE_SIZE,
    stroke: [8, 16],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 3,
    unevenLight: true,
    shadow: r() < 0.5,
    noise: 3,
    jpegQuality: 85,
  }),
};

export const CONDITIONS: Record<string, (random: () => number) => Scene> = {
  ...SINGLE_CONDITIONS,
  ...COMBINED_CONDITIONS,
  ...PHONE_LIKE_CONDITIONS,
  ...UNSEEN_CONDITIONS,
};

/** Issue 46's conditions (unseen-conditions.ts), reported apart from the older ones. */
export const UNSEEN = new Set(Object.keys(UNSEEN_CONDITIONS));

/** Conditions at 12 MP get fewer images (generation and cleaning take seconds each). */
export const PHONE_CONDITIONS = new Set(['phone-12mp', 'phone-sheet', 'marker-12mp']);
