// The learned blur decision in the product: the final clean of a blurry capture runs it, a
// clean without it and the live preview (whatever it is handed) give the rules' cut alone, and a
// sharp capture never reaches it.
import { describe, expect, test } from 'vitest';
import { renderImage, seeded } from '../../../../../scripts/lib/synthetic/generate.ts';
import { CONDITIONS } from '../../../../../scripts/lib/synthetic/conditions.ts';
import { previewCleanOptions } from '../../../../lib/guidance/preview-options.ts';
import { wasm } from '../../../../wasm/kernel-check.test-helper.ts';
import { clean } from '../../clean.ts';
import { finalClean } from '../../../../lib/clean/final-clean.ts';
import { trainedDecisions } from './trained-nets.ts';
import type { BlurDecision } from '../strokes/stroke-blur.ts';
import { cleanEnhanced } from '../enhanced-clean.ts';

function picture(condition: string, seed: number) {
  const random = seeded(seed);
  return renderImage(condition, condition, CONDITIONS[condition](random), random);
}

/** Byte equality of two images (vitest's deep equality is slow on megabytes). */
const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );

describe('the learned blur decision', () => {
  test('runs on a blurry capture in the final clean, not without it or in the preview', () => {
    const { data, width, height } = picture('blurred', 12345);
    const trained = trainedDecisions();
    let reached = 0;
    const counting: BlurDecision = (...args) => {
      reached++;
      trained.blur(...args);
    };
    const learned = cleanEnhanced(data, width, height, {
      kernels: wasm,
      learned: { ...trained, blur: counting },
    });
    expect(reached).toBe(1);
    const rules = cleanEnhanced(data, width, height, { kernels: wasm });
    expect(learned.inkPixels).not.toBe(rules.inkPixels);
    const enhanced = { algorithm: 'enhanced', kernels: wasm } as const;
    expect(same(finalClean(data, width, height, enhanced).data, learned.data)).toBe(true);
    const handed = { ...enhanced, learned: trained };
    const preview = clean(data, width, height, previewCleanOptions(handed));
    expect(same(preview.data, rules.data)).toBe(true);
    expect(same(learned.data, rules.data)).toBe(false);
  });

  test('a sharp capture never reaches it', () => {
    const { data, width, height } = picture('plain', 4242);
    let reached = 0;
    cleanEnhanced(data, width, height, { kernels: wasm, learned: { blur: () => reached++ } });
    expect(reached).toBe(0);
  });
});
