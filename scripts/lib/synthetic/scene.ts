// The recipe of one synthetic photo, and the inks, papers and sizes the conditions draw from.

export type Rgb = [number, number, number];

/** Ruled or squared paper: parallel lines (and for a grid, perpendicular ones) at a slight angle. */
export interface Ruling {
  kind: 'lines' | 'grid';
  colour: Rgb;
  /** Distance between lines in px. */
  spacing: number;
  /** Line thickness in px before the camera's blur. */
  thickness: number;
  /** Rotation in radians (a notepad photographed slightly askew). */
  angle: number;
  /** A red margin line (vertical in the ruling's frame) at this share of the width. */
  margin?: number;
}

/** One ruled line of lined paper seen in perspective, in frame pixels. */
export interface RuledLine {
  /** Where it crosses the frame's vertical centre line, from the frame's centre (px, down). */
  offset: number;
  /** Its own slant in radians: in perspective the lines of one sheet converge. */
  angle: number;
  /** Thickness in px before the camera's blur. */
  thickness: number;
  /** Stretches along the frame's width (shares, from..to) where the line fades to a quarter:
   * a shadow's edge, a worn print. */
  fades: [number, number][];
}

/** Lined paper as a phone sees it in a tight crop: a few lines, each with its own slant, and a
 * double margin (two parallel lines, nearly perpendicular to the ruling). */
export interface LinedPaper {
  colour: Rgb;
  lines: RuledLine[];
  margin?: { x: number; angle: number; gap: number; thickness: number; colour: Rgb };
}

/** A straight stroke of the signature (an underline drawn along a ruler or the ruled line). */
export interface StraightStroke {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  width: number;
}

/** A sheet (or notepad) that fills only part of the frame, on a surface of another colour. */
export interface Sheet {
  /** Centre and half-size as shares of the frame, and rotation in radians. */
  cx: number;
  cy: number;
  halfWidth: number;
  halfHeight: number;
  angle: number;
  /** What lies around the sheet (a table, a desk). */
  surface: Rgb;
}

/** A hand holding the sheet: a palm and a thumb reaching in from one edge (never ink). */
export interface Hand {
  /** Palm and thumb as ellipses: centre and radii as shares of the frame, rotation in radians. */
  palm: { cx: number; cy: number; rx: number; ry: number };
  thumb: { cx: number; cy: number; rx: number; ry: number; angle: number };
  skin: Rgb;
}

/** A printed form on a sheet (drawn by printed.ts): its words' and label's segments, each
 * [x0, y0, x1, y1] in px from the sheet's top-left corner, with their stroke widths. */
export interface PrintedForm {
  /** Segments and their stroke width, in the sheet's frame. */
  segments: [number, number, number, number][];
  widths: number[];
  /** The printed rule under the signature, in the sheet's frame (a segment) and its width. */
  rule: [number, number, number, number];
  ruleWidth: number;
}

/** What a phone does to the picture after its optics (issue 46; camera.ts phoneProcessing), in
 * the order it does it. */
export interface PhoneProcessing {
  /** Noise that grows in the dark: σ at black, falling to 0 at white (grey levels). */
  darkNoise: number;
  /** Noise reduction that smears colour: the chroma box-blurred over this radius (px). */
  chromaRadius: number;
  /** A tone curve: each channel to this power (on 0–1), then an S-curve of this strength. */
  gamma: number;
  contrast: number;
  /** Sharpening (an unsharp mask of radius about 1.5 px) with halos: this much of the detail
   * added again. */
  sharpen: number;
}

