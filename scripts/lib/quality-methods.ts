// The methods the quality benchmark can score (scripts/bench-quality.ts): the cleaners, the
// baselines, an ablation per idea of the enhanced cleaner, and neighbouring values of its newest
// constants (docs/QUALITY.md).
import { clean } from '../../src/core/clean/clean.ts';
import type { CleanResult } from '../../src/core/clean/clean-options.ts';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import {
  ENHANCED_PARAMS,
  type EnhancedParams,
} from '../../src/core/clean/enhanced/enhanced-params.ts';
import { ABLATIONS, paramsWith } from './enhanced-ablations.ts';
import { FAMILY_LINE_STAGES } from './ruled-family/family-lines-stage.ts';
import { trainedDecisions } from '../../src/core/clean/enhanced/learned/trained-nets.ts';
import { bgnormOtsu, plainOtsu } from './baselines.ts';
import { Scratch } from '../../src/core/clean/enhanced/kernel-helpers/scratch.ts';
import { nodeWasmKernels } from './wasm-kernels-node.ts';
import { learnedMethod, stageMethod } from '../learned/learned-method.ts';

// The product's enhanced method cleans with the trained nets, as the app does (each method here
// hands them in; the ablations of the learned stages hand in less), and their layers run in the
// WebAssembly kernel as in the app (the same bits as the reference, only faster).
const learned = trainedDecisions();
const kernels = nodeWasmKernels();
// The product's method keeps its scratch memory from clean to clean, as the app's workers do
// (its frame time is the product's); the methods that measure take fresh memory each clean.
const scratch = new Scratch();

export type Method = (data: Uint8ClampedArray, width: number, height: number) => CleanResult;
export const METHODS: Record<string, Method> = {
  spec: (d, w, h) => clean(d, w, h, { algorithm: 'spec', kernels }),
  enhanced: (d, w, h) => clean(d, w, h, { algorithm: 'enhanced', learned, scratch, kernels }),
  'bgnorm-otsu': bgnormOtsu,
  otsu: plainOtsu,
  // Ablations of the enhanced cleaner (enhanced-ablations.ts): each removes one idea, to
  // measure what it buys.
  ...Object.fromEntries(
    Object.entries(ABLATIONS).map(([name, measuring]): [string, Method] => [
      `enhanced-${name}`,
      (d, w, h) => cleanEnhanced(d, w, h, { learned, kernels }, measuring),
    ]),
  ),
  'enhanced-half-contrast-rims': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, kernels }, { params: paramsWith({ rims: { share: 0.5 } }) }),
  'enhanced-family-lines': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, kernels }, { stages: FAMILY_LINE_STAGES }),
  // Issue 23 item 7: the rules' blur cut alone, without the learned decision after it.
  'enhanced-no-learned': (d, w, h) => cleanEnhanced(d, w, h, { kernels }),
  // The rules' core cut alone on the thin-pen path, without the learned core decision after it.
  'enhanced-no-learned-cores': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned: { blur: learned.blur }, kernels }),
  // Issue 23 item 7: the learned decision after the blur cut (scripts/learned; only to measure).
  'enhanced-learned': learnedMethod(),
  // Issue 23 item 7: the learned ink decision after every rule (scripts/learned; only to measure).
  'enhanced-ink': stageMethod('inkDecision'),
};

/**
 * Neighbouring values of the ruled lines' settings and the line-free stroke gain, to keep the
 * ablations honest (docs/QUALITY.md): `enhanced-ruled:present=0.5,stretch=0.1`,
 * `enhanced-fine-cores:share=0.15,spill=0.2` (stroke-core.ts) or `enhanced-line-free-gain:2`; of
 * faint-strokes.ts's: `enhanced-faint:deviations=8,edgeRatio=1.1`; of contrast-split.ts's:
 * `enhanced-split-wide:1`; any numeric parameter by its path:
 * `enhanced-params:thresholds.thinPen.inkShare=0.04`; of enhanced-params.ts's edges.finePen: `enhanced-fine-pen:3`; of the learned blur decision: `enhanced-learned:weights=NAME,bias=B`; of the learned ink decision: `enhanced-ink:weights=NAME,bias=B` or `enhanced-ink:folds=PREFIX`; of the learned core decision's gate: `enhanced-core-share:0.05`.
 */
