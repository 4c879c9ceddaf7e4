// Writes src/core/clean/enhanced/STAGE-net-weights.ts from train.py's JSON: the net's float32
// values (blur-net.ts layout) as base64, so the enhanced cleaner holds them synchronously.
//   npx tsx scripts/learned/blur-net-module.ts [NAME [STAGE]]
// (default blur-decision for the blur stage; core-s23 for the core stage, core-net.ts)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packBlurNet } from '../../src/core/clean/enhanced/learned/blur-net-pack.ts';

const name = process.argv[2] ?? 'blur-decision';
const stage = process.argv[3] ?? 'blur';
const Stage = stage[0].toUpperCase() + stage.slice(1);
const what = { blur: 'blur decision', core: 'core decision' }[stage] ?? stage;
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
const target = join(
  import.meta.dirname,
  `../../src/core/clean/enhanced/learned/${stage}-net-weights.ts`,
);
writeFileSync(
  target,
  `// The learned ${what}'s weights (${stage}-net.ts), generated from scripts/learned/${name}.json
// by scripts/learned/blur-net-module.ts — do not edit. ${values.length} float32 values,
// little-endian, base64: the biases and weights of each 3 × 3 layer, then the 1 × 1 output.
import { decodeNet } from './blur-net-pack.ts';
import type { BlurNet } from './blur-net-types.ts';

const VALUES =
  '${base64}';

/** The trained net, decoded. */
export const decode${Stage}Net = (): BlurNet =>
  decodeNet(${net.inputs}, ${net.channels}, [${dilations.join(', ')}], VALUES);
`,
);
console.log(`${target}: ${values.length} values`);
