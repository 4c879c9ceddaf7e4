// A fake camera's video of a real-looking signature, for screenshots: a seeded synthetic
// signature (scripts/lib/synthetic/) in blue ink on white paper under slightly uneven light,
// placed where the guide box falls on a 1280 × 720 camera, written as a still Y4M (BT.601
// limited range, 4:2:0) for Chromium's --use-file-for-fake-video-capture.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderScene } from './synthetic/render.ts';
import { INKS, PAPERS } from './synthetic/scene.ts';

const WIDTH = 1280;
const HEIGHT = 720;

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** Writes the video and returns its path. */
export function writeSignatureY4m(seed = 11, frames = 3): string {
  const { data } = renderScene(
    {
      width: WIDTH,
      height: HEIGHT,
      stroke: [4, 5],
      ink: INKS.blue,
      paper: PAPERS.white,
      texture: 2,
      noise: 1.5,
      unevenLight: true,
      signatureBox: { x: 0.26, y: 0.06, width: 0.48, height: 0.31 },
    },
    seeded(seed),
  );
  const ySize = WIDTH * HEIGHT;
  const cSize = ySize / 4;
  const frame = Buffer.alloc(6 + ySize + 2 * cSize);
  frame.write('FRAME\n', 0, 'ascii');
  const limited = (v: number) => Math.max(16, Math.min(240, Math.round(v)));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 4;
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      frame[6 + y * WIDTH + x] = limited(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (WIDTH / 2) + x / 2;
        frame[6 + ySize + c] = limited(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
        frame[6 + ySize + cSize + c] = limited(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
      }
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'inklift-signature-'));
  const path = join(dir, 'signature.y4m');
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return path;
}
