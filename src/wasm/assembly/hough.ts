// The line finder's vote table (src/core/clean/enhanced/lines/hough-table.ts is the reference): the
// first votes, taking a line's runs back, and a row's search, on a table in this memory. A
// run's bin in a row is roundHalfUp(c − s·a), which is floor(c − s·a + 0.5) for every value
// (the reference's (x + 0.5) | 0, corrected down where it rounded up, is that floor): the same
// two float64 operations, then one exact floor — two runs at a time in the first votes.
//
// Layout (byte offsets, given by the caller): votes i32[slopes × bins] (row k's bin b at
// k · bins + reach + b), cs and as f64[count], slopeOf f64[slopes], rowPeak, rowScore, rowAt
// and alive i32[slopes], runs i32[count], stale u8[slopes], may u8[blocks], cover i32[bins + 1],
// the taken runs' cs and as f64[count], found i32[2].

/** A run's bin in the row of slope s (see the header). */
function binOf(c: f64, s: f64, a: f64): i32 {
  return <i32>Math.floor(c - s * a + 0.5);
}

/** Two runs' bins (lanes 0 and 1; lanes 2 and 3 are 0) in the row of slope `s`, + `reach`. */
function binsOf2(cs: usize, as: usize, p: i32, s: v128, reach: v128): v128 {
  const c = v128.load(cs + ((<usize>p) << 3));
  const a = v128.load(as + ((<usize>p) << 3));
  const x = f64x2.add(f64x2.sub(c, f64x2.mul(s, a)), f64x2.splat(0.5));
  return i32x4.add(i32x4.trunc_sat_f64x2_s_zero(f64x2.floor(x)), reach);
}

/** One run's span from..to − 1 (its pairs of neighbouring bins) counted into `cover`. */
function coverSpan(cover: usize, from: i32, to: i32): void {
  const f = cover + ((<usize>from) << 2);
  const t = cover + ((<usize>to) << 2);
  store<i32>(f, load<i32>(f) + 1);
  store<i32>(t, load<i32>(t) - 1);
}

/**
 * Per block of `block` rows, 1 where some bin with a neighbour may score `minVotes` (the
 * reference: blocksThatMayVote in src/core/clean/enhanced/lines/vote-bound.ts): each run's span is
 * the bins between its bins at the block's first slope and the next block's first (the last
 * slope for the last block), and it counts for each pair of neighbouring bins it meets (at the
 * pair's first); two runs a step. `cover` (bins + 1 zeros) is left zeroed; `starts` (i32 per
 * run) holds each run's bin at the block's first slope.
 */
export function houghMay(
  cs: usize,
  as: usize,
  count: i32,
  slopeOf: usize,
  slopes: i32,
  bins: i32,
  reach: i32,
  minVotes: i32,
  block: i32,
  may: usize,
  cover: usize,
  starts: usize,
): void {
  const blocks = (slopes + block - 1) / block;
  const shift = i32x4.splat(reach);
  const one = i32x4.splat(1);
  const zero = i32x4.splat(0);
  const s0 = load<f64>(slopeOf);
  let p = 0;
  for (; p + 2 <= count; p += 2) {
    v128.store64_lane(starts + ((<usize>p) << 2), binsOf2(cs, as, p, f64x2.splat(s0), shift), 0);
  }
  for (; p < count; p++) {
    const c = load<f64>(cs + ((<usize>p) << 3));
    const a = load<f64>(as + ((<usize>p) << 3));
    store<i32>(starts + ((<usize>p) << 2), reach + binOf(c, s0, a));
  }
  for (let j = 0; j < blocks; j++) {
    const end = load<f64>(slopeOf + ((<usize>min(slopes - 1, (j + 1) * block)) << 3));
    const ends = f64x2.splat(end);
    let lows = i32x4.splat(bins);
    let highs = zero;
    p = 0;
    for (; p + 2 <= count; p += 2) {
      const at = starts + ((<usize>p) << 2);
      const b1 = v128.load64_zero(at);
      const b2 = binsOf2(cs, as, p, ends, shift);
      v128.store64_lane(at, b2, 0);
      const from = i32x4.max_s(i32x4.sub(i32x4.min_s(b1, b2), one), zero);
      const to = i32x4.add(i32x4.max_s(b1, b2), one);
      coverSpan(cover, i32x4.extract_lane(from, 0), i32x4.extract_lane(to, 0));
      coverSpan(cover, i32x4.extract_lane(from, 1), i32x4.extract_lane(to, 1));
      lows = i32x4.min_s(lows, from);
      highs = i32x4.max_s(highs, to);
    }
    let low = min(i32x4.extract_lane(lows, 0), i32x4.extract_lane(lows, 1));
    let high = max(i32x4.extract_lane(highs, 0), i32x4.extract_lane(highs, 1));
    for (; p < count; p++) {
      const c = load<f64>(cs + ((<usize>p) << 3));
      const a = load<f64>(as + ((<usize>p) << 3));
      const at = starts + ((<usize>p) << 2);
      const b1 = load<i32>(at);
      const b2 = reach + binOf(c, end, a);
      store<i32>(at, b2);
      const from = max(min(b1, b2) - 1, 0);
      const to = max(b1, b2) + 1;
      coverSpan(cover, from, to);
      low = min(low, from);
      high = max(high, to);
    }
    let covered = 0;
    let any: u8 = 0;
    for (let b = low; b < high; b++) {
      covered += load<i32>(cover + ((<usize>b) << 2));
      if (covered >= minVotes) {
        any = 1;
        break;
      }
    }
    store<u8>(may + <usize>j, any);
    if (high >= low) memory.fill(cover + ((<usize>low) << 2), 0, (<usize>(high + 1 - low)) << 2);
  }
}

