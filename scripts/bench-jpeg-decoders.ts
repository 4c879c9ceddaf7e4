// Does the command line's JPEG decoder move the quality figures? (issue 48 item 4.) JPEG decoders
// differ in their last bit (IDCT and chroma upsampling), so the switch from jpeg-js to sharp
// (libvips, mozjpeg's libjpeg-turbo) is checked where it counts: every real document of the data
// folder as a JPEG (quality 90, 4:2:0, the way a phone saves it), decoded by both, cleaned by both
// cleaners and scored against its truth. The goal: no mean figure moves by more than 0.05.
//   npx tsx scripts/bench-jpeg-decoders.ts [--data DIR] [--quality 90] [--algorithms spec,enhanced]
// Not a test: it reads the whole set (minutes).
import { parseArgs } from 'node:util';
import jpeg from 'jpeg-js';
import sharp from 'sharp';
import { decodeImage } from '../src/cli/image-io.ts';
import { clean } from '../src/core/clean/clean.ts';
import type { CleanAlgorithm } from '../src/core/clean/clean-options.ts';
import { trainedDecisions } from '../src/core/clean/enhanced/learned/trained-nets.ts';
import { inkMaskFromRgba, scoreBinarization } from '../src/core/quality/metrics.ts';
import { DIBCO_DIR } from './lib/data-dir.ts';
import { realDocuments } from './lib/real-pictures.ts';
import { nodeWasmKernels } from './lib/wasm-kernels-node.ts';

const learned = trainedDecisions();
const kernels = nodeWasmKernels();

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: DIBCO_DIR },
    quality: { type: 'string', default: '90' },
    algorithms: { type: 'string', default: 'spec,enhanced' },
  },
});
const quality = Number(values.quality);
const ALGORITHMS = values.algorithms.split(',') as CleanAlgorithm[];
const FIGURES = ['fm', 'psnr', 'drd'] as const;

/** The old decoder: jpeg-js into RGBA. */
function jpegJs(bytes: Buffer) {
  const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
}

const sums = new Map<string, number>();
const add = (key: string, value: number) => sums.set(key, (sums.get(key) ?? 0) + value);
let documents = 0;
let samples = 0;
let differing = 0;
let largest = 0;
/** Each decoder's squared error against the picture before JPEG, summed. */
const squaredError = { 'jpeg-js': 0, sharp: 0 };
/** Each document's change of F-measure, by cleaner. */
const moves: { name: string; algorithm: string; before: number; after: number }[] = [];
for await (const document of realDocuments(values.data)) {
  const { width, height } = document;
  const bytes = await sharp(document.data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  const decoders = { 'jpeg-js': jpegJs(bytes), sharp: (await decodeImage(bytes)).data };
  for (let i = 0; i < decoders.sharp.length; i++) {
    const gap = Math.abs(decoders.sharp[i] - decoders['jpeg-js'][i]);
    if (gap > 0) differing++;
    largest = Math.max(largest, gap);
    if (i % 4 === 3) continue;
    squaredError['jpeg-js'] += (decoders['jpeg-js'][i] - document.data[i]) ** 2;
    squaredError.sharp += (decoders.sharp[i] - document.data[i]) ** 2;
  }
  samples += decoders.sharp.length;
  const fm: Record<string, number> = {};
  for (const [decoder, data] of Object.entries(decoders)) {
    for (const algorithm of ALGORITHMS) {
      const result = clean(data, width, height, { algorithm, learned, kernels });
      const scores = scoreBinarization(
        inkMaskFromRgba(result.data, width * height),
        document.gt,
        width,
        height,
      );
      for (const figure of FIGURES) add(`${algorithm} ${decoder} ${figure}`, scores[figure]);
      fm[`${algorithm} ${decoder}`] = scores.fm;
    }
  }
  for (const algorithm of ALGORITHMS) {
    const [before, after] = [fm[`${algorithm} jpeg-js`], fm[`${algorithm} sharp`]];
    moves.push({ name: document.name, algorithm, before, after });
  }
  documents++;
  process.stdout.write(`\r${documents} documents…`);
}
process.stdout.write('\r\x1b[K');
console.log(
  `${documents} real documents as JPEG quality ${quality}: ${((100 * differing) / samples).toFixed(1)} % ` +
    `of the samples differ between jpeg-js and sharp, by at most ${largest}`,
);
const psnr = (error: number) => 10 * Math.log10((255 * 255 * (samples * 3)) / 4 / error);
console.log(
  `against the picture before JPEG: jpeg-js ${psnr(squaredError['jpeg-js']).toFixed(2)} dB, ` +
    `sharp ${psnr(squaredError.sharp).toFixed(2)} dB (PSNR of the decoded samples)`,
);
let moved = false;
for (const algorithm of ALGORITHMS) {
  const cells = FIGURES.map((figure) => {
    const before = sums.get(`${algorithm} jpeg-js ${figure}`)! / documents;
    const after = sums.get(`${algorithm} sharp ${figure}`)! / documents;
    if (Math.abs(after - before) > 0.05) moved = true;
    return `${figure.toUpperCase()} ${before.toFixed(2)} → ${after.toFixed(2)} (${(after - before >= 0 ? '+' : '') + (after - before).toFixed(3)})`;
  });
  console.log(`${algorithm.padEnd(8)} ${cells.join(', ')}`);
}
for (const algorithm of ALGORITHMS) {
  const largestMoves = moves
    .filter((move) => move.algorithm === algorithm)
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before))
    .slice(0, 3)
    .map((move) => `${move.name} ${move.before.toFixed(2)} → ${move.after.toFixed(2)}`);
  console.log(`${algorithm.padEnd(8)} largest F-measure moves: ${largestMoves.join(', ')}`);
}
console.log(
  moved ? 'a mean figure moved by more than 0.05' : 'no mean figure moved by more than 0.05',
);
