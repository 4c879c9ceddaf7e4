// Training data for the learned blur decision (issue 23 item 7; scripts/learned/train.py): blurred
// captures rendered by the synthetic generator with seeds the quality benchmark never draws, run
// through the enhanced cleaner up to its cut on a blurry capture (stroke-blur.ts), where the
// normalised image (paper 255), the mask before the cut, the rules' cut and the truth are saved —
// only for captures the rules themselves call blurry, so the data is what the stage will see.
//   npx tsx scripts/learned/export-data.ts [--count N] [--seed S] [--out FILE]
// FILE (gzip): records of uint16 width, uint16 height (little-endian), width × height normalised
// bytes, then width × height flag bytes (bit 0: ink before the cut, 1: the rules' cut, 2: truth),
// each cropped to the ink and the truth with a margin.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import { trainedDecisions } from '../../src/core/clean/enhanced/learned/trained-nets.ts';
import { CONDITIONS, renderImage, seeded, syntheticSet } from '../lib/synthetic/generate.ts';
import { INKS, pick, type Scene } from '../lib/synthetic/scene.ts';
import { nodeWasmKernels } from '../lib/wasm-kernels-node.ts';
import { packRecord } from './records.ts';

/** The product's learned decisions, beside which one is swapped. */
const product = trainedDecisions();
/** The product's kernels (the same bytes as the TypeScript ones, faster). */
const kernels = nodeWasmKernels();

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '360' },
    seed: { type: 'string', default: '900001' },
    out: { type: 'string', default: 'blur-data.bin.gz' },
  },
});

/** Pens and papers of the set, each under a blur of σ 2–4 px (half of them the blurred recipe). */
const BASES = ['plain', 'coloured-ink', 'tinted-paper', 'shadow', 'camera-artefacts', 'ruled'];
const MARGIN = 24;

function scene(r: () => number): { condition: string; scene: Scene } {
  if (r() < 0.5) return { condition: 'blurred', scene: CONDITIONS.blurred(r) };
  const condition = pick(r, BASES);
  const base = CONDITIONS[condition](r);
  // Every pen from a fine liner to a narrow marker, black or blue or the base's own ink.
  const lo = 1.5 + r() * 6;
  const ink = r() < 0.5 ? base.ink : pick(r, [INKS.black, INKS.blue]);
  return {
    condition,
    scene: { ...base, ink, stroke: [lo, lo + 1 + r() * 2], defocus: 2 + r() * 2 },
  };
}

// The benchmark's pictures are seeded by syntheticSet's own formula: none of ours may be one.
const benchmark = new Set<string>();
for (const image of syntheticSet(4, undefined, new Set(['blurred'])))
  benchmark.add(image.data.subarray(0, 4096).join());

const count = Number(values.count);
const first = Number(values.seed);
const chunks: Buffer[] = [];
let kept = 0;
let bytes = 0;
for (let k = 0; k < count; k++) {
  const random = seeded(first + k);
  const { condition, scene: s } = scene(random);
  const image = renderImage(`train-${k}`, condition, s, random);
  if (benchmark.has(image.data.subarray(0, 4096).join())) throw new Error('a benchmark picture');
  let record: Buffer | null = null;
  cleanEnhanced(image.data, image.width, image.height, {
    learned: {
      ...product,
      blur: (normalised, width, height, before, mask) => {
        record = packRecord(normalised, width, height, before, mask, image.gt, {
          crop: true,
          margin: MARGIN,
        });
      },
    },
    kernels,
  });
  if (record) {
    chunks.push(record);
    kept++;
    bytes += (record as Buffer).length;
  }
  if (k % 20 === 0)
    console.log(`${k}/${count}: ${kept} blurry kept, ${(bytes / 1e6).toFixed(1)} MB`);
}
const packed = gzipSync(Buffer.concat(chunks), { level: 6 });
writeFileSync(values.out, packed);
console.log(
  `${kept} of ${count} captures blurry; ${(bytes / 1e6).toFixed(1)} MB, ${(packed.length / 1e6).toFixed(1)} MB gzip`,
);
