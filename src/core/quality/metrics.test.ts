import { describe, expect, test } from 'vitest';
import { nonUniformBlocks, scoreBinarization } from './metrics.ts';

const mask = (rows: string[]) =>
  Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0));

describe('scoreBinarization on hand-computed masks', () => {
  test('a perfect result: FM 100, PSNR infinite, DRD 0', () => {
    const gt = mask(['.#..', '.#..', '....']);
    const s = scoreBinarization(gt.slice(), gt, 4, 3);
    expect(s).toMatchObject({ fm: 100, psnr: Infinity, drd: 0, tp: 2, fp: 0, fn: 0 });
  });

  test('precision, recall and F-measure', () => {
    // gt ink: 4 px; predicted: 3 of them plus 1 false → P = 3/4, R = 3/4, FM = 75.
    const gt = mask(['##..', '##..']);
    const pr = mask(['##..', '#..#']);
    const s = scoreBinarization(pr, gt, 4, 2);
    expect([s.tp, s.fp, s.fn]).toEqual([3, 1, 1]);
    expect(s.fm).toBeCloseTo(75, 10);
    // 2 wrong of 8 pixels: PSNR = 10·log10(8 / 2)
    expect(s.psnr).toBeCloseTo(10 * Math.log10(4), 10);
  });

  test('DRD of one wrong pixel in an all-paper 8×8 image with a single ink pixel in the truth', () => {
    // Truth: ink at (0,0). Prediction adds a false pixel at (5,5): its 5×5 neighbourhood of the
    // truth is all paper, so every neighbour differs from the predicted ink → DRD_k = Σ W = 1.
    // One non-uniform 8×8 block (the truth's only block holds ink and paper) → DRD = 1.
    const gt = new Uint8Array(64);
    gt[0] = 1;
    const pr = gt.slice();
    pr[5 * 8 + 5] = 1;
    expect(nonUniformBlocks(gt, 8, 8)).toBe(1);
    expect(scoreBinarization(pr, gt, 8, 8).drd).toBeCloseTo(1, 10);
  });

  test('DRD weights: a missed pixel beside true ink costs less than an isolated one', () => {
    // Truth: a 3×3 ink block in a 13×13 image.
    const gt = new Uint8Array(169);
    for (let y = 3; y < 6; y++) for (let x = 3; x < 6; x++) gt[y * 13 + x] = 1;
    const missedCorner = gt.slice();
    missedCorner[3 * 13 + 3] = 0; // a missed ink pixel: only its 8 ink neighbours disagree
    const falseFar = gt.slice();
    falseFar[10 * 13 + 10] = 1; // a false ink pixel with only paper in all 24 neighbours
    const near = scoreBinarization(missedCorner, gt, 13, 13).drd;
    const far = scoreBinarization(falseFar, gt, 13, 13).drd;
    expect(far).toBeCloseTo(1 / nonUniformBlocks(gt, 13, 13), 10);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(far);
  });

  test('non-uniform blocks count blocks cut by the image edge', () => {
    const gt = new Uint8Array(10 * 10);
    gt[9 * 10 + 9] = 1; // in the cut corner block
    expect(nonUniformBlocks(gt, 10, 10)).toBe(1);
  });

  test('mismatched sizes throw, naming them', () => {
    expect(() => scoreBinarization(new Uint8Array(3), new Uint8Array(4), 2, 2)).toThrow(
      /3 and 4 .* 2×2/,
    );
  });
});
