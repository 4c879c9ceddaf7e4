import { describe, expect, test } from 'vitest';
import { judgeFrame, type FrameReading } from './judge-frame.ts';
import { faults, goodReading } from './readings.test-helper.ts';
import {
  BLURRY_EDGE_WIDTH,
  BORDER_MIN_CROSSING_PX,
  DARK_PAPER_LEVEL,
  GLARE_MIN_SHARE,
  LOW_CONTRAST_LEVELS,
  NO_SIGNATURE_INK_SHARE,
  SHADOW_MIN_DEPTH,
  STEADY_MAX_MOTION_PX,
} from './thresholds.ts';

describe('judgeFrame', () => {
  test('a good frame is ready and steady', () => {
    expect(judgeFrame(goodReading)).toEqual({
      hint: 'ready',
      problems: [],
      touchedSides: [],
      steady: true,
      empty: false,
    });
  });

  test.each(Object.entries(faults))('%s alone is reported', (hint, fault) => {
    expect(judgeFrame({ ...goodReading, ...fault }).hint).toBe(hint);
  });

  test('just inside each limit is still ready', () => {
    const edge: FrameReading = {
      ...goodReading,
      inkShare: NO_SIGNATURE_INK_SHARE,
      borderInk: { top: BORDER_MIN_CROSSING_PX - 0.01, right: 0, bottom: 0, left: 0 },
      paperLevel: DARK_PAPER_LEVEL,
      shadowDepth: SHADOW_MIN_DEPTH - 0.01,
      edgeWidth: BLURRY_EDGE_WIDTH,
      glareShare: GLARE_MIN_SHARE - 0.001,
    };
    expect(judgeFrame(edge).problems).toEqual([]);
  });

  test('all faults together come in the priority order', () => {
    const all = Object.values(faults).reduce<FrameReading>(
      (reading, fault) => ({ ...reading, ...fault }),
      goodReading,
    );
    // An empty box cannot touch the edge or be blurry; a dark empty box is too dark first.
    expect(judgeFrame({ ...all, paperLevel: 200 }).problems).toEqual([
      'no-signature',
      'shadow',
      'glare',
    ]);
    expect(judgeFrame({ ...all, inkShare: 0.02 }).problems).toEqual([
      'touches-edge',
      'too-dark',
      'shadow',
      'blurry',
      'glare',
    ]);
    expect(judgeFrame(all).hint).toBe('too-dark');
  });

  test('ink with no measurable edge is blurry', () => {
    expect(judgeFrame({ ...goodReading, edgeWidth: NaN }).hint).toBe('blurry');
  });

  test('faint ink: too dark on dim paper, not on bright paper', () => {
    const faint = { ...goodReading, contrast: LOW_CONTRAST_LEVELS - 1 };
    expect(judgeFrame({ ...faint, paperLevel: 140 }).hint).toBe('too-dark');
    expect(judgeFrame({ ...faint, paperLevel: 230 }).hint).toBe('ready');
  });

  test('steady only with a known, small motion', () => {
    expect(judgeFrame({ ...goodReading, motion: STEADY_MAX_MOTION_PX }).steady).toBe(true);
    expect(judgeFrame({ ...goodReading, motion: STEADY_MAX_MOTION_PX + 0.1 }).steady).toBe(false);
    expect(judgeFrame({ ...goodReading, motion: NaN }).steady).toBe(false);
  });

  test('every touched side is listed in order', () => {
    const borderInk = { top: 5, right: 0, bottom: 3, left: 9 };
    expect(judgeFrame({ ...goodReading, borderInk }).touchedSides).toEqual([
      'top',
      'bottom',
      'left',
    ]);
  });
});