/** Votes every row whose block of `block` rows may vote: cleared, counted, its peak kept. */
export function houghVote(
  votes: usize,
  cs: usize,
  as: usize,
  count: i32,
  slopeOf: usize,
  slopes: i32,
  bins: i32,
  reach: i32,
  may: usize,
  block: i32,
  rowPeak: usize,
): void {
  const half = f64x2.splat(0.5);
  for (let k = 0; k < slopes; k++) {
    if (load<u8>(may + <usize>(k / block)) == 0) {
      store<i32>(rowPeak + ((<usize>k) << 2), 0);
      continue;
    }
    const row = votes + ((<usize>(k * bins)) << 2);
    memory.fill(row, 0, (<usize>bins) << 2);
    const zero = row + ((<usize>reach) << 2);
    const s = load<f64>(slopeOf + ((<usize>k) << 3));
    const sv = f64x2.splat(s);
    let p = 0;
    for (; p + 2 <= count; p += 2) {
      const c = v128.load(cs + ((<usize>p) << 3));
      const a = v128.load(as + ((<usize>p) << 3));
      const x = f64x2.add(f64x2.sub(c, f64x2.mul(sv, a)), half);
      const b = i32x4.trunc_sat_f64x2_s_zero(f64x2.floor(x));
      const at0 = zero + ((<usize>i32x4.extract_lane(b, 0)) << 2);
      store<i32>(at0, load<i32>(at0) + 1);
      const at1 = zero + ((<usize>i32x4.extract_lane(b, 1)) << 2);
      store<i32>(at1, load<i32>(at1) + 1);
    }
    for (; p < count; p++) {
      const c = load<f64>(cs + ((<usize>p) << 3));
      const a = load<f64>(as + ((<usize>p) << 3));
      const at = zero + ((<usize>binOf(c, s, a)) << 2);
      store<i32>(at, load<i32>(at) + 1);
    }
    // The row's largest vote, four bins a step.
    let peaks = i32x4.splat(0);
    let b: usize = 0;
    const end = (<usize>bins) << 2;
    for (; b + 16 <= end; b += 16) peaks = i32x4.max_s(peaks, v128.load(row + b));
    let peak = max(
      max(i32x4.extract_lane(peaks, 0), i32x4.extract_lane(peaks, 1)),
      max(i32x4.extract_lane(peaks, 2), i32x4.extract_lane(peaks, 3)),
    );
    for (; b < end; b += 4) peak = max(peak, load<i32>(row + b));
    store<i32>(rowPeak + ((<usize>k) << 2), peak);
  }
}

/** Takes the `n` runs at `runs` back from the `aliveCount` rows at `alive`; a row whose best bin
 * (rowAt) is within one of a changed bin becomes stale. Row by row (the row in cache), the
 * runs' centres and stations first gathered at `takenCs` and `takenAs`, two runs a step. */