export interface Scene {
  width: number;
  height: number;
  stroke: [number, number]; // pen width range in px
  ink: Rgb;
  paper: Rgb;
  texture: number; // paper texture amplitude
  ruled?: boolean; // the original ruled condition: frame-wide blue lines and a red margin
  ruling?: Ruling;
  table?: boolean; // the original table condition: a dark band along one or two edges
  sheet?: Sheet;
  hand?: Hand;
  /** Where the signature goes, as shares of the frame (default: the whole frame). */
  signatureBox?: { x: number; y: number; width: number; height: number };
  /** Lined paper seen in perspective (issue 23). */
  lined?: LinedPaper;
  /** A printed form on the sheet (printed.ts): words, a label and the rule; never ink. */
  printed?: PrintedForm;
  /** The signature's own straight underline (ink), drawn after its strokes. */
  underline?: StraightStroke;
  shadow?: boolean;
  /** Where the shadow lies: an ellipse (centre and radii as shares of the frame) whose light
   * falls off from 0.8 to 1.2 of its radius. Default: drawn at random from one side. */
  shadowShape?: { cx: number; cy: number; rx: number; ry: number };
  /** How much light the shadow takes away at its darkest (default 0.35–0.55). */
  shadowDepth?: [number, number];
  unevenLight?: boolean;
  cast?: Rgb; // per-channel gain
  noise: number; // sensor noise sigma
  blur?: boolean;
  /** A blurred capture (defocus, motion): a Gaussian of this sigma in px after the optics' blur. */
  defocus?: number;
  jpegQuality?: number;
  /** A felt-tip's streaky pigment: stripes inside the strokes up to this share lighter. */
  streaks?: number;
  /** A bold marker's sheen: glossy patches inside the strokes up to this share lighter. */
  sheen?: number;
  /** The phone's own processing after the optics (camera.ts). */
  phone?: PhoneProcessing;
}

export const INKS: Record<string, Rgb> = {
  black: [25, 25, 30],
  blue: [25, 45, 140],
  green: [20, 110, 60],
  red: [170, 30, 35],
  faintBlue: [110, 130, 190],
  faintGrey: [140, 140, 145],
  // Inks whose luminance is close to a tinted paper's: only their hue tells them apart.
  lightGreen: [70, 150, 90],
  violet: [110, 60, 165],
  brightRed: [200, 55, 60],
  midBlue: [60, 95, 185],
};

export const PAPERS: Record<string, Rgb> = {
  white: [246, 246, 242],
  offWhite: [236, 230, 212],
  brown: [196, 160, 112],
  cream: [240, 228, 190],
  grey: [205, 205, 200],
  greenTint: [205, 228, 200],
};

export const SURFACES: Record<string, Rgb> = {
  darkTable: [60, 45, 35],
  wood: [125, 88, 55],
  greyDesk: [95, 98, 105],
};

/** Skin tones from light to dark (a hand's own shading is added when it is drawn). */
export const SKINS: Record<string, Rgb> = {
  light: [232, 190, 165],
  medium: [198, 140, 105],
  tan: [160, 110, 80],
  dark: [105, 70, 52],
};

export const WEBCAM_SIZE = { width: 1152, height: 384 };
export const FRAME_720P = { width: 1280, height: 720 };
export const RULE_BLUE: Rgb = [115, 150, 215];
export const GRID_BLUE: Rgb = [150, 178, 215];
/** White paper with a little texture and sensor noise. */
export const PLAIN_PAPER = { paper: PAPERS.white, texture: 2, noise: 2 };
export const PHONE_SIZE = { width: 4000, height: 3000 };
/** Warm (tungsten-like) light: blue is weak, red strong. */
export const WARM_LIGHT: Rgb = [1.04, 0.9, 0.62];

export function pick<T>(random: () => number, items: T[]): T {
  return items[Math.floor(random() * items.length) % items.length];
}

/** The colour `t` of the way from `a` to `b`. */
export const mix = (a: Rgb, b: Rgb, t: number) =>
  [0, 1, 2].map((k) => a[k] + (b[k] - a[k]) * t) as Rgb;

/** A slight tilt, up to `max` radians either way. */
export const tilt = (r: () => number, max: number) => (r() - 0.5) * 2 * max;
