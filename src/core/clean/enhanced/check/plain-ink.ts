// The cleaner checks its own answer (issue 46): beside it, a plain reading of what is plainly ink
// — pixels far darker than their own block's paper, by many of that paper's deviations and by a
// share of its level, in pieces of a stroke's size — that depends on no kind of picture. Then:
//
//   - a result that holds many times the plain ink, most of it within its own paper's noise, is
//     that noise taken for ink (a threshold inside a dark, grainy shadow): the plain ink is the
//     answer, grown along its strokes through the pixels that stand out of their noise;
//   - paper the result left inside its strokes, enclosed by its ink, where the photo is plainly
//     ink, is filled (a bold marker that came out hollow);
//   - a result that missed the pieces making up half of the plain ink gets every piece back
//     (never an empty answer for a picture that plainly has strokes);
//   - the ruled lines the line pass took out are a reason: their pixels are never plain ink;
//   - a piece on the picture's border is the table's or the sheet's edge: it neither counts nor
//     comes back.
//
// What it hands back is the plain ink's footprint: the pixels within a share of the way from
// their block's darkest plain ink to its paper (a blurred pen's plain ink reaches into its rims).
//
// The paper's level is the block's median, its deviation the median absolute deviation of the
// block's levels (robust while ink covers under half of the block, and blind to no kind of
// noise: grain, the blotches a phone's noise reduction leaves, a tone curve's spread). Works on
// the background-normalised image (paper 255). Pure; linear in the pixels.
import type { EnhancedParams } from '../enhanced-params.ts';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { doubled } from '../../int-list.ts';
import { darkBlocks } from '../flatten/dark-blocks.ts';
import { histogramQuantile, MAD_TO_SIGMA, medianAbsoluteDeviation } from '../thresholds/levels.ts';

export type PlainInkSettings = EnhancedParams['check'];

/** What the check found and what it changed (pixel counts). */
export interface PlainInkCheck {
  /** Plain ink: the pixels of the pieces the check read. */
  plain: number;
  /** Of those, how many the cleaner's own answer held. */
  held: number;
  /** Pixels the check added (pieces kept whole or brought back). */
  restored: number;
  /** Pixels the check took off as noise. */
  trimmed: number;
  /** Plain pixels left out because the line pass found a ruled line there. */
  onLines: number;
}

export interface PlainInkInput {
  normalised: Uint8Array;
  width: number;
  height: number;
  /** The blocks' side (px). */
  block: number;
  /** The pen's stroke width (px). */
  stroke: number;
  /** The answer's ink pixels. */
  ink: number;
  /** The ruled lines' pixels (undefined: none found). */
  lines: Uint8Array | undefined;
}

/** The blocks' paper, read where it is needed: each block's median and the median absolute
 * deviation of its levels (−1 until read). */
class BlockPaper {
  readonly columns: number;
  private readonly median: Int16Array;
  private readonly mad: Int16Array;
  private readonly histogram = new Uint32Array(256);

  constructor(private readonly input: PlainInkInput) {
    this.columns = Math.ceil(input.width / input.block);
    const blocks = this.columns * Math.ceil(input.height / input.block);
    this.median = new Int16Array(blocks).fill(-1);
    this.mad = new Int16Array(blocks);
  }

  /** The block of pixel (x, y). */
  blockOf(x: number, y: number): number {
    const { block } = this.input;
    return ((y / block) | 0) * this.columns + ((x / block) | 0);
  }

  /** Block b's median − max(deviations × 1.4826 × MAD, depth × median). */
  floor(b: number, deviations: number, depth: number): number {
    if (this.median[b] < 0) this.read(b);
    const median = this.median[b];
    return Math.floor(median - Math.max(deviations * MAD_TO_SIGMA * this.mad[b], depth * median));
  }

