// Writes src/core/clean/enhanced/blur-net-weights.ts from train.py's JSON: the net's float32
// values (blur-net.ts layout) as base64, so the enhanced cleaner holds them synchronously.
//   npx tsx scripts/learned/blur-net-module.ts [NAME]   (default blur-decision)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packBlurNet } from '../../src/core/clean/enhanced/blur-net-pack.ts';

const name = process.argv[2] ?? 'blur-decision';
const json = JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), 'utf8'));
const net = packBlurNet(json);
const values = new Float32Array(
  net.layers.reduce((sum, l) => sum + l.data.length, 0) + net.out.length,
);
let at = 0;
for (const { data } of [...net.layers, { data: net.out }]) {
  values.set(data, at);
  at += data.length;
}
const base64 = Buffer.from(values.buffer).toString('base64');
const dilations = net.layers.map((l) => l.dilation);
const target = join(import.meta.dirname, '../../src/core/clean/enhanced/blur-net-weights.ts');
writeFileSync(
  target,
  `// The learned blur decision's weights (blur-net.ts), generated from scripts/learned/${name}.json
// by scripts/learned/blur-net-module.ts — do not edit. ${values.length} float32 values,
// little-endian, base64: the biases and weights of each 3 × 3 layer, then the 1 × 1 output.
import type { BlurNet } from './blur-net-types.ts';

const INPUTS = ${net.inputs};
const CHANNELS = ${net.channels};
const DILATIONS = [${dilations.join(', ')}];
const VALUES =
  '${base64}';

/** The trained net, decoded. */
export function decodeBlurNet(): BlurNet {
  const bytes = Uint8Array.from(atob(VALUES), (c) => c.charCodeAt(0));
  const values = new Float32Array(bytes.buffer);
  let at = 0;
  const take = (count: number) => values.subarray(at, (at += count));
  const layers = DILATIONS.map((dilation, k) => {
    const inputs = k === 0 ? INPUTS : CHANNELS;
    return { inputs, dilation, data: take(CHANNELS + inputs * 9 * CHANNELS) };
  });
  return { inputs: INPUTS, channels: CHANNELS, layers, out: take(1 + CHANNELS) };
}
`,
);
console.log(`${target}: ${values.length} values`);
