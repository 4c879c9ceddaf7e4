import { describe, expect, it } from 'vitest';
import { checkSource } from '../core/guidance/check-source.ts';
import {
  gaussianBlur,
  syntheticFrame,
  type Frame,
} from '../core/guidance/synthetic-frame.test-helper.ts';
import { reportCsv, type ReportRow } from './report.ts';
import { resultWarnings, WARNING_TEXT } from './warnings.ts';

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
