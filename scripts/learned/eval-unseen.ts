// Does the learned blur decision hold beyond what it was trained on? Captures from conditions
// export-data.ts never renders (their own pens and papers: faint ink, a fine liner, a marker, warm
// light, a deep shadow, lined paper in a tight crop), each under a blur of σ 2–4 px, seeds apart
// from the benchmark's and the training's; scored for the rules alone and with the learned
// decision (FM of the whole cleaner), with whether the rules called the capture blurry.
//   npx tsx scripts/learned/eval-unseen.ts [--per N] [--seed S] [--weights NAME] [--bias B]
import { parseArgs } from 'node:util';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import { trainedDecisions } from '../../src/core/clean/enhanced/learned/trained-nets.ts';
import { inkMaskFromRgba, scoreBinarization } from '../../src/core/quality/metrics.ts';
import { CONDITIONS, renderImage, seeded } from '../lib/synthetic/generate.ts';
import { nodeWasmKernels } from '../lib/wasm-kernels-node.ts';
import { learnedMethod } from './learned-method.ts';

/** The product's learned decisions, beside which one is swapped. */
const product = trainedDecisions();
/** The product's kernels, as learnedMethod's (the same bytes as the TypeScript ones, faster). */
const kernels = nodeWasmKernels();

const { values } = parseArgs({
  options: {
    per: { type: 'string', default: '2' },
    seed: { type: 'string', default: '5000001' },
    weights: { type: 'string', default: 'blur-decision' },
    bias: { type: 'string', default: '0' },
  },
});
const UNSEEN = ['faint-ink', 'fine-liner', 'marker', 'warm-light', 'deep-shadow', 'lined-crop'];
const learned = learnedMethod(`weights=${values.weights},bias=${values.bias}`);
const sums = { rules: 0, learned: 0, count: 0 };
let k = Number(values.seed);
for (const condition of UNSEEN) {
  for (let j = 0; j < Number(values.per); j++) {
    const random = seeded(k++);
    const scene = { ...CONDITIONS[condition](random), defocus: 2 + random() * 2 };
    const image = renderImage(`${condition}-${j + 1}`, condition, scene, random);
    let blurry = false;
    const rules = cleanEnhanced(image.data, image.width, image.height, {
      learned: {
        ...product,
        blur: () => {
          blurry = true;
        },
      },
      kernels,
    });
    const ours = blurry ? learned(image.data, image.width, image.height) : rules;
    const n = image.width * image.height;
    const fm = (data: Uint8ClampedArray) =>
      scoreBinarization(inkMaskFromRgba(data, n), image.gt, image.width, image.height).fm;
    const [a, b] = [fm(rules.data), fm(ours.data)];
    sums.rules += a;
    sums.learned += b;
    sums.count++;
    console.log(
      `${image.name.padEnd(16)} σ ${scene.defocus.toFixed(2)}  blurry ${blurry ? 'yes' : 'no '}  rules ${a.toFixed(2)}  learned ${b.toFixed(2)}`,
    );
  }
}
console.log(
  `mean of ${sums.count}: rules ${(sums.rules / sums.count).toFixed(2)}, learned ${(sums.learned / sums.count).toFixed(2)}`,
);
