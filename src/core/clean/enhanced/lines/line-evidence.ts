// The evidence for straight lines in an ink mask (ruled-lines.ts, step 1): at evenly spaced
// stations along one axis, every run of ink across that axis no thicker than a cap. A line that
// runs roughly along the axis crosses each station once, as a short run centred on the line; a
// pen stroke crossing it makes a long run there, and blobs make long runs everywhere. Horizontal
// lines are read down sampled columns, vertical ones along sampled rows: `along` is the axis the
// lines follow. Pure; typed arrays only.
import { firstNonZero } from '../../swar.ts';
import { columnRunsByBlocks, rowRunsByBlocks } from './line-evidence-blocks.ts';
import { Growing } from './run-columns.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';

/** Thin runs across the stations: the station's index, the run's centre across and its length. */
export interface Evidence {
  /** Stations (positions along, px), evenly spaced by `step`. */
  stations: Int32Array;
  step: number;
  /** Per run: its station's index, its centre across (px) and its length (px). */
  station: Int32Array;
  centre: Float32Array;
  length: Uint16Array;
  count: number;
}

/** `horizontal`: lines along the rows (runs read down columns); otherwise along the columns.
 * `blocks`: the mask's ink blocks (nonZeroBlocks, or any list holding every block with a 1):
 * then only they are read (line-evidence-blocks.ts), with the same result. `aboutStations`:
 * about this many stations along the lines, whatever the picture's size (lines.finder). */
export function lineEvidence(
  mask: Uint8Array,
  width: number,
  height: number,
  horizontal: boolean,
  cap: number,
  blocks: Int32Array | null = null,
  aboutStations = ENHANCED_PARAMS.lines.finder.stations,
): Evidence {
  const along = horizontal ? width : height;
  const step = Math.max(1, Math.floor(along / aboutStations));
  const m = Math.floor((along - 1) / step) + 1;
  const stations = new Int32Array(m);
  // Centre the stations in the axis: the leftover splits at both ends.
  const first = ((along - 1 - (m - 1) * step) / 2) | 0;
  for (let j = 0; j < m; j++) stations[j] = first + j * step;
  const out = new Growing();
  if (blocks !== null) {
    if (horizontal) columnRunsByBlocks(mask, width, height, stations, step, cap, blocks, out);
    else rowRunsByBlocks(mask, width, stations, cap, blocks, out);
    return { stations, step, ...out.done() };
  }
  // Four paper bytes are passed over as one word where rows are whole words.
  const words =
    mask.byteOffset % 4 === 0 && (width & 3) === 0
      ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
      : null;
  if (horizontal) {
    // Down every station's column at once, row by row (one open run per station); a row of
    // paper while no run is open changes nothing and is passed over.
    const start = new Int32Array(m).fill(-1);
    let open = 0;
    for (let y = 0; y <= height; y++) {
      const row = y * width;
      if (open === 0 && words !== null && y < height) {
        const end = (row + width) >> 2;
        if (firstNonZero(words, row >> 2, end) === end) continue;
      }
      for (let j = 0; j < m; j++) {
        const ink = y < height && mask[row + stations[j]] === 1;
        const s = start[j];
        if (ink) {
          if (s < 0) {
            start[j] = y;
            open++;
          }
        } else if (s >= 0) {
          if (y - s <= cap) out.push(j, (s + y - 1) / 2, y - s);
          start[j] = -1;
          open--;
        }
      }
    }
  } else {
    for (let j = 0; j < m; j++) {
      const row = stations[j] * width;
      let s = -1;
      for (let x = 0; x <= width; x++) {
        if (words !== null && s < 0 && (x & 3) === 0 && x < width && words[(row + x) >> 2] === 0) {
          x = 4 * firstNonZero(words, ((row + x) >> 2) + 1, (row + width) >> 2) - row - 1;
          continue;
        }
        const ink = x < width && mask[row + x] === 1;
        if (ink) {
          if (s < 0) s = x;
        } else if (s >= 0) {
          if (x - s <= cap) out.push(j, (s + x - 1) / 2, x - s);
          s = -1;
        }
      }
    }
  }
  return { stations, step, ...out.done() };
}
