// Checks the TypeScript reference (blur-net.ts) against PyTorch: train.py writes the logits of
// its first validation record; this runs the same weights on the same record (the last tenth of
// export-data.ts's file) and prints the largest difference.
//   npx tsx scripts/learned/check-logits.ts DATA.bin.gz WEIGHTS.json LOGITS.f32 [RECORD]
// (RECORD: the record's index, for the ink decision's folds: the fold's first document.)
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { convolve, type BlurNetWeights } from './blur-net.ts';

const [dataPath, weightsPath, logitsPath, index] = process.argv.slice(2);
const raw = gunzipSync(readFileSync(dataPath));
const records: [number, number, number][] = [];
for (let at = 0; at < raw.length;) {
  const w = raw.readUInt16LE(at);
  const h = raw.readUInt16LE(at + 2);
  records.push([at + 4, w, h]);
  at += 4 + 2 * w * h;
}
const [start, w, h] =
  records[index ? Number(index) : records.length - Math.max(1, Math.floor(records.length / 10))];
const weights = JSON.parse(readFileSync(weightsPath, 'utf8')) as BlurNetWeights;
const n = w * h;
const widest = Math.max(weights.inputs, ...weights.layers.map((l) => l.shape[0]));
let a = new Float32Array(widest * n);
let b = new Float32Array(widest * n);
for (let i = 0; i < n; i++) {
  const flags = raw[start + n + i];
  a[i] = (255 - raw[start + i]) / 255;
  if (weights.inputs > 1) a[n + i] = flags & 1;
  if (weights.inputs > 2) a[2 * n + i] = (flags >> 1) & 1;
}
const t = performance.now();
weights.layers.forEach((layer, k) => {
  convolve(a, b, w, h, layer, k === weights.layers.length - 1);
  [a, b] = [b, a];
});
const ms = performance.now() - t;
const torch = new Float32Array(readFileSync(logitsPath).buffer.slice(0));
if (torch.length !== n) throw new Error(`${torch.length} logits for ${w} × ${h}`);
let worst = 0;
let signs = 0;
for (let i = 0; i < n; i++) {
  worst = Math.max(worst, Math.abs(a[i] - torch[i]));
  if (a[i] > 0 !== torch[i] > 0) signs++;
}
console.log(
  `${w} × ${h}: largest difference ${worst.toExponential(2)}, ${signs} decisions differ; ${ms.toFixed(0)} ms`,
);
