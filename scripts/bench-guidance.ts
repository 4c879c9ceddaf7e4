// Speed of the live-guidance measures (src/core/guidance) on seeded synthetic guide-box frames:
// all measures together per frame, at the guide-box sizes of 720p, 1080p and 4K cameras and on
// a whole 1280×720 frame, plus each step on the 1280×720 one. Median of 31 runs after 10.
//   npm run -s bench:guidance            a table
//   npm run -s bench:guidance -- --json  one JSON line {"sizes":[{"width":…,"height":…,"ms":…}],"steps":{…}}
// A frame that does not come out 'ready' (good) or 'blurry' (blurred) ends the run with exit
// code 1: fast wrong measures are no result.
import { cpus } from 'node:os';
import { borderInk } from '../src/core/guidance/border-contact.ts';
import { measureFrame } from '../src/core/guidance/frame-measures.ts';
import { sampleGrey } from '../src/core/guidance/grey-sample.ts';
import { inkMask, paperMap } from '../src/core/guidance/ink-map.ts';
import { judgeFrame } from '../src/core/guidance/judge-frame.ts';
import { lighting } from '../src/core/guidance/lighting.ts';
import { sharpness } from '../src/core/guidance/sharpness.ts';
import { thumbOf } from '../src/core/guidance/steadiness.ts';
import { boxBlur, syntheticFrame } from '../src/core/guidance/synthetic-frame.test-helper.ts';
import { medianTime } from './lib/timing.ts';

const RUNS = 31;
const WARMUPS = 10;
const SIZES = [
  { label: '720p camera box', width: 768, height: 256 },
  { label: '1080p camera box', width: 1152, height: 384 },
  { label: '4K camera box', width: 2304, height: 768 },
  { label: 'whole 720p frame', width: 1280, height: 720 },
];

const time = (fn: () => unknown) => medianTime(fn, RUNS, WARMUPS);

function check(condition: boolean, message: string) {
  if (!condition) {
    console.error(`bench:guidance: ${message}`);
    process.exit(1);
  }
}

const json = process.argv.includes('--json');
const sizes = SIZES.map(({ label, width, height }) => {
  const good = syntheticFrame({ width, height });
  const blurred = boxBlur(good, (Math.round(width / 110) | 1) + 2);
  const goodHint = judgeFrame(measureFrame(good.data, width, height)).hint;
  const blurredHint = judgeFrame(measureFrame(blurred.data, width, height)).hint;
  check(goodHint === 'ready', `${width}×${height}: the good frame says '${goodHint}'`);
  check(blurredHint === 'blurry', `${width}×${height}: the blurred frame says '${blurredHint}'`);
  let previous = measureFrame(good.data, width, height).thumb;
  const ms = time(() => {
    previous = measureFrame(good.data, width, height, previous).thumb;
  });
  return { label, width, height, ms };
});

const { data, width, height } = syntheticFrame();
const sample = sampleGrey(data, width, height);
const map = paperMap(sample);
const mask = inkMask(sample, map);
const steps = {
  sample: time(() => sampleGrey(data, width, height)),
  paperMap: time(() => paperMap(sample)),
  inkMask: time(() => inkMask(sample, map)),
  lighting: time(() => lighting(sample, map)),
  borderInk: time(() => borderInk(data, width, height, sample, map, mask)),
  sharpness: time(() => sharpness(data, width, height, sample, mask)),
  thumb: time(() => thumbOf(sample)),
};

if (json) {
  console.log(JSON.stringify({ sizes, steps }));
} else {
  console.log(`guidance measures, median of ${RUNS} runs, ${cpus()[0]?.model ?? 'unknown CPU'}`);
  for (const s of sizes) {
    console.log(
      `  ${s.label.padEnd(17)} ${`${s.width}×${s.height}`.padStart(9)}  ${s.ms.toFixed(2)} ms`,
    );
  }
  console.log('  steps on 1280×720:');
  for (const [name, ms] of Object.entries(steps)) {
    console.log(`    ${name.padEnd(10)} ${ms.toFixed(2)} ms`);
  }
}
