// Loads OpenCV.js (a dev dependency, for cross-checks and the speed benchmark only) in Node.
// The module is an Emscripten "thenable" that resolves to itself, so awaiting it directly never
// settles; we wait for its runtime instead, with a time limit.
import { createRequire } from 'node:module';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenCv = any;

let loading: Promise<OpenCv> | null = null;

export function loadOpenCv(timeoutMs = 60_000): Promise<OpenCv> {
  loading ??= new Promise<OpenCv>((resolve, reject) => {
    const require = createRequire(import.meta.url);
    const cv = require('@techstark/opencv-js');
    const started = Date.now();
    const check = () => {
      if (typeof cv.Mat === 'function' && typeof cv.threshold === 'function') {
        delete cv.then; // so the module can be returned from async code
        resolve(cv);
      } else if (Date.now() - started > timeoutMs) {
        reject(new Error(`OpenCV.js did not initialise within ${timeoutMs} ms`));
      } else {
        setTimeout(check, 10);
      }
    };
    check();
  });
  return loading;
}

/**
 * The spec's steps with OpenCV on a grey image: Otsu (THRESH_BINARY_INV: ink = grey <= t), then
 * a 3×3 erosion and a 3×3 dilation with the border ignored (constant border of the neutral
 * value: 255 for erosion, 0 for dilation). Returns the threshold and the 0/255 mask.
 */
export function openCvSpecMask(cv: OpenCv, gray: Uint8Array, width: number, height: number) {
  const src = new cv.Mat(height, width, cv.CV_8UC1);
  src.data.set(gray);
  const mask = new cv.Mat();
  const eroded = new cv.Mat();
  const opened = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3));
  const anchor = new cv.Point(-1, -1);
  try {
    const threshold = cv.threshold(src, mask, 0, 255, cv.THRESH_BINARY_INV | cv.THRESH_OTSU);
    cv.erode(mask, eroded, kernel, anchor, 1, cv.BORDER_CONSTANT, new cv.Scalar(255));
    cv.dilate(eroded, opened, kernel, anchor, 1, cv.BORDER_CONSTANT, new cv.Scalar(0));
    return { threshold: threshold as number, mask: new Uint8Array(opened.data) };
  } finally {
    src.delete();
    mask.delete();
    eroded.delete();
    opened.delete();
    kernel.delete();
  }
}
