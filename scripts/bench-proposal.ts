// The crop proposal on whole pages (issues 23 and 46):
//   npm run -s bench:proposal [-- --count N] [--sheets N] [--held-out 61,62,63,64] [--full] [--json]
// On seeded photos of a printed form (scripts/lib/synthetic/form-pages.ts) the proposed box
// should hold the signature and as little of the print as it can: for each page, the share of
// the signature's ink inside the box, the share of the printed ink inside it, and the box's
// share of the frame. On 12 MP photos of a sheet on a dark table under a hand's deep shadow
// (shadowed-sheets.ts; development seeds 1..N, held-out seeds apart, never tuned on) it should
// hold the signature and little else: the share of its ink inside the box, the box's area over
// the signature's own box grown by the proposal's margin (at most about 2 is the aim), and the
// box's share of the frame. The 12 MP photos are proposed as the app proposes them, on its view
// of the photo (picture-jobs.ts: the longer side shrunk to PREVIEW_SIDE, here by the mean of the
// pixels each covers) and the box scaled back; `--full` proposes on the photo itself. Each
// proposal runs on the WebAssembly kernels with memory kept between them, as the app's worker's.
// Prints figures; fails nothing.
import { parseArgs } from 'node:util';
import type { Rect } from '../src/core/capture/guide-box.ts';
import { Scratch } from '../src/core/clean/enhanced/kernel-helpers/scratch.ts';
import { proposeCrop } from '../src/core/paper/propose-crop.ts';
import { PREVIEW_SIDE } from '../src/lib/clean/picture-jobs.ts';
import { formPageSet } from './lib/synthetic/form-pages.ts';
import type { SyntheticImage } from './lib/synthetic/generate.ts';
import { shadowedSheets } from './lib/synthetic/shadowed-sheets.ts';
import { nodeWasmKernels } from './lib/wasm-kernels-node.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '8' },
    sheets: { type: 'string', default: '8' },
    'held-out': { type: 'string', default: '61,62,63,64' },
    full: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const print = (line: string) => {
  if (!values.json) console.log(line);
};
const pct = (value: number) => `${value.toFixed(1).padStart(5)}%`;
const scratch = new Scratch();
const kernels = nodeWasmKernels();
/** The proposal as the app's worker makes it (picture-jobs.ts). */
const propose = (data: Uint8ClampedArray, width: number, height: number) =>
  proposeCrop(data, width, height, scratch, kernels);

/** The signature's own pixels inside `box`, the print's, and their totals. */
function inside(image: SyntheticImage, box: Rect) {
  let ink = 0;
  let inkIn = 0;
  let printed = 0;
  let printIn = 0;
  for (let y = 0; y < image.height; y++) {
    const rowIn = y >= box.y && y < box.y + box.height;
    for (let x = 0; x < image.width; x++) {
      const i = y * image.width + x;
      const within = rowIn && x >= box.x && x < box.x + box.width;
      ink += image.gt[i];
      printed += image.lines[i];
      if (within) {
        inkIn += image.gt[i];
        printIn += image.lines[i];
      }
    }
  }
  return {
    signatureInside: (100 * inkIn) / Math.max(1, ink),
    printInside: (100 * printIn) / Math.max(1, printed),
  };
}

const formRows: { name: string; signatureInside: number; printInside: number; boxShare: number }[] =
  [];
for (const page of formPageSet(Number(values.count))) {
  const box = propose(page.data, page.width, page.height);
  const row = {
    name: page.name,
    ...inside(page, box),
    boxShare: (100 * box.width * box.height) / (page.width * page.height),
  };
  formRows.push(row);
  print(
    `${row.name.padEnd(12)} signature inside ${pct(row.signatureInside)}  print inside ${pct(row.printInside)}  box ${pct(row.boxShare)} of the frame`,
  );
}
const mean = <K extends string>(rows: Record<K, number>[], key: K) =>
  rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
const forms = {
  pages: formRows.length,
  signatureInside: mean(formRows, 'signatureInside'),
  worstSignatureInside: Math.min(...formRows.map((row) => row.signatureInside)),
  printInside: mean(formRows, 'printInside'),
  boxShare: mean(formRows, 'boxShare'),
};
print(
  `\n${forms.pages} pages: signature inside ${forms.signatureInside.toFixed(1)}% (worst ${forms.worstSignatureInside.toFixed(1)}%), print inside ${forms.printInside.toFixed(1)}%, box ${forms.boxShare.toFixed(1)}% of the frame`,
);

