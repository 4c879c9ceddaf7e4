// The correction tools' speed at full size (issue 44, item 8): a re-clean after one "This is the
// ink" pick on a 12 MP photo (target ≤ 1.5 s): the keyed mask, with the output step after it
// (soft edges, colour, the result's hints), the paper having been measured as the tools opened
// (the worker does it with the original picture it sends them); one brush stroke and one "not ink" tap
// applied at full size (what the worker does when a pointer lifts; the stroke itself is drawn on
// a canvas of the view's size in the page, one line segment per pointer event); and the heap
// over 50 corrections in a row, which must stay flat (each result replaces the last). Not a
// test: the figures depend on the machine and its load.
//   npm run bench:correct [-- --megapixels 12 --runs 3]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { clean } from '../src/core/clean/clean.ts';
import { applyCorrections, type Correction } from '../src/core/correct/corrections.ts';
import { measurePaper } from '../src/core/correct/local-paper.ts';
import { resultHints } from '../src/core/correct/result-hints.ts';
import { softenClean, shapeOutput } from '../src/lib/clean/output-step.ts';
import { syntheticSignature } from './lib/synthetic-signature.ts';
import { nodeWasmKernels } from './lib/wasm-kernels-node.ts';

const { values } = parseArgs({
  options: {
    megapixels: { type: 'string', default: '12' },
    runs: { type: 'string', default: '3' },
  },
});
const megapixels = Number(values.megapixels);
const runs = Number(values.runs);
const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
const height = Math.round((width * 3) / 4);

const ms = (start: number) => performance.now() - start;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

console.log(`${width}×${height} (${megapixels} MP), ${runs} runs, load ${loadavg()[0].toFixed(1)}`);
const source = syntheticSignature(2026, width, height);
let t = performance.now();
const cleaned = clean(source, width, height, { algorithm: 'spec', kernels: nodeWasmKernels() });
console.log(`spec clean (for the base the corrections apply to): ${ms(t).toFixed(0)} ms`);

// Where to pick: the darkest pixel of the picture's middle row is on a stroke or near one.
let darkest = 0;
for (let x = 0, y = height >> 1; x < width; x++)
  if (source[(y * width + x) * 4] < source[(y * width + darkest) * 4]) darkest = x;
const pick: Correction = { kind: 'ink', x: darkest, y: height >> 1, reach: 20 };

const paper: number[] = [];
const recleans: number[] = [];
const outputs: number[] = [];
for (let run = 0; run < runs; run++) {
  t = performance.now();
  const picture = { data: source, width, height, paper: measurePaper(source, width, height) };
  paper.push(ms(t));
  t = performance.now();
  const corrected = applyCorrections(cleaned.data, picture, [pick]);
  recleans.push(ms(t));
  t = performance.now();
  const image = { data: corrected.data, width, height };
  const kept = softenClean('bench', image, source, { algorithm: 'enhanced' }, 0);
  resultHints(corrected.data, width, height, source);
  shapeOutput(kept, { trim: true, colour: 'original' });
  outputs.push(ms(t));
}
const total = median(paper) + median(recleans) + median(outputs);
console.log(`paper: ${median(paper).toFixed(0)} ms (once per crop, as the tools open)`);
console.log(`re-clean after a pick (the keyed mask): ${median(recleans).toFixed(0)} ms`);
console.log(
  `output step after it (soft edges, cast, hints, trim, colour): ${median(outputs).toFixed(0)} ms`,
);
console.log(
  `pick to output, before the PNG encode: ${(median(recleans) + median(outputs)).toFixed(0)} ms (target ≤ 1500) [paper alone ${median(paper).toFixed(0)}; sum ${total.toFixed(0)}]`,
);

// A brush stroke and a tap at full size, with the paper already measured (as in the worker).
const picture = { data: source, width, height, paper: measurePaper(source, width, height) };
const stroke: Correction = {
  kind: 'brush',
  mode: 'erase',
  points: Array.from({ length: 60 }, (_, i) => [width * (0.2 + i / 100), height / 2]).flat(),
  radius: 24,
};
t = performance.now();
applyCorrections(cleaned.data, picture, [stroke]);
console.log(`one brush stroke applied at full size (60 points, radius 24): ${ms(t).toFixed(0)} ms`);
t = performance.now();
applyCorrections(cleaned.data, picture, [
  { kind: 'notInk', x: darkest, y: height >> 1, reach: 20 },
]);
console.log(`one "not ink" tap at full size: ${ms(t).toFixed(0)} ms`);

// 50 corrections one after another, each result replacing the last, as the worker keeps them.
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => (gc?.(), process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
const edits: Correction[] = [];
const heaps: number[] = [];
let last: unknown = null;
for (let i = 0; i < 50; i++) {
  const x = (width * (i + 1)) / 52;
  edits.push({
    kind: 'brush',
    mode: i % 2 ? 'restore' : 'erase',
    points: [x, height / 3, x + 40, height / 2],
    radius: 12,
  });
  last = applyCorrections(cleaned.data, picture, edits);
  if (i % 10 === 9) heaps.push(heap());
}
void last;
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
console.log(
  `memory after 10, 20 … 50 corrections: ${heaps.map(mb).join(', ')} MB${gc ? '' : ' (run with NODE_OPTIONS=--expose-gc for figures after collection)'}`,
);
