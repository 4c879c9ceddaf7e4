// The pen colour's paper, block by block (src/core/output/pen-colour.ts, paperByBlock, the
// reference), four pixels a step: a strip of rows of the clean (`inked`, RGBA, alpha > 0 is ink)
// and of the photo (`src`, RGBA), both copied in by the caller, whose blocks are `block` pixels
// wide. Each block's sums are six f64 at `acc` (in the order of SUM … BRIGHT below), one set of
// six for each block of the strip's band. A block's paper is summed in two passes over the
// whole band: paperSums (its R + G + B and count, and the solid ink listed), then brightSums
// (the red, green and blue of its paper at least as bright as its mean). Every lane sums one
// segment of a row, then adds into an f64: whole numbers, so exact, whatever the order.

const SUM = 0;
const COUNT = 8;
const RED = 16;
const GREEN = 24;
const BLUE = 32;
const BRIGHT = 40;
/** The bytes of one block's sums. */
const ACC = 48;

function level4(v: v128): v128 {
  const byte = i32x4.splat(255);
  return i32x4.add(
    i32x4.add(v128.and(v, byte), v128.and(i32x4.shr_u(v, 8), byte)),
    v128.and(i32x4.shr_u(v, 16), byte),
  );
}

function lanes(v: v128): f64 {
  return <f64>(
    (i32x4.extract_lane(v, 0) +
      i32x4.extract_lane(v, 1) +
      i32x4.extract_lane(v, 2) +
      i32x4.extract_lane(v, 3))
  );
}

function levelOf(word: u32): i32 {
  return <i32>((word & 255) + ((word >>> 8) & 255) + ((word >>> 16) & 255));
}

/**
 * The paper's R + G + B and count of each block of `rows` rows of `width` pixels, added to the
 * sums at `acc`; the solid ink (alpha 255) listed at `solid` as i32 pixel indices (`first` is the
 * strip's first pixel's), in order; returns how many were listed.
 */
export function paperSums(
  inked: usize,
  src: usize,
  width: i32,
  rows: i32,
  block: i32,
  acc: usize,
  solid: usize,
  first: i32,
): i32 {
  const zero = i32x4.splat(0);
  const full = i32x4.splat(255);
  let listed = 0;
  for (let y = 0; y < rows; y++) {
    const row = y * width;
    for (let x0 = 0, b = 0; x0 < width; x0 += block, b++) {
      const x1 = min(width, x0 + block);
      let s = zero;
      let n = zero;
      let x = x0;
      for (; x + 4 <= x1; x += 4) {
        const at = (<usize>(row + x)) << 2;
        const alpha = i32x4.shr_u(v128.load(inked + at), 24);
        const paper = i32x4.eq(alpha, zero);
        s = i32x4.add(s, v128.and(level4(v128.load(src + at)), paper));
        n = i32x4.sub(n, paper);
        if (v128.any_true(i32x4.eq(alpha, full))) {
          for (let k = 0; k < 4; k++) {
            if (load<u32>(inked + at + ((<usize>k) << 2)) >>> 24 === 255) {
              store<i32>(solid + ((<usize>listed) << 2), first + row + x + k);
              listed++;
            }
          }
        }
      }
      let ts: i32 = 0;
      let tn: i32 = 0;
      for (; x < x1; x++) {
        const at = (<usize>(row + x)) << 2;
        const alpha = load<u32>(inked + at) >>> 24;
        if (alpha === 0) {
          ts += levelOf(load<u32>(src + at));
          tn++;
        } else if (alpha === 255) {
          store<i32>(solid + ((<usize>listed) << 2), first + row + x);
          listed++;
        }
      }
      const sums = acc + <usize>b * ACC;
      store<f64>(sums + SUM, load<f64>(sums + SUM) + lanes(s) + <f64>ts);
      store<f64>(sums + COUNT, load<f64>(sums + COUNT) + lanes(n) + <f64>tn);
    }
  }
  return listed;
}

/**
 * The red, green and blue and the count of each block's paper at least as bright (R + G + B) as
 * its mean (the ceiling of its sums' SUM / COUNT, after paperSums over the whole band), added to
 * the sums at `acc`, over `rows` rows of `width` pixels.
 */
export function brightSums(
  inked: usize,
  src: usize,
  width: i32,
  rows: i32,
  block: i32,
  acc: usize,
): void {
  const zero = i32x4.splat(0);
  const byte = i32x4.splat(255);
  for (let y = 0; y < rows; y++) {
    const row = y * width;
    for (let x0 = 0, b = 0; x0 < width; x0 += block, b++) {
      const x1 = min(width, x0 + block);
      const sums = acc + <usize>b * ACC;
      const count = load<f64>(sums + COUNT);
      // No paper: nothing to sum (and no mean to compare with).
      if (count === 0) continue;
      const least = <i32>Math.ceil(load<f64>(sums + SUM) / count);
      const floor = i32x4.splat(least);
      let r = zero;
      let g = zero;
      let bl = zero;
      let m = zero;
      let x = x0;
      for (; x + 4 <= x1; x += 4) {
        const at = (<usize>(row + x)) << 2;
        const paper = i32x4.eq(i32x4.shr_u(v128.load(inked + at), 24), zero);
        const v = v128.load(src + at);
        const red = v128.and(v, byte);
        const green = v128.and(i32x4.shr_u(v, 8), byte);
        const blue = v128.and(i32x4.shr_u(v, 16), byte);
        const keep = v128.and(paper, i32x4.ge_s(i32x4.add(i32x4.add(red, green), blue), floor));
        r = i32x4.add(r, v128.and(red, keep));
        g = i32x4.add(g, v128.and(green, keep));
        bl = i32x4.add(bl, v128.and(blue, keep));
        m = i32x4.sub(m, keep);
      }
      let tr: i32 = 0;
      let tg: i32 = 0;
      let tb: i32 = 0;
      let tm: i32 = 0;
      for (; x < x1; x++) {
        const at = (<usize>(row + x)) << 2;
        if (load<u32>(inked + at) >>> 24 !== 0) continue;
        const word = load<u32>(src + at);
        if (levelOf(word) < least) continue;
        tr += <i32>(word & 255);
        tg += <i32>((word >>> 8) & 255);
        tb += <i32>((word >>> 16) & 255);
        tm++;
      }
      store<f64>(sums + RED, load<f64>(sums + RED) + lanes(r) + <f64>tr);
      store<f64>(sums + GREEN, load<f64>(sums + GREEN) + lanes(g) + <f64>tg);
      store<f64>(sums + BLUE, load<f64>(sums + BLUE) + lanes(bl) + <f64>tb);
      store<f64>(sums + BRIGHT, load<f64>(sums + BRIGHT) + lanes(m) + <f64>tm);
    }
  }
}