export function houghUnvote(
  votes: usize,
  cs: usize,
  as: usize,
  slopeOf: usize,
  bins: i32,
  reach: i32,
  runs: usize,
  n: i32,
  alive: usize,
  aliveCount: i32,
  rowAt: usize,
  stale: usize,
  takenCs: usize,
  takenAs: usize,
): void {
  for (let i = 0; i < n; i++) {
    const p = <usize>load<i32>(runs + ((<usize>i) << 2));
    store<f64>(takenCs + ((<usize>i) << 3), load<f64>(cs + (p << 3)));
    store<f64>(takenAs + ((<usize>i) << 3), load<f64>(as + (p << 3)));
  }
  const half = f64x2.splat(0.5);
  for (let j = 0; j < aliveCount; j++) {
    const k = load<i32>(alive + ((<usize>j) << 2));
    const s = load<f64>(slopeOf + ((<usize>k) << 3));
    const sv = f64x2.splat(s);
    const zero = votes + ((<usize>(k * bins + reach)) << 2);
    // |b + reach − best| ≤ 1, as an unsigned comparison.
    const near = <u32>(reach - load<i32>(rowAt + ((<usize>k) << 2)) + 1);
    let touched = false;
    let i = 0;
    for (; i + 2 <= n; i += 2) {
      const c = v128.load(takenCs + ((<usize>i) << 3));
      const a = v128.load(takenAs + ((<usize>i) << 3));
      const x = f64x2.add(f64x2.sub(c, f64x2.mul(sv, a)), half);
      const b = i32x4.trunc_sat_f64x2_s_zero(f64x2.floor(x));
      const b0 = i32x4.extract_lane(b, 0);
      const b1 = i32x4.extract_lane(b, 1);
      const at0 = zero + ((<usize>b0) << 2);
      store<i32>(at0, load<i32>(at0) - 1);
      const at1 = zero + ((<usize>b1) << 2);
      store<i32>(at1, load<i32>(at1) - 1);
      touched = touched || <u32>b0 + near <= 2 || <u32>b1 + near <= 2;
    }
    for (; i < n; i++) {
      const b = binOf(
        load<f64>(takenCs + ((<usize>i) << 3)),
        s,
        load<f64>(takenAs + ((<usize>i) << 3)),
      );
      const at = zero + ((<usize>b) << 2);
      store<i32>(at, load<i32>(at) - 1);
      touched = touched || <u32>b + near <= 2;
    }
    if (touched) store<u8>(stale + <usize>k, 1);
  }
}

/** Row k's best score (a bin with its heavier neighbour) and the first bin with it into
 * rowScore and rowAt (−bins for a row without votes). */
function search(votes: usize, k: i32, bins: i32, rowScore: usize, rowAt: usize): void {
  const row = votes + ((<usize>(k * bins)) << 2);
  let best = -1;
  let bin = -1;
  for (let b = 1; b < bins - 1; b++) {
    const v = load<i32>(row + ((<usize>b) << 2));
    if (v == 0) continue;
    const score =
      v + max(load<i32>(row + ((<usize>(b - 1)) << 2)), load<i32>(row + ((<usize>(b + 1)) << 2)));
    if (score > best) {
      best = score;
      bin = b;
    }
  }
  store<i32>(rowScore + ((<usize>k) << 2), best);
  store<i32>(rowAt + ((<usize>k) << 2), bin < 0 ? -bins : bin);
}

/** The strongest bin of the table into found (its score, −1 for none, and its index in votes):
 * a stale row is searched only where its last score (a bound: votes only fall) beats the best so
 * far, and then is no longer stale. */
export function houghStrongest(
  votes: usize,
  slopes: i32,
  bins: i32,
  rowScore: usize,
  rowAt: usize,
  stale: usize,
  found: usize,
): void {
  let best = -1;
  let at = -1;
  for (let k = 0; k < slopes; k++) {
    const score = rowScore + ((<usize>k) << 2);
    if (load<u8>(stale + <usize>k) == 1 && load<i32>(score) > best) {
      store<u8>(stale + <usize>k, 0);
      search(votes, k, bins, rowScore, rowAt);
    }
    if (load<i32>(score) > best) {
      best = load<i32>(score);
      at = k * bins + load<i32>(rowAt + ((<usize>k) << 2));
    }
  }
  store<i32>(found, best);
  store<i32>(found + 4, at);
}
