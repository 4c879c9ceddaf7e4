// Cross-check of the spec engine against OpenCV.js, pixel for pixel: fed the same grey image,
// both must find the same Otsu threshold and the same opened mask. (The grey step itself is
// tested against the spec's formula: OpenCV's own RGB→grey uses different fixed-point weights.)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { grayAndHistogram } from '../src/core/clean/grayscale.ts';
import { otsuThreshold } from '../src/core/clean/otsu.ts';
import { cleanSpec } from '../src/core/clean/spec-clean.ts';
import { DIBCO_DIR, hasDibco, warnIfMissing } from './lib/data-dir.ts';
import { readImage } from '../src/cli/image-io.ts';
import { syntheticSignature } from './lib/synthetic-signature.ts';
import { loadOpenCv, openCvSpecMask, type OpenCv } from './lib/opencv.ts';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
});

function compare(data: Uint8ClampedArray, width: number, height: number) {
  const { gray, histogram } = grayAndHistogram(data, width * height);
  const ours = cleanSpec(data, width, height);
  const theirs = openCvSpecMask(cv, gray, width, height);
  expect(otsuThreshold(histogram)).toBe(theirs.threshold);
  expect(ours.threshold).toBe(theirs.threshold);
  let differences = 0;
  let ink = 0;
  for (let i = 0; i < width * height; i++) {
    const oursInk = ours.data[i * 4 + 3] === 255;
    if (oursInk) ink++;
    if (oursInk !== (theirs.mask[i] === 255)) differences++;
  }
  expect(differences).toBe(0);
  expect(ink).toBe(ours.inkPixels);
  return ink;
}

describe('spec engine vs OpenCV.js', () => {
  const sizes: [number, number][] = [
    [640, 213],
    [1152, 384],
    [33, 17],
    [1, 50],
    [50, 1],
    [257, 129],
    [96, 32],
    [500, 500],
    [31, 64],
    [1280, 427],
  ];
  test.each(sizes.map((size, index) => [index, ...size]))(
    'synthetic image %i (%i×%i)',
    (index, width, height) => {
      compare(syntheticSignature(1000 + index, width, height), width, height);
    },
  );

  const names = hasDibco ? readdirSync(join(DIBCO_DIR, 'images')).sort() : [];
  // Every fourth real image: 15 of the 57, across all the contest years.
  const sample = names.filter((_, index) => index % 4 === 0);
  test.skipIf(!hasDibco)('at least 12 real DIBCO images are in the sample', () => {
    expect(sample.length).toBeGreaterThanOrEqual(12);
  });
  test.skipIf(!hasDibco).each(sample)('real handwriting %s', async (name) => {
    const image = await readImage(join(DIBCO_DIR, 'images', name));
    expect(compare(image.data, image.width, image.height)).toBeGreaterThan(0);
  });
  warnIfMissing('the OpenCV cross-check on real images');
});
