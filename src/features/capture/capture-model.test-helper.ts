// Pictures, outputs and event sequences shared by the capture model's tests.
import { captureReducer } from './capture-model.ts';
import type { CaptureEvent, CaptureState, Picture, RenderOutput } from './capture-state.ts';
import { initialCaptureState } from './capture-state.ts';

export const run = (events: CaptureEvent[], from: CaptureState = initialCaptureState) =>
  events.reduce(captureReducer, from);

export const blob = (label: string) => new Blob([label]);
export const preview = {} as ImageBitmap;

export function photo(file: Blob, width = 4000, height = 3000): Picture {
  return { kind: 'photo', file, width, height, scaledFromMegapixels: null };
}

export function camera(file = blob('capture.png')): Picture {
  return { kind: 'camera', file, width: 600, height: 200, scaledFromMegapixels: null };
}

export const cleanedOutput = (png: Blob, width = 100, height = 50): RenderOutput => ({
  cleaned: png,
  picture: null,
  width,
  height,
  inkShare: 0.02,
  output: { width: width - 20, height: height - 10, ink: { r: 0, g: 0, b: 0 }, original: null },
  check: { empty: false, blurry: false, unreadable: null },
});

export const box = { x: 10, y: 10, width: 100, height: 50 };

/** Opens a photo through the crop step and returns the state with its crop being cleaned. */
export function openAndConfirm(state: CaptureState, file: Blob) {
  let next = captureReducer(state, { type: 'photoChosen', file });
  const openId = next.job!.id;
  next = captureReducer(next, {
    type: 'opened',
    jobId: openId,
    picture: photo(file),
    preview,
    proposal: box,
  });
  next = captureReducer(next, { type: 'cropConfirmed', crop: next.cropping!.initial });
  return next;
}
