// The colour weights' samples ranked by their distance from the local paper colour
// (src/core/clean/enhanced/photo/ink-levels.ts, contrastLevels, the reference, ranked by colour): the
// same samples, blocks and paper colours, and the same doubles — 1 − v / paper per channel, the
// root mean square times 255 rounded half up — counted and summed per level in the same order.

/**
 * The sampled rows at `rows` (`rowBytes` RGBA bytes each; row sy is the picture's row
 * sy · step + step / 2), `sw` × `sh` samples every `step` px, in blocks of `block` samples,
 * `bw` × `bh` blocks; `sheet` 0 for none, else its cells (`maskWidth` a row, `scale` px each).
 * Work: `samples` (3 bytes each), `on` (1 each), `blockMax` and `paper` (3 bytes a block),
 * `columns` (2 × sw i32: each sample column's cell and block column, so no division per sample).
 * Out: per level, `count` (f64 × 256) and `sums` (f64 × 768, R G B); returns the samples ranked.
 */
export function contrastLevels(
  rows: usize,
  rowBytes: i32,
  step: i32,
  sw: i32,
  sh: i32,
  block: i32,
  bw: i32,
  bh: i32,
  sheet: usize,
  maskWidth: i32,
  scale: i32,
  samples: usize,
  on: usize,
  blockMax: usize,
  paper: usize,
  columns: usize,
  count: usize,
  sums: usize,
): i32 {
  const blockBytes = <usize>(bw * bh * 3);
  memory.fill(on, 0, <usize>(sw * sh));
  memory.fill(blockMax, 0, blockBytes);
  memory.fill(paper, 0, blockBytes);
  memory.fill(count, 0, 256 << 3);
  memory.fill(sums, 0, 768 << 3);
  const half = step >> 1;
  const blockColumn = columns + ((<usize>sw) << 2);
  for (let sx = 0; sx < sw; sx++) {
    store<i32>(columns + ((<usize>sx) << 2), (sx * step + half) / scale);
    store<i32>(blockColumn + ((<usize>sx) << 2), sx / block);
  }
  for (let sy = 0; sy < sh; sy++) {
    const y = sy * step + half;
    const cells: usize = sheet == 0 ? 0 : sheet + <usize>((y / scale) * maskWidth);
    const brow = (sy / block) * bw;
    const row = rows + <usize>(sy * rowBytes);
    for (let sx = 0; sx < sw; sx++) {
      const column = (<usize>sx) << 2;
      if (sheet != 0 && load<u8>(cells + <usize>load<i32>(columns + column)) == 0) continue;
      const s = <usize>(sy * sw + sx);
      store<u8>(on + s, 1);
      const j = row + ((<usize>(sx * step + half)) << 2);
      const b = blockMax + <usize>((brow + load<i32>(blockColumn + column)) * 3);
      for (let c: usize = 0; c < 3; c++) {
        const v = load<u8>(j + c);
        store<u8>(samples + s * 3 + c, v);
        if (v > load<u8>(b + c)) store<u8>(b + c, v);
      }
    }
  }
  // The local paper colour: the brightest of the 3 × 3 blocks around, per channel.
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      const out = paper + <usize>((by * bw + bx) * 3);
      for (let y = max(0, by - 1); y <= min(bh - 1, by + 1); y++) {
        for (let x = max(0, bx - 1); x <= min(bw - 1, bx + 1); x++) {
          const b = blockMax + <usize>((y * bw + x) * 3);
          for (let c: usize = 0; c < 3; c++) {
            const v = load<u8>(b + c);
            if (v > load<u8>(out + c)) store<u8>(out + c, v);
          }
        }
      }
    }
  }
  let total = 0;
  for (let sy = 0; sy < sh; sy++) {
    const brow = (sy / block) * bw;
    for (let sx = 0; sx < sw; sx++) {
      const s = <usize>(sy * sw + sx);
      if (load<u8>(on + s) == 0) continue;
      const b = paper + <usize>((brow + load<i32>(blockColumn + ((<usize>sx) << 2))) * 3);
      const pr = load<u8>(b);
      const pg = load<u8>(b + 1);
      const pb = load<u8>(b + 2);
      if (pr == 0 || pg == 0 || pb == 0) continue;
      const at = samples + s * 3;
      const cr = 1.0 - <f64>load<u8>(at) / <f64>pr;
      const cg = 1.0 - <f64>load<u8>(at + 1) / <f64>pg;
      const cb = 1.0 - <f64>load<u8>(at + 2) / <f64>pb;
      // roundHalfUp (branchless.ts): x + ½ truncated, one lower where r − ½ > x.
      const x = 255.0 * Math.sqrt((cr * cr + cg * cg + cb * cb) / 3.0);
      let r = <i32>(x + 0.5);
      if (<f64>r - 0.5 > x) r--;
      const level = <usize>min(255, r);
      const n = count + (level << 3);
      store<f64>(n, load<f64>(n) + 1.0);
      const sum = sums + level * 24;
      store<f64>(sum, load<f64>(sum) + cr);
      store<f64>(sum + 8, load<f64>(sum + 8) + cg);
      store<f64>(sum + 16, load<f64>(sum + 16) + cb);
      total++;
    }
  }
  return total;
}
