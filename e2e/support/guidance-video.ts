// Generated videos for the live-guidance tests: Y4M files of 1280×720 paper with a synthetic
// signature (core/guidance's seeded test frames) placed in the guide box, sharp, blurred (a box
// filter, or out of focus: a Gaussian), cut by the box edge or absent, and sequences of such frames. The fake camera loops the file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  boxBlur,
  gaussianBlur,
  syntheticFrame,
  type Frame,
} from '../../src/core/guidance/synthetic-frame.test-helper.ts';

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
/** The guide box in the frame on a 1280 px wide desktop page: 60 % of the width, 3:1, near the
 * top (10 CSS px, about 20 frame px, at the displayed scale). */
export const BOX = { x: 256, y: 20, width: 768, height: 256 };
const PAPER = 215;

/** `defocused3` / `defocused5`: the signature through a Gaussian blur of σ 3 / 5 px. */
export type Shot = 'blank' | 'sharp' | 'blurred' | 'cut' | 'defocused3' | 'defocused5';

/** Grey levels (full range) of one video frame showing `shot`; `seed` varies the noise. */
export function shotFrame(shot: Shot, seed = 1): Uint8Array {
  const frame = new Uint8Array(VIDEO_WIDTH * VIDEO_HEIGHT).fill(PAPER);
  const { width, height } = BOX;
  let region: Frame = syntheticFrame({
    width,
    height,
    paper: PAPER,
    seed,
    blank: shot === 'blank',
  });
  if (shot === 'blurred') region = boxBlur(region, 11);
  if (shot === 'defocused3') region = gaussianBlur(region, 3);
  if (shot === 'defocused5') region = gaussianBlur(region, 5);
  // Cut: the signature sits 40 % of the box to the left, so it runs out of the box's left side
  // (the page mirrors the view, but the box is centred, so either side is one of its edges).
  const left = BOX.x - (shot === 'cut' ? Math.round(width * 0.4) : 0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const fx = left + x;
      if (fx < 0 || fx >= VIDEO_WIDTH) continue;
      frame[(BOX.y + y) * VIDEO_WIDTH + fx] = region.data[(y * width + x) * 4];
    }
  }
  return frame;
}

/** Writes frames (full-range grey) as a Y4M video at `fps`; returns its path. */
export function writeY4m(name: string, frames: Uint8Array[], fps = 30): string {
  const dir = mkdtempSync(join(tmpdir(), 'inklift-guidance-'));
  const path = join(dir, `${name}.y4m`);
  const header = `YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`;
  const ySize = VIDEO_WIDTH * VIDEO_HEIGHT;
  const parts: Buffer[] = [Buffer.from(header)];
  for (const grey of frames) {
    const frame = Buffer.alloc(6 + ySize + ySize / 2, 128); // neutral chroma
    frame.write('FRAME\n', 0, 'ascii');
    // Chromium reads Y4M as limited range: write 16–235 so the page sees 0–255.
    for (let i = 0; i < ySize; i++) frame[6 + i] = 16 + Math.round((grey[i] * 219) / 255);
    parts.push(frame);
  }
  writeFileSync(path, Buffer.concat(parts));
  return path;
}

/** A video holding one shot still (a few identical frames, looped by the fake camera). */
export function stillVideo(shot: Shot): string {
  const frame = shotFrame(shot);
  return writeY4m(shot, [frame, frame, frame]);
}

/** A video of `shots` in turn, each held for its number of frames, at `fps`. */
export function sequenceVideo(name: string, shots: [Shot, number][], fps: number): string {
  const frames: Uint8Array[] = [];
  for (const [shot, count] of shots) {
    const frame = shotFrame(shot);
    for (let i = 0; i < count; i++) frames.push(frame);
  }
  return writeY4m(name, frames, fps);
}
