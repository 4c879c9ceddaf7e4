// Speed of the enhanced cleaner where the bench's plain frames do not look: lined, ruled and
// marker paper from the synthetic set (four images a condition, seeded), at full size and at the
// live preview's 640 px width (the frame shrunk by nearest pixel, as a stand-in for the camera's
// scaled frame). CPU ms per clean, median of the runs after one warm-up, the WebAssembly kernels
// handed in as in the app and no learned decision, as in the preview. Plain and marker
// paper are there to compare with.
//   npm run -s bench:lined
// Compare two versions of the code one per process, in turn: a second module graph in one process
// runs at a different speed (docs/PERFORMANCE.md, eighth step).
import { cleanEnhanced } from '../src/core/clean/enhanced/enhanced-clean.ts';
import { nodeWasmKernels } from './lib/wasm-kernels-node.ts';
import { syntheticSet, type SyntheticImage } from './lib/synthetic/generate.ts';
import { median } from './lib/timing.ts';

const CONDITIONS = [
  'plain',
  'marker',
  'ruled',
  'faint-ruled',
  'fine-ruled-warm',
  'notepad-partial',
  'lined-crop',
  'marker-lined',
  'underline-ruled',
];
const PREVIEW_WIDTH = 640;

type Frame = { condition: string; data: Uint8ClampedArray; width: number; height: number };

/** The frame shrunk to `width` px across by nearest pixel. */
function shrink(image: SyntheticImage, width: number): Frame {
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const data = new Uint8ClampedArray(width * height * 4);
  const source = new Uint32Array(
    image.data.buffer,
    image.data.byteOffset,
    image.width * image.height,
  );
  const target = new Uint32Array(data.buffer);
  for (let y = 0; y < height; y++) {
    const row = Math.floor((y * image.height) / height) * image.width;
    for (let x = 0; x < width; x++)
      target[y * width + x] = source[row + Math.floor((x * image.width) / width)];
  }
  return { condition: image.condition, data, width, height };
}

/** Each condition's median CPU ms per clean over `rounds` rounds of its frames (one warm-up). */
function time(frames: Frame[], rounds: number): Map<string, number> {
  const times = new Map<string, number[]>();
  for (let round = 0; round <= rounds; round++) {
    for (const { condition, data, width, height } of frames) {
      const start = process.cpuUsage();
      cleanEnhanced(data, width, height, { kernels });
      const used = process.cpuUsage(start);
      if (round === 0) continue;
      const list = times.get(condition) ?? [];
      list.push((used.user + used.system) / 1000);
      times.set(condition, list);
    }
  }
  return new Map([...times].map(([condition, list]) => [condition, median(list)]));
}

const kernels = nodeWasmKernels();
if (!kernels) console.log('(no WebAssembly SIMD here: the TypeScript kernels run)');
const images = [...syntheticSet(4, 2026, new Set(CONDITIONS))];
const full = time(images, 4);
const preview = time(
  images.map((image) => shrink(image, PREVIEW_WIDTH)),
  8,
);
console.log('condition          size         full ms   640 px ms   (CPU, median)');
for (const condition of CONDITIONS) {
  const image = images.find((i) => i.condition === condition)!;
  console.log(
    condition.padEnd(18) +
      `${image.width}×${image.height}`.padEnd(12) +
      full.get(condition)!.toFixed(1).padStart(8) +
      preview.get(condition)!.toFixed(1).padStart(12),
  );
}
