// The quality benchmark's method for the learned blur decision (scripts/lib/quality-methods.ts):
// the enhanced cleaner with the net's decision after its cut on a blurry capture. The weights are
// read on first use from scripts/learned/NAME.json (default blur-decision, trained by train.py).
//   --algorithm enhanced-learned[:weights=NAME,bias=B]   (B: the logit's level, default 0)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import type { CleanResult } from '../../src/core/clean/clean-options.ts';
import { learnedBlurDecision, type BlurNetWeights } from './blur-net.ts';

type Method = (data: Uint8ClampedArray, width: number, height: number) => CleanResult;

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
