import { describe, expect, test } from 'vitest';
import { resultHints } from './result-hints.ts';
import { inkRect, maskOf, paperPicture } from './correct-fixtures.test-helper.ts';

const paper = (width: number, height: number) => paperPicture(width, height).data;

describe('resultHints', () => {
  test('a ruled line or a margin kept across the picture is a line', () => {
    expect(
      resultHints(maskOf(300, 200, [[10, 100, 250, 102]]), 300, 200, paper(300, 200)).lines,
    ).toBe(true);
    expect(resultHints(maskOf(300, 200, [[40, 0, 42, 190]]), 300, 200, paper(300, 200)).lines).toBe(
      true,
    );
  });

  test('a signature’s strokes are not, nor a line across too small a picture', () => {
    const strokes = maskOf(300, 200, [
      [10, 50, 80, 54],
      [100, 90, 170, 94],
      [190, 130, 260, 134],
    ]);
    expect(resultHints(strokes, 300, 200, paper(300, 200)).lines).toBe(false);
    expect(resultHints(maskOf(100, 40, [[0, 20, 100, 22]]), 100, 40, paper(100, 40)).lines).toBe(
      false,
    );
  });
});

/** The rule as first written, band by band and pixel by pixel: what resultHints must agree with. */
function bandByBand(rgba: Uint8ClampedArray, width: number, height: number): boolean {
  const inked = (x: number, y: number) => rgba[(y * width + x) * 4 + 3] > 0;
  const across = (length: number, bands: number, at: (i: number, j: number) => boolean) => {
    if (length < 150) return false;
    for (let start = 0; start + 4 <= bands; start += 2) {
      let covered = 0;
      for (let i = 0; i < length; i++)
        for (let j = start; j < start + 4; j++)
          if (at(i, j)) {
            covered++;
            break;
          }
      if (covered >= 0.6 * length) return true;
    }
    return false;
  };
  return across(width, height, inked) || across(height, width, (y, x) => inked(x, y));
}

test('agrees with the band-by-band rule on random dashes, odd sizes included', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  let lines = 0;
  for (let run = 0; run < 120; run++) {
    const width = 150 + Math.floor(random() * 60);
    const height = 150 + Math.floor(random() * 60);
    const rgba = new Uint8ClampedArray(width * height * 4);
    const vertical = random() < 0.5;
    const along = vertical ? height : width;
    const at = Math.floor(random() * (vertical ? width : height));
    const thick = 1 + Math.floor(random() * 3);
    // Dashes over a share of the length near the 60% that decides.
    const share = 0.45 + random() * 0.3;
    for (let i = 0; i < along; i++) {
      if (random() > share) continue;
      for (let t = 0; t < thick; t++) {
        const [x, y] = vertical ? [at + t, i] : [i, at + t];
        if (x < width && y < height) rgba[(y * width + x) * 4 + 3] = 255;
      }
    }
    const expected = bandByBand(rgba, width, height);
    expect(resultHints(rgba, width, height, paper(width, height)).lines).toBe(expected);
    if (expected) lines++;
  }
  expect(lines).toBeGreaterThan(20);
  expect(lines).toBeLessThan(100);
});

describe('hollow strokes', () => {
  const WIDTH = 300;
  const HEIGHT = 200;
  // A bold marker stroke, 30 px thick and closed at its ends…
  const marker = [[20, 80, 280, 110]];
  // …kept only along its edges, its middle taken for paper.
  const edges = [
    [20, 80, 280, 86],
    [20, 104, 280, 110],
    [20, 80, 26, 110],
    [274, 80, 280, 110],
  ];
  // A letter's loop: a ring of ink around paper.
  const ring = [
    [100, 60, 160, 66],
    [100, 114, 160, 120],
    [100, 60, 106, 120],
    [154, 60, 160, 120],
  ];
  const photo = (rects: number[][], shade = 1) => {
    const picture = paperPicture(WIDTH, HEIGHT, [236, 234, 228], 0, shade);
    for (const [x0, y0, x1, y1] of rects) inkRect(picture, x0, y0, x1, y1, [0.2, 0.2, 0.25]);
    return picture.data;
  };
  const hints = (mask: number[][], source: Uint8ClampedArray) =>
    resultHints(maskOf(WIDTH, HEIGHT, mask), WIDTH, HEIGHT, source);

  test('a marker stroke kept only along its edges is hollow, in light and in a shadow', () => {
    expect(hints(edges, photo(marker)).hollow).toBe(true);
    expect(hints(edges, photo(marker, 0.35)).hollow).toBe(true);
  });

  test('a letter’s loop around paper is not, nor a stroke kept whole', () => {
    expect(hints(ring, photo(ring)).hollow).toBe(false);
    expect(hints(ring, photo(ring, 0.35)).hollow).toBe(false);
    expect(hints(marker, photo(marker)).hollow).toBe(false);
    expect(hints([], photo([])).hollow).toBe(false);
  });

  test('a few pixels left inside a stroke are not worth a message', () => {
    const speck = [
      [20, 80, 280, 96],
      [20, 99, 280, 110],
      [20, 96, 200, 99],
      [202, 96, 280, 99],
    ];
    expect(hints(speck, photo(marker)).hollow).toBe(false);
  });
});
