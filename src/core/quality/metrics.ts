// The document-binarisation contests' metrics (DIBCO), ink as the positive class:
//   F-measure = 100 · 2PR / (P + R), P = TP / (TP + FP), R = TP / (TP + FN)
//   PSNR      = 10 · log10(N / wrong pixels)
//   DRD       = Σ DRD_k / NUBN (Lu, Kot & Shi): each wrong pixel k is weighted by how much of
//               its 5×5 ground-truth neighbourhood disagrees with it, W_ij = 1 / √((i−2)² + (j−2)²)
//               (centre 0), normalised to sum 1; NUBN = the ground truth's non-uniform 8×8 blocks.
// Masks are Uint8Array, 1 = ink, 0 = paper. Pure.

export interface BinarizationScores {
  fm: number;
  psnr: number;
  drd: number;
  tp: number;
  fp: number;
  fn: number;
}

const WEIGHTS = (() => {
  const w = new Float64Array(25);
  let sum = 0;
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 5; j++) {
      if (i === 2 && j === 2) continue;
      w[i * 5 + j] = 1 / Math.sqrt((i - 2) ** 2 + (j - 2) ** 2);
      sum += w[i * 5 + j];
    }
  }
  for (let k = 0; k < 25; k++) w[k] /= sum;
  return w;
})();

/** Non-uniform 8×8 blocks of the ground truth (blocks cut by the image edge count too). */
export function nonUniformBlocks(gt: Uint8Array, width: number, height: number): number {
  let count = 0;
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      let ink = 0;
      let total = 0;
      for (let y = by; y < Math.min(by + 8, height); y++) {
        for (let x = bx; x < Math.min(bx + 8, width); x++) {
          ink += gt[y * width + x];
          total++;
        }
      }
      if (ink > 0 && ink < total) count++;
    }
  }
  return count;
}

export function scoreBinarization(
  predicted: Uint8Array,
  gt: Uint8Array,
  width: number,
  height: number,
): BinarizationScores {
  const n = width * height;
  if (predicted.length !== n || gt.length !== n) {
    throw new RangeError(
      `mask sizes ${predicted.length} and ${gt.length} do not match ${width}×${height}`,
    );
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let drdSum = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = predicted[i];
      const g = gt[i];
      if (p === g) {
        if (p) tp++;
        continue;
      }
      if (p) fp++;
      else fn++;
      // DRD_k: the weighted share of the 5×5 ground truth that differs from the wrong value
      // (outside the image counts as agreeing, i.e. contributes nothing).
      let d = 0;
      for (let dy = -2; dy <= 2; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -2; dx <= 2; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          if (gt[yy * width + xx] !== p) d += WEIGHTS[(dy + 2) * 5 + dx + 2];
        }
      }
      drdSum += d;
    }
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const fm = precision + recall === 0 ? 0 : (100 * 2 * precision * recall) / (precision + recall);
  const wrong = fp + fn;
  const psnr = wrong === 0 ? Infinity : 10 * Math.log10(n / wrong);
  const nubn = nonUniformBlocks(gt, width, height);
  const drd = wrong === 0 ? 0 : nubn === 0 ? Infinity : drdSum / nubn;
  return { fm, psnr, drd, tp, fp, fn };
}

/** Ink mask of a cleaned RGBA image: alpha at least 128 counts as ink. */
export function inkMaskFromRgba(
  data: Uint8ClampedArray | Uint8Array,
  pixelCount: number,
): Uint8Array {
  const mask = new Uint8Array(pixelCount);
  for (let i = 0; i < pixelCount; i++) mask[i] = data[i * 4 + 3] >= 128 ? 1 : 0;
  return mask;
}

/** Ink mask of a ground-truth image: ink is black, i.e. a grey value below 128. */
export function inkMaskFromGroundTruth(
  data: Uint8ClampedArray | Uint8Array,
  pixelCount: number,
): Uint8Array {
  const mask = new Uint8Array(pixelCount);
  for (let i = 0; i < pixelCount; i++) {
    const j = i * 4;
    mask[i] = (data[j] + data[j + 1] + data[j + 2]) / 3 < 128 ? 1 : 0;
  }
  return mask;
}
