// The measures on real handwriting (../shared/data/dibco-handwritten/images): each page, cropped
// to a webcam-sized box, against copies with one fault added. Real pages are not all perfect
// (stains, soft scans, dark edges), so the good copies must pass the verdict nearly always and
// the faulty ones fail it nearly always; and every faulty copy must measure worse than its page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, test } from 'vitest';
import { measureFrame, type FrameMeasures } from './frame-measures.ts';
import { judgeFrame, type Hint } from './judge-frame.ts';
import {
  boxBlur,
  shade,
  withGlare,
  withNoise,
  withShadow,
  type Frame,
} from './synthetic-frame.test-helper.ts';
import { GLARE_LEVEL, GLARE_STANDOUT, STEADY_MAX_MOTION_PX } from './thresholds.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const IMAGES = resolve(
  process.env.INKLIFT_DATA_DIR ?? resolve(root, '../shared/data/dibco-handwritten'),
  'images',
);
const present = existsSync(IMAGES);
if (!present) console.warn(`SKIPPED guidance on real images: ${IMAGES} is absent`);

/**
 * The page's centre, at most 1280×720 (a webcam guide box is not larger) and 16 px narrower
 * than the page, so that it can be moved by dx px.
 */
function readCentre(path: string, dx = 0): Frame {
  const png = PNG.sync.read(readFileSync(path));
  const width = Math.min(1280, png.width - 16);
  const height = Math.min(720, png.height);
  const x0 = ((png.width - width) >> 1) + dx;
  const y0 = (png.height - height) >> 1;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y + y0) * png.width + x0) * 4;
    data.set(png.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}

/** The frame on a sheet of its own paper colour, `margin` px wide on every side. */
function onPaper(frame: Frame, margin: number, paper: number): Frame {
  const width = frame.width + 2 * margin;
  const height = frame.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(paper);
  for (let y = 0; y < frame.height; y++) {
    const row = frame.data.subarray(y * frame.width * 4, (y + 1) * frame.width * 4);
    data.set(row, ((y + margin) * width + margin) * 4);
  }
  return { data, width, height };
}

/** Cuts off the left `share` of the frame (the paper slid out of the box to the left). */
function cutLeft(frame: Frame, share: number): Frame {
  const x0 = Math.round(frame.width * share);
  const width = frame.width - x0;
  const data = new Uint8ClampedArray(width * frame.height * 4);
  for (let y = 0; y < frame.height; y++) {
    const from = (y * frame.width + x0) * 4;
    data.set(frame.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height: frame.height };
}

const measure = (f: Frame) => measureFrame(f.data, f.width, f.height);
const has = (m: FrameMeasures, hint: Hint) => judgeFrame(m).problems.includes(hint);
const share = <T>(rows: T[], ok: (row: T) => boolean) => rows.filter(ok).length / rows.length;

interface Row {
  name: string;
  good: FrameMeasures;
  padded: FrameMeasures;
  cut: FrameMeasures;
  dark: FrameMeasures;
  shadow: FrameMeasures;
  blurred: FrameMeasures;
  glare: FrameMeasures;
  /** Motion from the page (with new noise) to the same page again, and to it moved 6 px. */
  still: number;
  moved: number;
}

describe.runIf(present)('measures on real handwriting', () => {
  const rows: Row[] = [];
  beforeAll(() => {
    for (const name of readdirSync(IMAGES).filter((n) => n.endsWith('.png'))) {
      const frame = readCentre(resolve(IMAGES, name));
      const good = measure(frame);
      const first = measure(withNoise(frame, 4, 1));
      const again = withNoise(frame, 4, 2);
      const moved = withNoise(readCentre(resolve(IMAGES, name), 6), 4, 3);
      const padded = onPaper(frame, Math.round(frame.height * 0.1), good.paperLevel);
      rows.push({
        name,
        good,
        padded: measure(padded),
        cut: measure(cutLeft(padded, 0.3)),
        dark: measure(shade(frame, () => 0.35)),
        shadow: measure(withShadow(frame, 0.5)),
        blurred: measure(boxBlur(frame, 9)),
        glare: measure(withGlare(frame, 0.3, 0.5, 0.3)),
        still: measureFrame(again.data, again.width, again.height, first.thumb).motion,
        moved: measureFrame(moved.data, moved.width, moved.height, first.thumb).motion,
      });
    }
  }, 120_000);

  test('every page holds ink', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => has(r.good, 'no-signature')).map((r) => r.name)).toEqual([]);
  });

  test('on a paper margin no side is touched; cut through the writing, the left side is', () => {
    expect(rows.filter((r) => has(r.padded, 'touches-edge')).map((r) => r.name)).toEqual([]);
    expect(share(rows, (r) => judgeFrame(r.cut).touchedSides.includes('left'))).toBeGreaterThan(
      0.9,
    );
  });

  test('too dark: every darkened page, (almost) no page as it is', () => {
    expect(rows.filter((r) => !has(r.dark, 'too-dark')).map((r) => r.name)).toEqual([]);
    expect(share(rows, (r) => has(r.good, 'too-dark'))).toBeLessThan(0.05);
  });

  test('shadow: every shaded page is deeper than its page and nearly all cross the limit', () => {
    for (const r of rows) expect(r.shadow.shadowDepth, r.name).toBeGreaterThan(r.good.shadowDepth);
    expect(share(rows, (r) => has(r.shadow, 'shadow'))).toBeGreaterThan(0.95);
    expect(share(rows, (r) => has(r.good, 'shadow'))).toBeLessThan(0.1);
  });

  test('blur: every blurred page has wider edges than its page; the limit splits them', () => {
    for (const r of rows) expect(r.blurred.edgeWidth, r.name).toBeGreaterThan(r.good.edgeWidth + 1);
    expect(share(rows, (r) => has(r.blurred, 'blurry'))).toBeGreaterThan(0.9);
    expect(share(rows, (r) => has(r.good, 'blurry'))).toBeLessThan(0.1);
  });

  test('glare: a blown-out blob shows on pages whose paper is not white already', () => {
    const visible = rows.filter((r) => r.good.paperLevel <= GLARE_LEVEL - GLARE_STANDOUT);
    expect(visible.length).toBeGreaterThan(30);
    for (const r of visible) expect(r.glare.glareShare, r.name).toBeGreaterThan(r.good.glareShare);
    expect(share(visible, (r) => has(r.glare, 'glare'))).toBeGreaterThan(0.95);
    // Glare is not mistaken for a shadow (which would be shown first).
    expect(share(visible, (r) => has(r.glare, 'shadow'))).toBeLessThan(0.05);
    expect(share(rows, (r) => has(r.good, 'glare'))).toBeLessThan(0.05);
  });

  test('steadiness: a page held still is steady, the same page moved 6 px is not', () => {
    for (const r of rows) expect(r.moved, r.name).toBeGreaterThan(r.still + 1);
    expect(rows.filter((r) => !(r.still <= STEADY_MAX_MOTION_PX)).map((r) => r.name)).toEqual([]);
    expect(share(rows, (r) => r.moved > STEADY_MAX_MOTION_PX)).toBeGreaterThan(0.9);
  });
});
