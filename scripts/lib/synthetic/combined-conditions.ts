// The combined conditions of the synthetic set (issue 10): the single ones (conditions.ts)
// together, the way real photos combine them — coloured ink on tinted paper in a shadow beside a
// table, faint or fine pens on ruled paper, a sheet in a whole phone photo, squared paper, a
// notepad, a marker at 12 MP, warm light, ink as bright as its paper, a hand holding the sheet.
import {
  FRAME_720P,
  GRID_BLUE,
  INKS,
  PAPERS,
  PHONE_SIZE,
  PLAIN_PAPER as plain,
  RULE_BLUE,
  SKINS,
  SURFACES,
  WARM_LIGHT,
  WEBCAM_SIZE,
  pick,
  tilt,
  type Rgb,
  type Ruling,
  type Scene,
} from './scene.ts';

/** Blue ruled lines 70–85 px apart, 1.5–2.5 px thick, slanted up to 0.7°. */
const blueLines = (r: () => number): Ruling => ({
  kind: 'lines',
  colour: RULE_BLUE,
  spacing: 70 + r() * 15,
  thickness: 1.5 + r(),
  angle: tilt(r, 0.012),
});

/** The spec's luminance of a colour (0.299 R + 0.587 G + 0.114 B). */
const luminance = (c: Rgb) => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];

/**
 * An ink exactly as bright as `paper` (in the spec's luminance), shifted from it towards the hue
 * `direction`, as far as `amount` allows with every channel in 5..250: only colour tells them
 * apart.
 */
export function isoLuminantInk(paper: Rgb, direction: Rgb, amount: number): Rgb {
  // The direction with its own luminance taken out of every channel: luminance stays the same.
  const grey = luminance(direction);
  const step = direction.map((d) => d - grey);
  let a = amount;
  for (let c = 0; c < 3; c++) {
    if (step[c] > 0) a = Math.min(a, (250 - paper[c]) / step[c]);
    if (step[c] < 0) a = Math.min(a, (paper[c] - 5) / -step[c]);
  }
  return [0, 1, 2].map((c) => paper[c] + a * step[c]) as Rgb;
}

