// The report's warnings (warnings.ts): pictures too dark or too blurred to read, and what the
// enhanced cleaner's check of its own answer changed.
import { grainyShadowPhoto } from '../../scripts/lib/synthetic/grainy-shadow.ts';
import { describe, expect, it, test } from 'vitest';
import { cleanEnhanced } from '../core/clean/enhanced/enhanced-clean.ts';
import { checkSource } from '../core/guidance/check-source.ts';
import {
  gaussianBlur,
  syntheticFrame,
  type Frame,
} from '../core/guidance/synthetic-frame.test-helper.ts';
import { reportCsv, type ReportRow } from './report.ts';
import { RESTORED_SHARE, resultWarnings, selfCheckWarnings, WARNING_TEXT } from './warnings.ts';

const checked = (f: Frame) => checkSource(f.data, f.width, f.height);
const sharp = syntheticFrame({ width: 768, height: 256 });

describe('resultWarnings', () => {
  it('a picture that can be read: the result warnings alone', () => {
    const check = checked(sharp);
    expect(resultWarnings(0.03, check)).toEqual([]);
    expect(resultWarnings(0.5, check)).toEqual(['tooMuchInk']);
    expect(resultWarnings(0, { empty: true, blurry: false, unreadable: null })).toEqual([
      'noSignature',
    ]);
  });

  it('too dark to read: said first, and instead of "no signature"', () => {
    const dark = checked(syntheticFrame({ width: 768, height: 256, paper: 24, ink: 8, noise: 2 }));
    expect(resultWarnings(0.03, dark)).toEqual(['tooDark']);
    const night = { empty: true, blurry: false, unreadable: 'tooDark' } as const;
    expect(resultWarnings(0, night)).toEqual(['tooDark', 'tooLittleInk']);
  });

  it('too blurred to read: marked whatever the ink share', () => {
    const blurred = checked(gaussianBlur(sharp, 8));
    expect(resultWarnings(0.03, blurred)).toEqual(['tooBlurred']);
    expect(resultWarnings(0.4, blurred)).toEqual(['tooBlurred', 'tooMuchInk']);
  });

  it('says them in the app’s words, and the report lists them in the warnings column', () => {
    expect(WARNING_TEXT.tooDark).toBe('too dark to read the signature: add light');
    expect(WARNING_TEXT.tooBlurred).toBe(
      'too blurred to read the signature: hold still and let the camera focus',
    );
    const row: ReportRow = {
      input: 'night.jpg',
      status: 'ok',
      outputs: ['night.png'],
      threshold: 90,
      inkShare: 0.0001,
      warnings: ['tooDark', 'tooLittleInk'],
      ms: 10,
      error: null,
    };
    expect(reportCsv([row]).split('\r\n')[1]).toBe(
      'night.jpg,ok,night.png,90,0.0001,tooDark;tooLittleInk,10,',
    );
  });
});

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
    const photo = grainyShadowPhoto();
    const cleaned = cleanEnhanced(photo.data, photo.width, photo.height);
    expect(selfCheckWarnings(cleaned.check, cleaned.inkPixels)).toEqual(['noiseRemoved']);
  });
});