export function neighbour(name: string): Method | undefined {
  const [kind, spec = ''] = name.split(':');
  const pairs = spec.split(',').map((pair) => pair.split('='));
  if (kind === 'enhanced-ruled' && pairs.every(([key, value]) => key && Number.isFinite(+value))) {
    const ruled = Object.fromEntries(pairs.map(([key, value]) => [key, Number(value)]));
    const params = paramsWith({ lines: { ruled: { ...ENHANCED_PARAMS.lines.ruled, ...ruled } } });
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, kernels }, { params });
  }
  if (
    kind === 'enhanced-params' &&
    pairs.every(([key, value]) => key?.includes('.') && Number.isFinite(+value))
  ) {
    // Any numeric parameter by its path: enhanced-params:check.lostShare=0.4,table.grain=0.6
    const params: EnhancedParams = structuredClone(ENHANCED_PARAMS);
    for (const [key, value] of pairs) {
      const path = key.split('.');
      let at = params as unknown as Record<string, unknown>;
      for (const step of path.slice(0, -1)) {
        if (typeof at[step] !== 'object' || at[step] === null) return undefined;
        at = at[step] as Record<string, unknown>;
      }
      if (typeof at[path.at(-1)!] !== 'number') return undefined;
      at[path.at(-1)!] = Number(value);
    }
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, kernels }, { params });
  }
  if (kind === 'enhanced-faint' && pairs.every(([key, value]) => key && Number.isFinite(+value))) {
    const faint = Object.fromEntries(pairs.map(([key, value]) => [key, Number(value)]));
    const params = paramsWith({ faint });
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, kernels }, { params });
  }
  if (kind === 'enhanced-fine-pen' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(
        d,
        w,
        h,
        { learned, kernels },
        { params: paramsWith({ edges: { finePen: +spec } }) },
      );
  }
  if (kind === 'enhanced-split-wide' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(
        d,
        w,
        h,
        { learned, kernels },
        { params: paramsWith({ components: { splitWidePerStroke: Number(spec) } }) },
      );
  }
  if (
    kind === 'enhanced-fine-cores' &&
    pairs.every(([key, value]) => key && Number.isFinite(+value))
  ) {
    const fine = new Map(pairs.map(([key, value]) => [key, Number(value)]));
    const params = paramsWith({
      cores: {
        thinCoreShare: fine.get('share') ?? ENHANCED_PARAMS.cores.thinCoreShare,
        onePixelSpill: fine.get('spill') ?? ENHANCED_PARAMS.cores.onePixelSpill,
      },
    });
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, kernels }, { params });
  }
  if (
    kind === 'enhanced-blurred-ink' &&
    pairs.every(([key, value]) => key && Number.isFinite(+value))
  ) {
    const blurred = new Map(pairs.map(([key, value]) => [key, Number(value)]));
    const gate = ENHANCED_PARAMS.thresholds.thinPen;
    const params = paramsWith({
      thresholds: {
        thinPen: {
          ...gate,
          blurAllowance: blurred.get('allowance') ?? gate.blurAllowance,
          blurredEdgeShare: blurred.get('edgeShare') ?? gate.blurredEdgeShare,
        },
      },
    });
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, kernels }, { params });
  }
  if (kind === 'enhanced-learned') return learnedMethod(spec);
  if (kind === 'enhanced-ink') return stageMethod('inkDecision', spec);
  if (kind === 'enhanced-core') return stageMethod('coreDecision', spec);
  if (kind === 'enhanced-core-share' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(
        d,
        w,
        h,
        { learned, kernels },
        { params: paramsWith({ cores: { netShare: +spec } }) },
      );
  }
  if (kind === 'enhanced-line-free-gain' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(
        d,
        w,
        h,
        { learned, kernels },
        { params: paramsWith({ strokes: { lineFreeGain: Number(spec) } }) },
      );
  }
  return undefined;
}
