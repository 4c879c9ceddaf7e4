// A blurred signature is a blurry signature, not an empty box (issue 23): the judge must see the
// strokes the live preview shows. And blank paper, soft shades and faint sharp marks stay empty.
import { describe, expect, test } from 'vitest';
import { faintInkMask, smoothPaper } from './faint-ink.ts';
import { measureFrame } from './frame-measures.ts';
import { sampleGrey } from './grey-sample.ts';
import { paperMap } from './ink-map.ts';
import { judgeFrame } from './judge-frame.ts';
import {
  gaussianBlur,
  shade,
  syntheticFrame,
  withGlare,
  withShadow,
  type Frame,
} from './synthetic-frame.test-helper.ts';
import { NO_SIGNATURE_INK_SHARE } from './thresholds.ts';

const judge = (f: Frame) => judgeFrame(measureFrame(f.data, f.width, f.height));

describe('a signature blurred by a Gaussian of σ 3–5 px', () => {
  // The e2e fake camera's guide box (768 × 256) and a 1280 × 720 webcam box.
  test.each([
    [768, 256, 3],
    [768, 256, 4],
    [768, 256, 5],
    [1280, 720, 5],
  ])('%i × %i, σ %i: ink, and the hint is Blurry', (width, height, sigma) => {
    const verdict = judge(gaussianBlur(syntheticFrame({ width, height }), sigma));
    expect(verdict.empty).toBe(false);
    expect(verdict.hint).toBe('blurry');
  });

  test('in a shadow, blurred ink still counts (the shadow is named first)', () => {
    const frame = withShadow(gaussianBlur(syntheticFrame({ width: 768, height: 256 }), 5), 0.5);
    expect(judge(frame).problems).toEqual(['shadow', 'blurry']);
  });
});

describe('what stays an empty box', () => {
  const blank = syntheticFrame({ width: 768, height: 256, blank: true, noise: 8 });
  test.each([
    ['blank paper with strong noise', blank],
    ['a soft shadow over half of it', withShadow(blank, 0.3)],
    ['a glare blob', withGlare(blank, 0.3, 0.5, 0.3)],
    ['vignetting', shade(blank, (u, v) => 1 - 0.4 * ((u - 0.5) ** 2 + (v - 0.5) ** 2))],
    ['blank paper, blurred', gaussianBlur(blank, 5)],
  ])('%s', (_, frame) => {
    const verdict = judge(frame);
    expect(verdict.empty).toBe(true);
    expect(verdict.problems[0]).toBe('no-signature');
  });

  test('a faint mark with sharp edges (a crease, a pencil ghost) is not taken for ink', () => {
    // Paper 215, "ink" 185: 14 % deep, over the faint depth, under the ink mask's.
    const frame = syntheticFrame({ width: 768, height: 256, ink: 185 });
    const sample = sampleGrey(frame.data, frame.width, frame.height);
    const faint = faintInkMask(frame.data, frame.width, sample, paperMap(sample));
    expect(faint.count / sample.grey.length).toBeGreaterThan(NO_SIGNATURE_INK_SHARE);
    expect(judge(frame).empty).toBe(true);
  });
});

describe('smoothPaper', () => {
  test('follows the block levels between block centres and holds them at the ends', () => {
    const map = { levels: Uint8Array.from([100, 200]), gridWidth: 2, gridHeight: 1, block: 4 };
    const paper = smoothPaper(map, 8, 1);
    // Centres at 1.5 and 5.5: flat before and after, a straight line between.
    expect(Array.from(paper)).toEqual([100, 100, 112.5, 137.5, 162.5, 187.5, 200, 200]);
  });
});
