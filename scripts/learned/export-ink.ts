// Training data for the learned ink decision (issue 23 item 7; src/core/clean/enhanced/ink-net.ts;
// scripts/learned/train.py): pictures run through the whole enhanced cleaner as the product runs
// it, with the inputs of the last step saved — the normalised image (paper 255), the rules' final
// mask, its ink at least as dark as the ink's median — and the truth.
//   npx tsx scripts/learned/export-ink.ts --real DIR --out FILE          (every document, whole)
//   npx tsx scripts/learned/export-ink.ts --seeds 9101,9102 --out FILE   (synthetic draws, cropped)
// With `--stage core`, the thin-pen path's cut instead (stroke-core.ts; the learned core decision):
// the mask before the cut, the rules' cut and the truth, only where the cut ran, for synthetic
// draws under each camera of `--gammas` (1: the set's, which blurs stored values; 2.2: light),
// each further softened by each σ of `--soften` (perturb.ts; 0: as rendered).
// FILE (gzip): records as export-data.ts writes them (bit 0: the final mask, 1: its dark ink,
// 2: truth). Synthetic records are cropped to the ink and the truth with a margin; the draws must
// be ones the quality benchmark never scores.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import type { BlurDecision } from '../../src/core/clean/enhanced/stroke-blur.ts';
import { installTrainedNets } from '../../src/core/clean/enhanced/trained-nets.ts';
import { readImage } from '../../src/cli/image-io.ts';
import { inkMaskFromGroundTruth } from '../../src/core/quality/metrics.ts';
import { syntheticSet } from '../lib/synthetic/generate.ts';
import { PHONE_CONDITIONS } from '../lib/synthetic/conditions.ts';
import { perturb } from '../lib/perturb.ts';

installTrainedNets();
const { values } = parseArgs({
  options: {
    real: { type: 'string' },
    seeds: { type: 'string' },
    margin: { type: 'string', default: '24' },
    stage: { type: 'string', default: 'ink' },
    gammas: { type: 'string', default: '1' },
    soften: { type: 'string', default: '0' },
    out: { type: 'string', default: 'ink-data.bin.gz' },
  },
});
const margin = Number(values.margin);

interface Picture {
  name: string;
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  gt: Uint8Array;
}

async function* pictures(): AsyncGenerator<Picture & { crop: boolean }> {
  if (values.real) {
    const dir = values.real;
    const names = readdirSync(join(dir, 'images'))
      .filter((name) => name.endsWith('.png'))
      .sort();
    for (const name of names) {
      const image = await readImage(join(dir, 'images', name));
      const truth = await readImage(join(dir, 'gt', name));
      const gt = inkMaskFromGroundTruth(truth.data, image.width * image.height);
      yield { name, ...image, gt, crop: false };
    }
  }
  for (const seed of (values.seeds ?? '').split(',').filter(Boolean)) {
    if ([2026, 11, 12, 13, 14, 21, 22, 23, 24, 25, 31, 32, 33, 41, 42].includes(Number(seed)))
      throw new Error(`seed ${seed} is one the quality benchmark scores`);
    for (const gamma of values.gammas.split(',').map(Number))
      for (const soften of values.soften.split(',').map(Number))
        for (const image of syntheticSet(2, Number(seed), undefined, { gamma }))
          if (values.stage !== 'core' || !PHONE_CONDITIONS.has(image.condition)) {
            const data =
              soften > 0 ? perturb(image.data, image.width, image.height, { soften }) : image.data;
            yield {
              ...image,
              data,
              name: `${seed}-g${gamma}-s${soften}-${image.name}`,
              crop: true,
            };
          }
  }
}

function record(
  p: Picture,
  crop: boolean,
  normalised: Uint8Array,
  final: Uint8Array,
  dark: Uint8Array,
) {
  const { width, height, gt } = p;
  let [x0, y0, x1, y1] = [0, 0, width - 1, height - 1];
  if (crop) {
    [x0, y0, x1, y1] = [width, height, -1, -1];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (final[i] === 1 || gt[i] === 1) {
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y);
        }
      }
    if (x1 < 0) return null;
    x0 = Math.max(0, x0 - margin);
    y0 = Math.max(0, y0 - margin);
    x1 = Math.min(width - 1, x1 + margin);
    y1 = Math.min(height - 1, y1 + margin);
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const near = nearInk(final, width, height, REACH);
  const out = Buffer.alloc(4 + 2 * w * h);
  out.writeUInt16LE(w, 0);
  out.writeUInt16LE(h, 2);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y + y0) * width + x + x0;
      const o = y * w + x;
      out[4 + o] = near[i] ? normalised[i] : 255;
      out[4 + w * h + o] = final[i] | (dark[i] << 1) | (gt[i] << 2);
    }
  return out;
}

/** Farther than this from the mask, no pixel reaches the net's output on it (its receptive
 * radius is 17 px): those pixels are saved as paper, which gzip stores for nothing. */
const REACH = 18;

/** 1 within `r` px (chessboard) of a mask pixel: a box dilation by prefix sums, rows then columns. */
function nearInk(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  const sums = new Int32Array(Math.max(width, height) + 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) sums[x + 1] = sums[x] + mask[y * width + x];
    for (let x = 0; x < width; x++)
      rows[y * width + x] = sums[Math.min(width, x + r + 1)] - sums[Math.max(0, x - r)] > 0 ? 1 : 0;
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) sums[y + 1] = sums[y] + rows[y * width + x];
    for (let y = 0; y < height; y++)
      out[y * width + x] = sums[Math.min(height, y + r + 1)] - sums[Math.max(0, y - r)] > 0 ? 1 : 0;
  }
  return out;
}

const chunks: Buffer[] = [];
for await (const p of pictures()) {
  let saved: Buffer | null = null;
  const save: BlurDecision = (normalised, _width, _height, before, mask) => {
    saved = record(p, p.crop, normalised, before, mask);
    if (values.stage === 'ink') mask.set(before); // the product's output, unchanged
  };
  cleanEnhanced(
    p.data,
    p.width,
    p.height,
    values.stage === 'core' ? { coreDecision: save } : { inkDecision: save },
  );
  if (saved) chunks.push(saved);
  console.log(`${chunks.length - 1}\t${p.name}\t${saved ? (saved as Buffer).length : 'no ink'}`);
}
const packed = gzipSync(Buffer.concat(chunks), { level: 6 });
writeFileSync(values.out, packed);
console.log(`${chunks.length} records, ${(packed.length / 1e6).toFixed(1)} MB gzip`);
