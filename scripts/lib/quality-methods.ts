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
import { FAMILY_LINE_STAGES } from './ruled-family/family-lines-stage.ts';
import { trainedDecisions } from '../../src/core/clean/enhanced/learned/trained-nets.ts';
import { bgnormOtsu, plainOtsu } from './baselines.ts';
import { installWasmKernels } from './wasm-kernels-node.ts';
import { learnedMethod, stageMethod } from '../learned/learned-method.ts';

// The product's enhanced method cleans with the trained nets, as the app does (each method here
// hands them in; the ablations of the learned stages hand in less), and their layers run in the
// WebAssembly kernel as in the app (the same bits as the reference, only faster).
const learned = trainedDecisions();
installWasmKernels();

/** The product's parameters with some changed, to measure a neighbouring value. */
function paramsWith(change: { [G in keyof EnhancedParams]?: Partial<EnhancedParams[G]> }): {
  params: EnhancedParams;
} {
  const params = { ...ENHANCED_PARAMS } as Record<string, object>;
  for (const [group, values] of Object.entries(change))
    params[group] = { ...params[group], ...values };
  return { params: params as unknown as EnhancedParams };
}

export type Method = (data: Uint8ClampedArray, width: number, height: number) => CleanResult;
export const METHODS: Record<string, Method> = {
  spec: (d, w, h) => clean(d, w, h, { algorithm: 'spec' }),
  enhanced: (d, w, h) => clean(d, w, h, { algorithm: 'enhanced', learned }),
  'bgnorm-otsu': bgnormOtsu,
  otsu: plainOtsu,
  // Ablations of the enhanced cleaner: each removes one idea, to measure what it buys.
  'enhanced-fixed-window': (d, w, h) => cleanEnhanced(d, w, h, { learned, window: 21 }),
  'enhanced-no-line-removal': (d, w, h) => cleanEnhanced(d, w, h, { learned, removeLines: false }),
  'enhanced-no-component-filter': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, filterComponents: false }),
  'enhanced-no-edge-threshold': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, edgeThreshold: false }),
  'enhanced-no-sheet': (d, w, h) => cleanEnhanced(d, w, h, { learned, findSheet: false }),
  'enhanced-first-otsu-strokes': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, robustStrokes: false }),
  'enhanced-no-thin-pen': (d, w, h) => cleanEnhanced(d, w, h, { learned, thinPen: false }),
  'enhanced-no-noise-floor': (d, w, h) => cleanEnhanced(d, w, h, { learned, noiseFloor: false }),
  'enhanced-no-stroke-core': (d, w, h) => cleanEnhanced(d, w, h, { learned, strokeCores: false }),
  'enhanced-no-wide-edges': (d, w, h) => cleanEnhanced(d, w, h, { learned, wideEdges: false }),
  'enhanced-sure-fine-pens': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, fineCores: { share: Infinity } }),
  'enhanced-no-stroke-rims': (d, w, h) => cleanEnhanced(d, w, h, { learned, strokeRims: false }),
  'enhanced-no-sure-ink': (d, w, h) => cleanEnhanced(d, w, h, { learned, sureInk: false }),
  'enhanced-no-local-noise': (d, w, h) => cleanEnhanced(d, w, h, { learned, localNoise: false }),
  'enhanced-half-contrast-rims': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned }, paramsWith({ rims: { share: 0.5 } })),
  'enhanced-grey-ranked-ink': (d, w, h) => cleanEnhanced(d, w, h, { learned, inkByColour: false }),
  'enhanced-spec-grey': (d, w, h) => cleanEnhanced(d, w, h, { learned, colourProjection: false }),
  'enhanced-with-cast': (d, w, h) => cleanEnhanced(d, w, h, { learned, removeCast: false }),
  'enhanced-no-step-edges': (d, w, h) => cleanEnhanced(d, w, h, { learned, stepEdges: false }),
  'enhanced-family-lines': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned }, { stages: FAMILY_LINE_STAGES }),
  'enhanced-lined-strokes': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, strokesWithoutLines: false }),
  'enhanced-dark-class-sure-ink': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, sureFromDarkClass: true }),
  'enhanced-no-blur-cut': (d, w, h) => cleanEnhanced(d, w, h, { learned, blurCut: false }),
  // Issue 23 item 7: the rules' blur cut alone, without the learned decision after it.
  'enhanced-no-learned': (d, w, h) => cleanEnhanced(d, w, h, {}),
  // The rules' core cut alone on the thin-pen path, without the learned core decision after it.
  'enhanced-no-learned-cores': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned: { blur: learned.blur } }),
  'enhanced-hard-shadows': (d, w, h) => cleanEnhanced(d, w, h, { learned, softShadows: false }),
  'enhanced-no-faint-strokes': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, faintStrokes: false }),
  'enhanced-no-contrast-split': (d, w, h) =>
    cleanEnhanced(d, w, h, { learned, contrastSplit: false }),
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
 * `enhanced-split-wide:1`; of enhanced-params.ts's edges.finePen: `enhanced-fine-pen:3`; of the learned blur decision: `enhanced-learned:weights=NAME,bias=B`; of the learned ink decision: `enhanced-ink:weights=NAME,bias=B` or `enhanced-ink:folds=PREFIX`; of the learned core decision's gate: `enhanced-core-share:0.05`.
 */
export function neighbour(name: string): Method | undefined {
  const [kind, spec = ''] = name.split(':');
  const pairs = spec.split(',').map((pair) => pair.split('='));
  if (kind === 'enhanced-ruled' && pairs.every(([key, value]) => key && Number.isFinite(+value))) {
    const ruled = Object.fromEntries(pairs.map(([key, value]) => [key, Number(value)]));
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, ruled });
  }
  if (kind === 'enhanced-faint' && pairs.every(([key, value]) => key && Number.isFinite(+value))) {
    const faint = Object.fromEntries(pairs.map(([key, value]) => [key, Number(value)]));
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, faint });
  }
  if (kind === 'enhanced-fine-pen' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(d, w, h, { learned }, paramsWith({ edges: { finePen: Number(spec) } }));
  }
  if (kind === 'enhanced-split-wide' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(
        d,
        w,
        h,
        { learned },
        paramsWith({ components: { splitWidePerStroke: Number(spec) } }),
      );
  }
  if (
    kind === 'enhanced-fine-cores' &&
    pairs.every(([key, value]) => key && Number.isFinite(+value))
  ) {
    const fineCores = Object.fromEntries(pairs.map(([key, value]) => [key, Number(value)]));
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, fineCores });
  }
  if (
    kind === 'enhanced-blurred-ink' &&
    pairs.every(([key, value]) => key && Number.isFinite(+value))
  ) {
    const blurredInk = Object.fromEntries(pairs.map(([key, value]) => [key, Number(value)]));
    return (d, w, h) => cleanEnhanced(d, w, h, { learned, blurredInk });
  }
  if (kind === 'enhanced-learned') return learnedMethod(spec);
  if (kind === 'enhanced-ink') return stageMethod('inkDecision', spec);
  if (kind === 'enhanced-core') return stageMethod('coreDecision', spec);
  if (kind === 'enhanced-core-share' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(d, w, h, { learned }, paramsWith({ cores: { netShare: Number(spec) } }));
  }
  if (kind === 'enhanced-line-free-gain' && Number.isFinite(+spec)) {
    return (d, w, h) =>
      cleanEnhanced(d, w, h, { learned }, paramsWith({ strokes: { lineFreeGain: Number(spec) } }));
  }
  return undefined;
}
