// Whole-page photos of a printed form (issue 23, the crop proposal): a sheet tilted up to 8° on a
// table, rows of printed words in one of three weights and a range of sizes, a "Signature:"
// label with the form's printed rule, and the signature on the rule (touching it half the
// time). `lines` marks the printed pixels. Seeded; 1200 × 900, the size the app reads a photo
// at to propose its crop.
import { renderImage, seeded, type SyntheticImage } from './generate.ts';
import { printedForm, signatureSpot } from './printed.ts';
import { INKS, PAPERS, SURFACES, pick, type Scene } from './scene.ts';

const SIZE = { width: 1200, height: 900 };

function formScene(r: () => number): Scene {
  const sheet = {
    cx: 0.5 + (r() - 0.5) * 0.08,
    cy: 0.5 + (r() - 0.5) * 0.04,
    halfWidth: 0.3,
    halfHeight: 0.47,
    angle: (r() - 0.5) * 2 * ((8 * Math.PI) / 180),
    surface: pick(r, [SURFACES.darkTable, SURFACES.wood, SURFACES.greyDesk]),
  };
  const sheetWidth = 2 * sheet.halfWidth * SIZE.width;
  const sheetHeight = 2 * sheet.halfHeight * SIZE.height;
  const printed = printedForm(r, sheetWidth, sheetHeight, 0.55 + r() * 0.25, 0.35 + r() * 0.15);
  const spot = signatureSpot(printed, sheet, SIZE.width, SIZE.height);
  const touch = r() < 0.5 ? 0.012 : -0.01;
  return {
    ...SIZE,
    stroke: [3, 6],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 3,
    sheet,
    printed,
    // The signature over the rule's middle, its lowest strokes on or just above the rule.
    signatureBox: {
      x: spot.x - spot.length * 0.5,
      y: spot.y - 0.14 + touch,
      width: spot.length,
      height: 0.14,
    },
    unevenLight: true,
    shadow: r() < 0.3,
    noise: 3,
    jpegQuality: 85,
  };
}

/** `count` form pages, seeded. */
export function* formPageSet(count = 8, seed = 2026): Generator<SyntheticImage> {
  for (let k = 0; k < count; k++) {
    const random = seeded(seed * 7919 + 31 * 1_000_003 + k);
    yield renderImage(`form-page-${k + 1}`, 'form-page', formScene(random), random);
  }
}