  private read(b: number) {
    const { normalised, width, height, block } = this.input;
    const { histogram } = this;
    const bx = b % this.columns;
    const x0 = bx * block;
    const x1 = Math.min(width, x0 + block);
    const y0 = ((b - bx) / this.columns) * block;
    const y1 = Math.min(height, y0 + block);
    // Every other pixel of every other row: a quarter of the reads, the same levels in all but
    // their last bit of rank.
    histogram.fill(0);
    for (let y = y0; y < y1; y += 2)
      for (let i = y * width + x0, end = y * width + x1; i < end; i += 2)
        histogram[normalised[i]]++;
    const median = histogramQuantile(histogram, 0, 255, 0.5);
    this.median[b] = median;
    this.mad[b] = medianAbsoluteDeviation(histogram, 0, median);
  }
}

interface Piece {
  start: number;
  count: number;
  /** Of its pixels, how many the answer held. */
  held: number;
  /** Whether it meets the picture's border. */
  border: boolean;
}

/**
 * Checks `mask` (1 ink) against the plain ink of `input` and mends it in place as the file's
 * head says. Returns what it found and did.
 */
export function checkPlainInk(
  input: PlainInkInput,
  mask: Uint8Array,
  settings: PlainInkSettings,
): PlainInkCheck {
  const { normalised, width, height, lines } = input;
  const check: PlainInkCheck = { plain: 0, held: 0, restored: 0, trimmed: 0, onLines: 0 };
  // No paper is brighter than 255: only a pixel at most this level can be plain ink. Most
  // pixels are not: only the 16-byte blocks holding one are looked at, and each block of paper
  // is read only where one is.
  const darkest = Math.floor(255 * (1 - settings.depth));
  const dark = darkBlocks(normalised, darkest + 1);
  if (dark.length === 0) return check;
  const paper = new BlockPaper(input);
  const { deviations, depth } = settings;
  // 1: plain, 2: taken by a piece, 3: looked at by the hole fill (0: not plain).
  const plain = new Uint8Array(width * height);
  const list = new Int32Array(dark.length << 4);
  let listed = 0;
  for (let d = 0; d < dark.length; d++) {
    const end = Math.min(normalised.length, (dark[d] + 1) << 4);
    for (let i = dark[d] << 4; i < end; i++) {
      const v = normalised[i];
      if (v > darkest) continue;
      const x = i % width;
      if (v > paper.floor(paper.blockOf(x, (i - x) / width), deviations, depth)) continue;
      if (lines !== undefined && lines[i] !== 0) {
        check.onLines++;
        continue;
      }
      plain[i] = 1;
      list[listed++] = i;
    }
  }
  if (listed === 0) return check;
  const { pieces, members } = plainPieces(
    plain,
    mask,
    width,
    height,
    list,
    listed,
    input.stroke,
    settings,
  );
  for (const piece of pieces) {
    check.plain += piece.count;
    check.held += piece.held;
  }
  if (check.plain === 0) return check;
  if (input.ink > settings.noiseRatio * check.plain && isGrain(input, mask, paper, settings)) {
    // Noise all round the strokes: the answer is the plain ink itself.
    mask.fill(0);
    let kept = 0;
    const darkest = darkestByBlock(pieces, members, input, paper);
    const share = settings.footprintShare;
    for (const piece of pieces)
      kept += addFootprint(piece, members, input, paper, darkest, share, mask);
    kept += growFootprint(mask, input, paper, darkest, settings);
    check.trimmed = input.ink - kept;
    return check;
  }
  // An answer that missed too much gets every piece back; else only its holes of plain ink are
  // filled: paper it left inside its strokes, enclosed by its ink, where the photo is plainly ink
  // (a letter's loop is paper, lighter than the floor; a ruled line taken out is open to the
  // paper along the line). Pieces, not pixels, are counted: a blurred pen's plain ink reaches
  // into rims the answer rightly leaves. A piece on the picture's border is the table's or the
  // sheet's edge, whether or not the answer took some of it: it neither counts nor comes back.
  let inner = 0;
  let touched = 0;
  for (const piece of pieces) {
    if (piece.border) continue;
    inner += piece.count;
    if (piece.held > 0) touched += piece.count;
  }
  if (touched < settings.lostShare * inner) {
    const darkest = darkestByBlock(pieces, members, input, paper);
    for (const piece of pieces)
      if (!piece.border)
        check.restored += addFootprint(
          piece,
          members,
          input,
          paper,
          darkest,
          settings.footprintShare,
          mask,
        );
  } else {
    check.restored = fillPlainHoles(plain, mask, width, height, list, listed);
  }
  return check;
}

