// Photos of a signature that cannot be read (issue 46, item 5), made in the test as PNGs: the
// same loop and slanted stroke taken in near darkness (grey paper under a camera's amplified
// grain) or far out of focus. Shared by the Capture screen's and the Sign page's tests.
import { PNG } from 'pngjs';

/** A loop and a slanted stroke, 6 px wide, clear of the edges: about 3% of 600 × 300. */
export const strokes = (x: number, y: number) =>
  Math.abs(Math.hypot(x - 200, y - 150) - 80) < 3 ||
  (x > 260 && x < 520 && Math.abs(y - 150 - (x - 330) * 0.4) < 3.5);

const WIDTH = 600;
const HEIGHT = 300;

function encode(name: string, grey: (x: number, y: number) => number) {
  const image = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const v = Math.round(Math.min(255, Math.max(0, grey(x, y))));
      image.data.set([v, v, v, 255], (y * WIDTH + x) * 4);
    }
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

/** The strokes on grey paper under the grain a camera brings up in near darkness (± 60 levels). */
export function nightPhoto() {
  let seed = 7;
  const grain = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 120 - 60;
  return encode('night.png', (x, y) => (strokes(x, y) ? 110 : 190) + grain());
}

/** Black strokes on white paper, blurred as a lens far out of focus blurs them (Gaussian σ ≈ 8 px:
 *  three box blurs of 15 px each way). */
export function defocusedPhoto() {
  let grey = new Float32Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) grey[y * WIDTH + x] = strokes(x, y) ? 20 : 235;
  const radius = 7;
  const box = (from: Float32Array, step: number, length: number, lines: number, stride: number) => {
    const to = new Float32Array(from.length);
    for (let line = 0; line < lines; line++) {
      for (let i = 0; i < length; i++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) {
          const j = Math.min(length - 1, Math.max(0, i + k));
          sum += from[line * stride + j * step];
        }
        to[line * stride + i * step] = sum / (2 * radius + 1);
      }
    }
    return to;
  };
  for (let pass = 0; pass < 3; pass++) {
    grey = box(grey, 1, WIDTH, HEIGHT, WIDTH); // along the rows
    grey = box(grey, WIDTH, HEIGHT, WIDTH, 1); // along the columns
  }
  return encode('defocused.png', (x, y) => grey[y * WIDTH + x]);
}
