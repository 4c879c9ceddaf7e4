// Phone photos of a signed sheet under a hand's deep shadow (issue 46, item 4: the crop
// proposal): a sheet (A4 upright or across) with the table dark around its edges, tilted up to
// 6°, a signature on it, and the shadow of a hand reaching in from the left, the right or below,
// its soft edge across the signature, just short of it, or past it so that the signature lies in
// the shadow. 4000 × 3000 by default (a 12 MP phone photo); any size draws the same scene, the
// pen's width scaled with it. Seeded by a number of its own, so a set is named by its seeds.
import { renderImage, seeded, type SyntheticImage } from './generate.ts';
import { INKS, PAPERS, PHONE_SIZE, SURFACES, pick, tilt, type Scene } from './scene.ts';

const DEGREE = Math.PI / 180;
/** Where the shadow's edge lies against the signature. */
export const SHADOW_PLACES = ['across', 'beside', 'over'] as const;

export function shadowedSheetScene(
  r: () => number,
  size: { width: number; height: number } = PHONE_SIZE,
): Scene & { place: (typeof SHADOW_PLACES)[number] } {
  const { width, height } = size;
  const upright = r() < 0.6;
  // A4's sides are 1 : √2; half-sizes as shares of the frame's own sides.
  const halfHeight = upright ? 0.4 + r() * 0.06 : 0.34 + r() * 0.06;
  const sheetHeight = 2 * halfHeight * height;
  const sheetWidth = upright ? sheetHeight / Math.SQRT2 : sheetHeight * Math.SQRT2;
  const sheet = {
    cx: 0.5 + tilt(r, 0.05),
    cy: 0.5 + tilt(r, 0.03),
    halfWidth: sheetWidth / 2 / width,
    halfHeight,
    angle: tilt(r, 6 * DEGREE),
    surface: pick(r, [SURFACES.darkTable, SURFACES.darkTable, SURFACES.greyDesk]),
  };
  // The signature: a third to a half of the sheet's width, in its lower two thirds.
  const signatureWidth = sheetWidth * (0.3 + r() * 0.2);
  const signatureHeight = signatureWidth * (0.25 + r() * 0.15);
  const u = tilt(r, 0.6) * (sheetWidth / 2 - signatureWidth / 2);
  const v = (-0.2 + r() * 0.85) * (sheetHeight / 2 - signatureHeight / 2);
  const cos = Math.cos(sheet.angle);
  const sin = Math.sin(sheet.angle);
  const sx = sheet.cx * width + u * cos - v * sin;
  const sy = sheet.cy * height + u * sin + v * cos;
  const signatureBox = {
    x: (sx - signatureWidth / 2) / width,
    y: (sy - signatureHeight / 2) / height,
    width: signatureWidth / width,
    height: signatureHeight / height,
  };
  // The shadow: an ellipse from one side whose edge (where its light is half gone) crosses the
  // signature's middle, stops short of its near side, or lies past its far side.
  const place = pick(r, [...SHADOW_PLACES]);
  const side = Math.floor(r() * 3); // 0: left, 1: right, 2: below
  const across = side === 2 ? signatureBox.height : signatureBox.width;
  const reach =
    place === 'across'
      ? tilt(r, 0.3) * across
      : place === 'beside'
        ? -(0.5 + 0.3 + r() * 0.7) * across
        : (0.5 + 0.5 + r() * 0.8) * across;
  let shadowShape;
  if (side < 2) {
    const rx = 0.3 + r() * 0.2;
    const edge = side === 0 ? sx / width + reach : sx / width - reach;
    shadowShape = {
      cx: side === 0 ? edge - rx : edge + rx,
      cy: sy / height + tilt(r, 0.2),
      rx,
      ry: 0.5 + r() * 0.3,
    };
  } else {
    const ry = 0.4 + r() * 0.3;
    shadowShape = {
      cx: sx / width + tilt(r, 0.15),
      cy: sy / height - reach + ry,
      rx: 0.3 + r() * 0.2,
      ry,
    };
  }
  const pen = width / PHONE_SIZE.width;
  return {
    ...size,
    place,
    stroke: [4 * pen, 8 * pen],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
    texture: 3,
    sheet,
    signatureBox,
    unevenLight: true,
    shadow: true,
    shadowShape,
    shadowDepth: [0.5, 0.75],
    noise: 3,
    jpegQuality: 85,
  };
}

/** One shadowed sheet per seed. */
export function* shadowedSheets(
  seeds: Iterable<number>,
  size: { width: number; height: number } = PHONE_SIZE,
): Generator<SyntheticImage & { place: string }> {
  for (const seed of seeds) {
    const random = seeded(seed * 7919 + 46_004 * 1_000_003);
    const scene = shadowedSheetScene(random, size);
    const image = renderImage(`shadowed-sheet-${seed}`, 'shadowed-sheet', scene, random);
    yield { ...image, place: scene.place };
  }
}