export const COMBINED_CONDITIONS: Record<string, (random: () => number) => Scene> = {
  'colour-tinted-shadow-table': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.lightGreen, INKS.violet, INKS.brightRed, INKS.midBlue]),
    paper: pick(r, [PAPERS.cream, PAPERS.brown, PAPERS.grey, PAPERS.greenTint]),
    texture: 5,
    table: true,
    shadow: true,
    unevenLight: true,
    noise: 3,
  }),
  'faint-ruled': (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.faintBlue, INKS.faintGrey]),
    ruling: { ...blueLines(r), margin: r() < 0.5 ? 0.1 : undefined },
  }),
  'fine-ruled-warm': (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [1, 1.6],
    ink: pick(r, [INKS.black, INKS.blue]),
    ruling: blueLines(r),
    cast: WARM_LIGHT,
    unevenLight: true,
  }),
  'phone-sheet': (r) => ({
    ...PHONE_SIZE,
    stroke: [4, 8],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 3,
    // The sheet runs off the top and right: the table shows on the left and at the bottom.
    sheet: {
      cx: 0.58 + r() * 0.06,
      cy: 0.4 + r() * 0.05,
      halfWidth: 0.48,
      halfHeight: 0.5,
      angle: tilt(r, 0.05),
      surface: pick(r, [SURFACES.darkTable, SURFACES.wood, SURFACES.greyDesk]),
    },
    signatureBox: { x: 0.35 + r() * 0.1, y: 0.35 + r() * 0.1, width: 0.3, height: 0.15 },
    unevenLight: true,
    shadow: r() < 0.5,
    noise: 3,
    jpegQuality: 85,
  }),
  grid: (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    ruling: {
      kind: 'grid',
      colour: GRID_BLUE,
      spacing: 22 + r() * 8,
      thickness: 1 + r() * 0.6,
      angle: tilt(r, 0.012),
    },
  }),
  'notepad-partial': (r) => {
    const angle = tilt(r, 0.06);
    const cx = 0.45 + r() * 0.1;
    return {
      ...FRAME_720P,
      ...plain,
      stroke: [2, 4],
      ink: pick(r, [INKS.black, INKS.blue]),
      sheet: {
        cx,
        cy: 0.5,
        halfWidth: 0.3 + r() * 0.08,
        halfHeight: 0.44,
        angle,
        surface: pick(r, [SURFACES.wood, SURFACES.greyDesk]),
      },
      ruling: { kind: 'lines', colour: RULE_BLUE, spacing: 44, thickness: 2, angle, margin: 0.08 },
      signatureBox: { x: cx - 0.2, y: 0.3, width: 0.4, height: 0.35 },
    };
  },
  'marker-12mp': (r) => ({
    ...PHONE_SIZE,
    stroke: [25, 40],
    ink: pick(r, [INKS.black, INKS.blue, INKS.red]),
    paper: PAPERS.white,
    texture: 3,
    unevenLight: true,
    noise: 3,
    jpegQuality: 85,
  }),
  'warm-light': (r) => ({
    ...WEBCAM_SIZE,
    ...plain,
    stroke: [2, 4],
    ink: pick(r, [INKS.blue, INKS.midBlue]),
    cast: [WARM_LIGHT[0], WARM_LIGHT[1] + tilt(r, 0.04), WARM_LIGHT[2] + tilt(r, 0.06)],
    unevenLight: true,
    noise: 3,
  }),
  // Ink as bright as its paper (issue 10 item 1): the spec's grey cannot see it at all.
  'iso-luminant': (r) => {
    // Pairs whose colours differ clearly (a bright paper leaves a same-brightness ink no room).
    const [paper, hue] = pick(r, [
      [PAPERS.brown, [0, 1, 0]], // green on brown
      [PAPERS.brown, [0, 0, 1]], // lavender on brown
      [PAPERS.grey, [0, 1, 0]], // green on grey
      [PAPERS.greenTint, [1, 0, 1]], // pink on green-tinted
    ] as [Rgb, Rgb][]);
    return {
      ...WEBCAM_SIZE,
      stroke: [2, 4],
      ink: isoLuminantInk(paper, hue, 120),
      paper,
      texture: 3,
      unevenLight: true,
      noise: 2,
    };
  },
  // A hand holding the sheet reaches into the frame from below or from a side, with its
  // shadow half the time: skin is neither paper nor ink, and a pale hand is as bright as a
  // shadowed sheet.
  hand: (r) => {
    const side = Math.floor(r() * 3); // 0: bottom, 1: left, 2: right
    const along = 0.25 + r() * 0.5;
    const palm =
      side === 0
        ? { cx: along, cy: 1.08, rx: 0.16, ry: 0.3 }
        : { cx: side === 1 ? -0.04 : 1.04, cy: 0.55 + r() * 0.3, rx: 0.12, ry: 0.4 };
    const reach = 0.12 + r() * 0.06;
    const thumb =
      side === 0
        ? {
            cx: palm.cx + (r() < 0.5 ? -1 : 1) * 0.12,
            cy: 1 - reach,
            rx: 0.035,
            ry: reach,
            angle: tilt(r, 0.4),
          }
        : {
            cx: side === 1 ? reach : 1 - reach,
            cy: palm.cy - 0.3,
            rx: reach,
            ry: 0.07,
            angle: tilt(r, 0.4),
          };
    return {
      ...FRAME_720P,
      ...plain,
      paper: pick(r, [PAPERS.white, PAPERS.offWhite]),
      stroke: [2, 4],
      ink: pick(r, [INKS.black, INKS.blue]),
      hand: { palm, thumb, skin: pick(r, [SKINS.light, SKINS.medium, SKINS.tan, SKINS.dark]) },
      signatureBox: { x: 0.15, y: 0.15, width: 0.7, height: 0.5 },
      shadow: r() < 0.5,
      unevenLight: true,
      noise: 3,
    };
  },
};
