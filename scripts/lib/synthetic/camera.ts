// The camera (render.ts): sensor noise, the optics' blur and JPEG compression.
import jpeg from 'jpeg-js';
import type { PhoneProcessing } from './scene.ts';

export function gaussian(random: () => number) {
  return Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
}

export function jpegRoundTrip(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  quality: number,
) {
  const encoded = jpeg.encode(
    { data: Buffer.from(data.buffer, data.byteOffset, data.length), width, height },
    quality,
  );
  const decoded = jpeg.decode(encoded.data, {
    useTArray: true,
    formatAsRGBA: true,
    maxMemoryUsageInMB: 2048,
  });
  return new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
}

/** The separable [1 2 1] / 4 blur of a camera's optics, edges clamped, on `channels` interleaved. */
export function blur121<T extends Uint8ClampedArray | Float32Array>(
  data: T,
  width: number,
  height: number,
  channels: number,
): T {
  const temp = new Float32Array(data.length);
  const out = new (data.constructor as new (length: number) => T)(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = Math.max(0, x - 1);
      const r = Math.min(width - 1, x + 1);
      for (let c = 0; c < channels; c++) {
        temp[(row + x) * channels + c] =
          (data[(row + l) * channels + c] +
            2 * data[(row + x) * channels + c] +
            data[(row + r) * channels + c]) /
          4;
      }
    }
  }
  for (let y = 0; y < height; y++) {
    const u = Math.max(0, y - 1) * width;
    const d = Math.min(height - 1, y + 1) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        out[(row + x) * channels + c] =
          (temp[(u + x) * channels + c] +
            2 * temp[(row + x) * channels + c] +
            temp[(d + x) * channels + c]) /
          4;
      }
    }
  }
  return out;
}

/** A Gaussian blur of `sigma` px (a defocused or moving camera), on the RGB of RGBA data. */
export function gaussianBlur<T extends Uint8ClampedArray | Float32Array>(
  data: T,
  width: number,
  height: number,
  sigma: number,
): T {
  const radius = Math.ceil(3 * sigma);
  const kernel = Float32Array.from({ length: 2 * radius + 1 }, (_, k) =>
    Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  for (let k = 0; k < kernel.length; k++) kernel[k] /= total;
  const temp = new Float32Array(data.length);
  const out = new (data.constructor as new (length: number) => T)(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = Math.min(width - 1, Math.max(0, x + k));
          sum += kernel[k + radius] * data[(y * width + xx) * 4 + c];
        }
        temp[(y * width + x) * 4 + c] = sum;
      }
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const j = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const yy = Math.min(height - 1, Math.max(0, y + k));
          sum += kernel[k + radius] * temp[(yy * width + x) * 4 + c];
        }
        out[j + c] = sum;
      }
      out[j + 3] = data[j + 3];
    }
  }
  return out;
}

/**
 * The camera's blur: the optics' 1-2-1 (twice where `twice`), then a defocus of σ `defocus` px.
 * Optics blur light, not the encoded values a photo stores. With `gamma` 1 the blur runs on the
 * values themselves — the set's own camera, on which every figure in docs/QUALITY.md was
 * measured. Above 1 the values are taken as light (v / 255)^gamma, blurred, and encoded back:
 * a camera whose tone curve comes after its optics (2.2 for sRGB), a held-out check
 * (bench-quality.ts `--camera-gamma`).
 */
export function cameraBlur(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  { twice = false, defocus = 0, gamma = 1 }: { twice?: boolean; defocus?: number; gamma?: number },
): Uint8ClampedArray {
  const optics = <T extends Uint8ClampedArray | Float32Array>(values: T): T => {
    let out = blur121(values, width, height, 4);
    if (twice) out = blur121(out, width, height, 4);
    return defocus ? gaussianBlur(out, width, height, defocus) : out;
  };
  if (gamma === 1) return optics(data);
  const light = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) light[i] = 255 * (data[i] / 255) ** gamma;
  const blurred = optics(light);
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i++) {
    out[i] = (i & 3) === 3 ? data[i] : 255 * (Math.max(0, blurred[i]) / 255) ** (1 / gamma);
  }
  return out;
}

/** A box blur of radius `radius` (edges clamped) of one plane, in place through `temp`. */
function boxBlurPlane(plane: Float32Array, width: number, height: number, radius: number) {
  const temp = new Float32Array(plane.length);
  const size = 2 * radius + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++)
        sum += plane[row + Math.min(width - 1, Math.max(0, x + k))];
      temp[row + x] = sum / size;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++)
        sum += temp[Math.min(height - 1, Math.max(0, y + k)) * width + x];
      plane[y * width + x] = sum / size;
    }
  }
}

/**
 * What a phone does after its optics (issue 46), in its order: noise that grows in the dark,
 * noise reduction that smears the colour (chroma box-blurred, luminance kept), a tone curve
 * (a power, then an S-curve) and sharpening whose halos ring along every edge. RGBA in, RGBA out.
 */
export function phoneProcessing(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  phone: PhoneProcessing,
  random: () => number,
): Uint8ClampedArray {
  const n = width * height;
  const rgb = [0, 1, 2].map(() => new Float32Array(n));
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) {
      const v = data[i * 4 + c];
      rgb[c][i] = v + gaussian(random) * phone.darkNoise * (1 - v / 255);
    }
  }
  // Luminance and two colour differences; only the colour differences are smeared.
  const luma = new Float32Array(n);
  for (let i = 0; i < n; i++) luma[i] = 0.299 * rgb[0][i] + 0.587 * rgb[1][i] + 0.114 * rgb[2][i];
  if (phone.chromaRadius > 0) {
    for (let c = 0; c < 3; c++) {
      for (let i = 0; i < n; i++) rgb[c][i] -= luma[i];
      boxBlurPlane(rgb[c], width, height, phone.chromaRadius);
      for (let i = 0; i < n; i++) rgb[c][i] += luma[i];
    }
  }
  for (let c = 0; c < 3; c++) {
    const plane = rgb[c];
    for (let i = 0; i < n; i++) {
      const t = Math.min(1, Math.max(0, plane[i] / 255)) ** phone.gamma;
      // An S-curve about the middle: darks darker, lights lighter, black and white kept.
      plane[i] = 255 * (t + phone.contrast * (t - 0.5) * (1 - Math.abs(2 * t - 1)));
    }
  }
  const out = new Uint8ClampedArray(data.length);
  for (let c = 0; c < 3; c++) {
    const plane = rgb[c];
    const soft = blur121(blur121(plane, width, height, 1), width, height, 1);
    for (let i = 0; i < n; i++) out[i * 4 + c] = plane[i] + phone.sharpen * (plane[i] - soft[i]);
  }
  for (let i = 0; i < n; i++) out[i * 4 + 3] = data[i * 4 + 3];
  return out;
}