/** The photo shrunk to `side` px along its longer side, each pixel the mean of those it covers. */
function shrink(image: SyntheticImage, side: number) {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      const sum = [0, 0, 0];
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const p = (sy * image.width + sx) * 4;
          for (let c = 0; c < 3; c++) sum[c] += image.data[p + c];
        }
      }
      const count = (x1 - x0) * (y1 - y0);
      const q = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[q + c] = sum[c] / count;
      data[q + 3] = 255;
    }
  }
  return { data, width, height, scale };
}

/** The proposal on the app's view of the photo, scaled back as picture-jobs.ts does. */
function proposeAsTheApp(image: SyntheticImage): Rect {
  if (values.full) return propose(image.data, image.width, image.height);
  const view = shrink(image, PREVIEW_SIDE);
  const box = propose(view.data, view.width, view.height);
  const x = Math.floor(box.x / view.scale);
  const y = Math.floor(box.y / view.scale);
  return {
    x,
    y,
    width: Math.min(image.width, Math.ceil((box.x + box.width) / view.scale)) - x,
    height: Math.min(image.height, Math.ceil((box.y + box.height) / view.scale)) - y,
  };
}

/** The signature's own box grown by the proposal's margin (propose-crop.ts), inside the frame. */
function signatureBoxWithMargin(image: SyntheticImage): Rect {
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!image.gt[y * image.width + x]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const pad = Math.round(Math.max(right - left + 1, bottom - top + 1) * MARGIN);
  const x = Math.max(0, left - pad);
  const y = Math.max(0, top - pad);
  return {
    x,
    y,
    width: Math.min(image.width, right + 1 + pad) - x,
    height: Math.min(image.height, bottom + 1 + pad) - y,
  };
}
/** The proposal's margin: a share of the ink box's longer side (propose-crop.ts's default). */
const MARGIN = 0.08;

function sheetRows(title: string, seeds: number[]) {
  print(
    `\n${title} (seeds ${seeds.join(', ')}), ${values.full ? 'the photo itself' : 'the app\u2019s view'}:`,
  );
  const rows: { signatureInside: number; areaRatio: number; boxShare: number }[] = [];
  for (const image of shadowedSheets(seeds)) {
    const box = proposeAsTheApp(image);
    const own = signatureBoxWithMargin(image);
    const row = {
      signatureInside: inside(image, box).signatureInside,
      areaRatio: (box.width * box.height) / (own.width * own.height),
      boxShare: (100 * box.width * box.height) / (image.width * image.height),
    };
    rows.push(row);
    print(
      `${image.name.padEnd(18)} ${image.place.padEnd(6)} signature inside ${pct(row.signatureInside)}  box ${row.areaRatio.toFixed(2).padStart(5)}× the signature's  ${pct(row.boxShare)} of the frame`,
    );
  }
  const summary = {
    photos: rows.length,
    signatureInside: mean(rows, 'signatureInside'),
    worstSignatureInside: Math.min(...rows.map((row) => row.signatureInside)),
    areaRatio: mean(rows, 'areaRatio'),
    worstAreaRatio: Math.max(...rows.map((row) => row.areaRatio)),
    boxShare: mean(rows, 'boxShare'),
  };
  print(
    `${summary.photos} photos: signature inside ${summary.signatureInside.toFixed(1)}% (worst ${summary.worstSignatureInside.toFixed(1)}%), box ${summary.areaRatio.toFixed(2)}× the signature's (worst ${summary.worstAreaRatio.toFixed(2)}×), ${summary.boxShare.toFixed(1)}% of the frame`,
  );
  return summary;
}

const developmentSeeds = Array.from({ length: Number(values.sheets) }, (_, k) => k + 1);
const development = developmentSeeds.length
  ? sheetRows('Shadowed sheets, 12 MP, development', developmentSeeds)
  : null;
const heldOutSeeds = values['held-out'].split(',').filter(Boolean).map(Number);
const heldOut = heldOutSeeds.length ? sheetRows('Held out', heldOutSeeds) : null;
if (values.json) console.log(JSON.stringify({ forms, shadowedSheets: { development, heldOut } }));
