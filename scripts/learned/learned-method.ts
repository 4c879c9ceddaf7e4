// The quality benchmark's method for the learned blur decision (scripts/lib/quality-methods.ts):
// the enhanced cleaner with the net's decision after its cut on a blurry capture. The weights are
// read on first use from scripts/learned/NAME.json (default blur-decision, trained by train.py).
//   --algorithm enhanced-learned[:weights=NAME,bias=B]   (B: the logit's level, default 0)
// The learned ink decision after every rule (src/core/clean/enhanced/ink-net.ts), likewise:
//   --algorithm enhanced-ink[:weights=NAME,bias=B]       (default ink-s23-all)
//   --algorithm enhanced-ink:folds=PREFIX[,bias=B]       (the real set only: its i-th document,
//     in name order, is cleaned with PREFIX-f(i mod 5).json, the net that never saw it)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import type { CleanResult } from '../../src/core/clean/clean-options.ts';
import { learnedBlurDecision, type BlurNetWeights } from './blur-net.ts';
import { installWasmKernels } from '../lib/wasm-kernels-node.ts';

type Method = (data: Uint8ClampedArray, width: number, height: number) => CleanResult;

function settingsOf(spec: string) {
  return new Map(spec ? spec.split(',').map((pair) => pair.split('=') as [string, string]) : []);
}

function decisionFrom(name: string, bias: number) {
  const path = join(import.meta.dirname, `${name}.json`);
  return learnedBlurDecision(JSON.parse(readFileSync(path, 'utf8')) as BlurNetWeights, bias);
}

export function inkMethod(spec = ''): Method {
  const settings = settingsOf(spec);
  const bias = Number(settings.get('bias') ?? 0);
  const folds = settings.get('folds');
  const names = folds
    ? [0, 1, 2, 3, 4].map((k) => `${folds}-f${k}`)
    : [settings.get('weights') ?? 'ink-s23-all'];
  const decisions = new Map<string, ReturnType<typeof decisionFrom>>();
  let call = 0;
  return (d, w, h) => {
    // The net's layers in the WebAssembly kernel, as the app would run them (the same bits).
    if (call === 0) installWasmKernels();
    const name = names[call++ % names.length];
    if (!decisions.has(name)) decisions.set(name, decisionFrom(name, bias));
    return cleanEnhanced(d, w, h, { inkDecision: decisions.get(name) });
  };
}

export function learnedMethod(spec = ''): Method {
  const settings = new Map(
    spec ? spec.split(',').map((pair) => pair.split('=') as [string, string]) : [],
  );
  const name = settings.get('weights') ?? 'blur-decision';
  const bias = Number(settings.get('bias') ?? 0);
  let decision: ReturnType<typeof learnedBlurDecision> | null = null;
  return (d, w, h) => {
    if (!decision) {
      const path = join(import.meta.dirname, `${name}.json`);
      decision = learnedBlurDecision(
        JSON.parse(readFileSync(path, 'utf8')) as BlurNetWeights,
        bias,
      );
    }
    return cleanEnhanced(d, w, h, { blurDecision: decision });
  };
}