/** The darkest plain pixel of each block (255 where a block has none). */
function darkestByBlock(
  pieces: Piece[],
  members: Int32Array,
  { normalised, width, height, block }: PlainInkInput,
  paper: BlockPaper,
): Uint8Array {
  const darkest = new Uint8Array(paper.columns * Math.ceil(height / block)).fill(255);
  for (const piece of pieces)
    for (let k = piece.start; k < piece.start + piece.count; k++) {
      const p = members[k];
      const x = p % width;
      const b = paper.blockOf(x, (p - x) / width);
      if (normalised[p] < darkest[b]) darkest[b] = normalised[p];
    }
  return darkest;
}

/** Adds to `mask` the pixels of `piece` within `share` of the way from their block's darkest
 * plain ink to its paper: a blurred pen's plain ink reaches into the rims round its footprint
 * (block by block, as a stroke's darkness changes along it where a shadow's edge crosses it).
 * Returns how many it added. */
function addFootprint(
  piece: Piece,
  members: Int32Array,
  { normalised, width }: PlainInkInput,
  paper: BlockPaper,
  darkest: Uint8Array,
  share: number,
  mask: Uint8Array,
): number {
  let added = 0;
  for (let k = piece.start; k < piece.start + piece.count; k++) {
    const p = members[k];
    if (mask[p] !== 0) continue;
    const x = p % width;
    if (normalised[p] > footprintLimit(paper, darkest, paper.blockOf(x, (p - x) / width), share))
      continue;
    mask[p] = 1;
    added++;
  }
  return added;
}

/** The lightest level of block `b`'s footprint: `share` of the way from its darkest plain ink to
 * its paper (255 where the block has no plain ink: it sets no limit). */
function footprintLimit(paper: BlockPaper, darkest: Uint8Array, b: number, share: number): number {
  const ink = darkest[b];
  return ink === 255 ? 255 : ink + share * (paper.floor(b, 0, 0) - ink);
}

/** Grows the footprint in `mask` along its strokes: into the 8-connected pixels out of their
 * paper's noise (settings.grainDeviations robust deviations and settings.grownDepth of the
 * median below it) and within its block's footprint (footprintLimit, settings.footprintShare). Plain ink asks many deviations of every pixel, and where the
 * noise grows (a dark shadow) a pale pen's stretches fall short of them, though they run on from
 * ink that is plain and stand out of the noise. Returns how many pixels it added. */
function growFootprint(
  mask: Uint8Array,
  { normalised, width, height }: PlainInkInput,
  paper: BlockPaper,
  darkest: Uint8Array,
  settings: PlainInkSettings,
): number {
  // The footprint in order, read from the mask's blocks that hold it.
  const blocks = nonZeroBlocks(mask);
  let queue = new Int32Array(Math.max(1024, blocks.length << 5));
  let queued = 0;
  for (let k = 0; k < blocks.length; k++) {
    const end = Math.min(mask.length, (blocks[k] + 1) << 4);
    for (let i = blocks[k] << 4; i < end; i++) {
      if (mask[i] === 0) continue;
      if (queued === queue.length) queue = doubled(queue);
      queue[queued++] = i;
    }
  }
  const { grainDeviations, grownDepth, footprintShare } = settings;
  let added = 0;
  for (let k = 0; k < queued; k++) {
    const p = queue[k];
    const px = p % width;
    const py = (p - px) / width;
    for (let y = Math.max(0, py - 1); y <= Math.min(height - 1, py + 1); y++)
      for (let x = Math.max(0, px - 1); x <= Math.min(width - 1, px + 1); x++) {
        const q = y * width + x;
        if (mask[q] !== 0) continue;
        const b = paper.blockOf(x, y);
        const v = normalised[q];
        if (v > paper.floor(b, grainDeviations, grownDepth)) continue;
        if (v > footprintLimit(paper, darkest, b, footprintShare)) continue;
        mask[q] = 1;
        added++;
        if (queued === queue.length) queue = doubled(queue);
        queue[queued++] = q;
      }
  }
  return added;
}

