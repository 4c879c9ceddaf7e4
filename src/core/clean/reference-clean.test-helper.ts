// A deliberately plain, obviously-correct version of the spec's Clean, for the tests to
// compare the fast engine against. Not used by the app.
import { grayOf } from './grayscale.ts';
import { otsuThreshold } from './otsu.ts';

export function referenceMaskOpen(mask: Uint8Array, width: number, height: number): Uint8Array {
  const eroded = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let all = 1;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          if (!mask[ny * width + nx]) all = 0;
        }
      }
      eroded[y * width + x] = all;
    }
  }
  const opened = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let any = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          if (eroded[ny * width + nx]) any = 1;
        }
      }
      opened[y * width + x] = any;
    }
  }
  return opened;
}

export function referenceClean(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  offset = 0,
) {
  const gray = new Uint8Array(width * height);
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < width * height; i++) {
    gray[i] = grayOf(data[i * 4], data[i * 4 + 1], data[i * 4 + 2]);
    histogram[gray[i]]++;
  }
  const threshold = otsuThreshold(histogram);
  const mask = new Uint8Array(width * height);
  if (threshold >= 0)
    for (let i = 0; i < mask.length; i++) mask[i] = gray[i] <= threshold + offset ? 1 : 0;
  const opened = referenceMaskOpen(mask, width, height);
  const out = new Uint8ClampedArray(width * height * 4);
  let ink = 0;
  for (let i = 0; i < opened.length; i++) {
    if (!opened[i]) continue;
    ink++;
    out[i * 4] = data[i * 4];
    out[i * 4 + 1] = data[i * 4 + 1];
    out[i * 4 + 2] = data[i * 4 + 2];
    out[i * 4 + 3] = 255;
  }
  return { data: out, threshold, inkPixels: ink, gray, mask, opened };
}
