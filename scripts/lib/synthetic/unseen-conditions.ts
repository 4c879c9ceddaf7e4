// The conditions of issue 46: what phones do that the set had not shown. Felt-tips with streaky
// pigment, pale inks almost as bright as their paper, a phone's own processing after the optics
// (noise that grows in the dark, noise reduction that smears colour, a tone curve, sharpening
// with halos), bold markers with sheen on college-ruled paper, small crops of faint writing with
// a table's edge, rulings from 0° to 25° as thin as a hair or as thick as the pen, and a
// shadow's edge across pale ink. Part of every one is drawn from held-out seeds only
// (docs/QUALITY.md).
import { linedPaper } from './phone-conditions.ts';
import {
  FRAME_720P,
  INKS,
  mix,
  PAPERS,
  pick,
  type PhoneProcessing,
  type Rgb,
  type Scene,
} from './scene.ts';

/** A phone's processing, from gentle (0) to heavy (1). */
function processing(r: () => number, strength: number): PhoneProcessing {
  return {
    darkNoise: (4 + r() * 6) * strength,
    chromaRadius: Math.round((1 + r() * 3) * strength),
    gamma: 1 + (r() - 0.5) * 0.5 * strength,
    contrast: (0.1 + r() * 0.3) * strength,
    sharpen: (0.4 + r() * 1.1) * strength,
  };
}

/** Felt-tip colours: mid-bright pigments. */
const FELT_TIPS: Rgb[] = [INKS.lightGreen, INKS.violet, INKS.midBlue, INKS.brightRed, INKS.green];

export const UNSEEN_CONDITIONS: Record<string, (random: () => number) => Scene> = {
  // A felt-tip (4–8 px) whose pigment lays down in streaks, under uneven light and a phone's
  // processing, a soft shadow half the time.
  'felt-tip-streaky': (r) => ({
    width: 1600,
    height: 900,
    stroke: [4, 8],
    ink: pick(r, FELT_TIPS),
    paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
    texture: 3,
    noise: 2,
    unevenLight: true,
    shadow: r() < 0.5,
    streaks: 0.3 + r() * 0.3,
    phone: processing(r, 0.6),
    jpegQuality: 85,
  }),
  // An ink only 20–35% darker than its paper (a worn ballpoint, a pale gel pen, pencil).
  'pale-ink': (r) => {
    const paper = pick(r, [PAPERS.white, PAPERS.offWhite, PAPERS.cream]);
    const dark = pick(r, [INKS.black, INKS.blue, INKS.green, INKS.violet]);
    return {
      ...FRAME_720P,
      stroke: [2, 4],
      ink: mix(paper, dark, 0.2 + r() * 0.15),
      paper,
      texture: 3,
      noise: 2,
      unevenLight: true,
      phone: processing(r, 0.5),
      jpegQuality: 85,
    };
  },
  // An ordinary pen through heavy processing: smeared colour, a steep tone curve, halos, and
  // noise in a hand's shadow.
  'phone-processed': (r) => ({
    width: 1600,
    height: 1200,
    stroke: [1.5, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
    texture: 3,
    noise: 2,
    unevenLight: true,
    shadow: true,
    phone: processing(r, 1),
    jpegQuality: 80,
  }),
  // A bold marker (22–38 px) with glossy patches on college-ruled paper (thin lines 55–80 px
  // apart, nearly level).
  'marker-sheen': (r) => {
    const [width, height] = [1800, 900];
    return {
      width,
      height,
      stroke: [22, 38],
      ink: pick(r, [INKS.black, INKS.blue]),
      paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
      texture: 3,
      noise: 2,
      lined: linedPaper(r, width, height, { spacing: [55, 80], slant: 6, thickness: [2, 3] }),
      signatureBox: { x: 0.04, y: 0.08, width: 0.92, height: 0.84 },
      unevenLight: true,
      sheen: 0.25 + r() * 0.3,
      phone: processing(r, 0.4),
      jpegQuality: 85,
    };
  },
  // A small crop (300–600 px wide) of faint writing, a table's edge along one side.
  'small-faint-crop': (r) => {
    const width = Math.round(300 + r() * 300);
    return {
      width,
      height: Math.round(width * (0.3 + r() * 0.15)),
      stroke: [1.2, 2.5],
      ink: pick(r, [INKS.faintBlue, INKS.faintGrey, INKS.midBlue]),
      paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
      texture: 3,
      noise: 3,
      table: true,
      unevenLight: true,
      phone: processing(r, 0.4),
      jpegQuality: 80,
    };
  },
  // A ruling at 0–25°, its lines from a hair (1.5 px) to as thick as the pen, 90–160 px apart.
  'steep-ruling': (r) => {
    const [width, height] = [1800, 700];
    const pen = 3 + r() * 3;
    return {
      width,
      height,
      stroke: [pen, pen + 1],
      ink: pick(r, [INKS.black, INKS.blue]),
      paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
      texture: 3,
      noise: 2,
      lined: linedPaper(r, width, height, { spacing: [90, 160], slant: 25, thickness: [1.5, pen] }),
      signatureBox: { x: 0.04, y: 0.08, width: 0.92, height: 0.84 },
      unevenLight: true,
      phone: processing(r, 0.4),
      jpegQuality: 85,
    };
  },
  // A hand's deep shadow whose edge crosses a pale felt-tip.
  'shadow-pale': (r) => {
    const paper = pick(r, [PAPERS.white, PAPERS.offWhite]);
    return {
      ...FRAME_720P,
      stroke: [3, 6],
      ink: mix(paper, pick(r, FELT_TIPS), 0.5 + r() * 0.3),
      paper,
      texture: 3,
      noise: 2,
      shadow: true,
      shadowDepth: [0.5, 0.75],
      unevenLight: true,
      streaks: 0.15 + r() * 0.2,
      phone: processing(r, 0.5),
      jpegQuality: 80,
    };
  },
};