/** Whether most of the answer's ink (over settings.grainShare) lies within its own block's paper
 * noise, less than settings.grainDeviations robust deviations below the median: grain, not
 * strokes, which stand out of their paper however faint they are. */
function isGrain(
  { normalised, width, height, ink }: PlainInkInput,
  mask: Uint8Array,
  paper: BlockPaper,
  settings: PlainInkSettings,
): boolean {
  let grain = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0, i = y * width; x < width; x++, i++)
      if (
        mask[i] !== 0 &&
        normalised[i] > paper.floor(paper.blockOf(x, y), settings.grainDeviations, 0)
      )
        grain++;
  return grain > settings.grainShare * ink;
}

/** The plain pixels' 8-connected pieces of at least a speck's area, their members listed in
 * `members` (a piece's from its start); marks each plain pixel 2 in `plain`. */
function plainPieces(
  plain: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  list: Int32Array,
  listed: number,
  stroke: number,
  settings: PlainInkSettings,
): { pieces: Piece[]; members: Int32Array } {
  const minArea = Math.max(
    settings.minPieceArea,
    Math.round(settings.pieceAreaPerStroke * stroke * stroke),
  );
  const pieces: Piece[] = [];
  const members = new Int32Array(listed);
  let taken = 0;
  for (let l = 0; l < listed; l++) {
    const seed = list[l];
    if (plain[seed] !== 1) continue;
    const start = taken;
    plain[seed] = 2;
    members[taken++] = seed;
    let held = 0;
    let border = false;
    for (let k = start; k < taken; k++) {
      const p = members[k];
      if (mask[p] !== 0) held++;
      const px = p % width;
      const py = (p - px) / width;
      if (px === 0 || py === 0 || px === width - 1 || py === height - 1) border = true;
      for (let yy = Math.max(0, py - 1); yy <= Math.min(height - 1, py + 1); yy++)
        for (let xx = Math.max(0, px - 1); xx <= Math.min(width - 1, px + 1); xx++) {
          const q = yy * width + xx;
          if (plain[q] !== 1) continue;
          plain[q] = 2;
          members[taken++] = q;
        }
    }
    // Specks are left out of the pieces (their members' slots are used again).
    if (taken - start < minArea) taken = start;
    else pieces.push({ start, count: taken - start, held, border });
  }
  return { pieces, members };
}

/**
 * Fills the holes of `mask` made of plain ink (`plain` non-zero): regions of the non-ink pixels
 * (4-connected) that are plain throughout and meet neither the picture's border nor a pixel that
 * is not plain. Marks what it looked at 3 in `plain`. Returns how many pixels it filled.
 */
function fillPlainHoles(
  plain: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  list: Int32Array,
  listed: number,
): number {
  const region: number[] = [];
  let filled = 0;
  const reach = (q: number) => {
    if (mask[q] !== 0 || plain[q] === 3) return true;
    if (plain[q] === 0) return false;
    plain[q] = 3;
    region.push(q);
    return true;
  };
  for (let l = 0; l < listed; l++) {
    const seed = list[l];
    if (mask[seed] !== 0 || plain[seed] === 3) continue;
    region.length = 0;
    plain[seed] = 3;
    region.push(seed);
    let open = false;
    for (let k = 0; k < region.length; k++) {
      const p = region[k];
      const x = p % width;
      const y = (p - x) / width;
      // Four calls, not a loop over a fresh array of neighbours (no allocation per pixel); the
      // whole region is looked at even once it is open, so no part of it is taken for a hole.
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) open = true;
      if (x > 0 && !reach(p - 1)) open = true;
      if (x < width - 1 && !reach(p + 1)) open = true;
      if (y > 0 && !reach(p - width)) open = true;
      if (y < height - 1 && !reach(p + width)) open = true;
    }
    if (open) continue;
    for (const p of region) mask[p] = 1;
    filled += region.length;
  }
  return filled;
}
