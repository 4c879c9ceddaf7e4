// The quality benchmark's method for the learned blur decision (scripts/lib/quality-methods.ts):
// the enhanced cleaner with the net's decision after its cut on a blurry capture. The weights are
// read on first use from scripts/learned/NAME.json (default blur-decision, trained by train.py).
//   --algorithm enhanced-learned[:weights=NAME,bias=B]   (B: the logit's level, default 0)
// The learned ink decision after every rule (src/core/clean/enhanced/learned/ink-net.ts), likewise:
//   --algorithm enhanced-ink[:weights=NAME,bias=B]       (default ink-s23-all)
//   --algorithm enhanced-ink:folds=PREFIX[,bias=B]       (the real set only: its i-th document,
//     in name order, is cleaned with PREFIX-f(i mod 5).json, the net that never saw it)
// The learned core decision after the thin-pen path's cut (stroke-core.ts), likewise:
//   --algorithm enhanced-core[:weights=NAME,bias=B,share=S,gate=all,restore=0]   (default
//     core-s23 where the cut cleared cores.netShare (enhanced-params.ts) of the ink: the product's enhanced method;
//     gate=all: wherever the cut ran; restore=0: the net's own decision, which may also cut
//     what the rules keep)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import type { CleanResult } from '../../src/core/clean/clean-options.ts';
import { learnedBlurDecision, type BlurNetWeights } from './blur-net.ts';
import { inkStage } from './ink-stage.ts';
import { ENHANCED_PARAMS } from '../../src/core/clean/enhanced/enhanced-params.ts';
import { restoring } from '../../src/core/clean/enhanced/learned/core-net.ts';
import { trainedDecisions } from '../../src/core/clean/enhanced/learned/trained-nets.ts';
import { nodeWasmKernels } from '../lib/wasm-kernels-node.ts';

/** The product's learned decisions, beside which one is swapped. */
const product = trainedDecisions();
// The benchmark's kernels, as the product's method has them (quality-methods.ts).
const kernels = nodeWasmKernels();

type Method = (data: Uint8ClampedArray, width: number, height: number) => CleanResult;

function settingsOf(spec: string) {
  return new Map(spec ? spec.split(',').map((pair) => pair.split('=') as [string, string]) : []);
}

function decisionFrom(name: string, bias: number) {
  const path = join(import.meta.dirname, `${name}.json`);
  return learnedBlurDecision(JSON.parse(readFileSync(path, 'utf8')) as BlurNetWeights, bias);
}

/** A learned stage after the rules (`inkDecision`, default ink-s23-all) or after the thin-pen
 * path's core cut (`coreDecision`, default core-s23). */
export function stageMethod(
  option: 'inkDecision' | 'coreDecision',
  spec = '',
  fallback = option === 'inkDecision' ? 'ink-s23-all' : 'core-s23',
): Method {
  const settings = settingsOf(spec);
  const bias = Number(settings.get('bias') ?? 0);
  // The core decision restores only, as in the product (core-net.ts), unless restore=0.
  const restore = settings.get('restore') !== '0' && option === 'coreDecision';
  // The core decision runs as in the product where the cut cleared cores.netShare (enhanced-params.ts) of the ink
  // (or `share=S`); gate=all runs it wherever the cut ran.
  const least =
    settings.get('gate') === 'all'
      ? 0
      : Number(settings.get('share') ?? ENHANCED_PARAMS.cores.netShare);
  const folds = settings.get('folds');
  const names = folds
    ? [0, 1, 2, 3, 4].map((k) => `${folds}-f${k}`)
    : [settings.get('weights') ?? fallback];
  const decisions = new Map<string, ReturnType<typeof decisionFrom>>();
  let call = 0;
  return (d, w, h) => {
    const name = names[call++ % names.length];
    if (!decisions.has(name)) {
      const decision = decisionFrom(name, bias);
      decisions.set(name, restore ? restoring(decision) : decision);
    }
    const decision = decisions.get(name)!;
    if (option === 'inkDecision')
      return cleanEnhanced(d, w, h, { learned: product, kernels }, inkStage(decision));
    const params = { ...ENHANCED_PARAMS, cores: { ...ENHANCED_PARAMS.cores, netShare: least } };
    const learned = { blur: product.blur, core: decision };
    return cleanEnhanced(d, w, h, { learned, kernels }, { params });
  };
}

export function learnedMethod(spec = ''): Method {
  const settings = settingsOf(spec);
  const name = settings.get('weights') ?? 'blur-decision';
  const bias = Number(settings.get('bias') ?? 0);
  let decision: ReturnType<typeof decisionFrom> | null = null;
  return (d, w, h) =>
    cleanEnhanced(d, w, h, {
      learned: { ...product, blur: (decision ??= decisionFrom(name, bias)) },
      kernels,
    });
}
