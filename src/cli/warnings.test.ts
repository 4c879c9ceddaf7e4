// The report's warnings from the enhanced cleaner's check of its own answer (warnings.ts).
import { describe, expect, test } from 'vitest';
import { renderImage, seeded } from '../../scripts/lib/synthetic/generate.ts';
import { CONDITIONS } from '../../scripts/lib/synthetic/conditions.ts';
import { cleanEnhanced } from '../core/clean/enhanced/enhanced-clean.ts';
import { RESTORED_SHARE, selfCheckWarnings, WARNING_TEXT } from './warnings.ts';

const check = (trimmed: number, restored: number) => ({
  plain: 1000,
  held: 900,
  restored,
  trimmed,
  onLines: 0,
});

describe('selfCheckWarnings', () => {
  test('noise taken out and strokes given back are named; a few filled pixels are not', () => {
    expect(selfCheckWarnings(check(5000, 0), 1000)).toEqual(['noiseRemoved']);
    expect(selfCheckWarnings(check(0, 200), 1000)).toEqual(['strokesRestored']);
    expect(selfCheckWarnings(check(0, RESTORED_SHARE * 1000 - 1), 1000)).toEqual([]);
    expect(selfCheckWarnings(null, 1000)).toEqual([]);
    expect(selfCheckWarnings(undefined, 1000)).toEqual([]);
    expect(WARNING_TEXT.noiseRemoved).toMatch(/noise/);
  });

  test('a phone photo whose shadow’s grain the cleaner took for ink is marked', () => {
    const random = seeded(5);
    const photo = renderImage(
      'phone',
      'phone-processed',
      CONDITIONS['phone-processed'](random),
      random,
    );
    const cleaned = cleanEnhanced(photo.data, photo.width, photo.height);
    expect(selfCheckWarnings(cleaned.check, cleaned.inkPixels)).toEqual(['noiseRemoved']);
  });
});
