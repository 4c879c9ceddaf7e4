// The learned core decision (core-net.ts): on the thin-pen path, after the rules cut the strokes
// to their cores, the net restores what the cut took from a stroke — only where the cut thinned
// the strokes, never on the live preview, and never taking away what the rules keep.
import { describe, expect, test } from 'vitest';
import { renderImage, seeded } from '../../../../../scripts/lib/synthetic/generate.ts';
import { CONDITIONS } from '../../../../../scripts/lib/synthetic/conditions.ts';
import { previewCleanOptions } from '../../../../lib/guidance/preview-options.ts';
import { inkMaskFromRgba, scoreBinarization } from '../../../quality/metrics.ts';
import { wasm } from '../../../../wasm/kernel-check.test-helper.ts';
import { clean } from '../../clean.ts';
import { finalClean } from '../../../../lib/clean/final-clean.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { coreDecisionFor, restoring } from './core-net.ts';

const CORE_NET_SHARE = ENHANCED_PARAMS.cores.netShare;
import { trainedDecisions } from './trained-nets.ts';
import { cleanEnhanced } from '../enhanced-clean.ts';
import type { BlurDecision } from '../strokes/stroke-blur.ts';

/** A plain signature (a 2–3 px ballpoint) under a camera that blurs light, or the set's. */
function plain(gamma: number) {
  const random = seeded(4242);
  return renderImage('plain', 'plain', CONDITIONS.plain(random), random, { gamma });
}

const fm = (picture: ReturnType<typeof plain>, data: Uint8ClampedArray) =>
  scoreBinarization(
    inkMaskFromRgba(data, picture.width * picture.height),
    picture.gt,
    picture.width,
    picture.height,
  ).fm;

describe('coreDecisionFor', () => {
  const own: BlurDecision = () => {};

  test('a decision only where the cut thinned the strokes (the caller’s own at any gate it asks for)', () => {
    const learned = { core: own };
    expect(coreDecisionFor(learned, CORE_NET_SHARE, CORE_NET_SHARE)).toBe(own);
    expect(coreDecisionFor(learned, CORE_NET_SHARE, CORE_NET_SHARE / 2)).toBeUndefined();
    expect(coreDecisionFor(learned, 0, 0)).toBe(own);
    expect(coreDecisionFor(learned, 0.01, CORE_NET_SHARE / 2)).toBe(own);
    expect(coreDecisionFor(learned, CORE_NET_SHARE)).toBe(own); // whether one may run at all
    // Without a core decision handed in, the rules' cut stands.
    expect(coreDecisionFor(undefined, CORE_NET_SHARE, 1)).toBeUndefined();
    expect(coreDecisionFor({ blur: own }, CORE_NET_SHARE, 1)).toBeUndefined();
  });

  test('restoring keeps what the rules keep and adds what the decision adds', () => {
    const mask = Uint8Array.from([1, 0, 0, 1]);
    restoring((_n, _w, _h, _before, out) => out.set([0, 1, 0, 0]))(
      new Uint8Array(4),
      2,
      2,
      Uint8Array.from([1, 1, 1, 1]),
      mask,
    );
    expect([...mask]).toEqual([1, 1, 0, 1]);
  });
});

describe('the learned core decision in the enhanced cleaner', () => {
  const trained = trainedDecisions();

  test('restores a 2–3 px pen that the rules cut to its cores under a camera that blurs light', () => {
    const picture = plain(2.2);
    const { data, width, height } = picture;
    const rulesOnly = { learned: { blur: trained.blur }, kernels: wasm };
    const rules = fm(picture, cleanEnhanced(data, width, height, rulesOnly).data);
    const learned = fm(
      picture,
      cleanEnhanced(data, width, height, { kernels: wasm, learned: trained }).data,
    );
    expect(rules).toBeLessThan(90);
    expect(learned).toBeGreaterThan(rules + 5);
    // The app's final clean runs it; the live preview does not.
    const enhanced = { algorithm: 'enhanced', kernels: wasm } as const;
    expect(fm(picture, finalClean(data, width, height, enhanced).data)).toBe(learned);
    const preview = previewCleanOptions({ ...enhanced, learned: trained });
    expect(fm(picture, clean(data, width, height, preview).data)).toBe(
      fm(picture, cleanEnhanced(data, width, height, { kernels: wasm }).data),
    );
  });

  test('a sharp ordinary pen (the cut trims stray pixels only) and the preview never ask for the net', () => {
    const asked = {
      learned: {
        core: () => {
          throw new Error('the net was asked for');
        },
      },
    };
    const sharp = plain(1);
    expect(() => cleanEnhanced(sharp.data, sharp.width, sharp.height, asked)).not.toThrow();
    const light = plain(2.2);
    const options = previewCleanOptions({ algorithm: 'enhanced', ...asked });
    expect(() => clean(light.data, light.width, light.height, options)).not.toThrow();
    expect(() => cleanEnhanced(light.data, light.width, light.height, asked)).toThrow(/asked for/);
  });
});
