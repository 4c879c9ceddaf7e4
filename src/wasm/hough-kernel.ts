// The line finder's vote table (assembly/hough.ts) behind core/clean/kernels.ts: the table's
// arrays are views of the kernel's memory, laid out once per houghLines call, so the TypeScript
// around the three loops reads and writes them in place (see wasm-kernels.ts for the memory).
import type { Kernels } from '../core/clean/kernels.ts';
import type { HoughShape, HoughTable } from '../core/clean/enhanced/hough-table.ts';
import { align } from './byte-kernels.ts';

/** The exports the wrapper calls. */
export interface HoughExports {
  memory: WebAssembly.Memory;
  houghVote(
    votes: number,
    cs: number,
    as: number,
    count: number,
    slopeOf: number,
    slopes: number,
    bins: number,
    reach: number,
    may: number,
    block: number,
    rowPeak: number,
  ): void;
  houghUnvote(
    votes: number,
    cs: number,
    as: number,
    slopeOf: number,
    bins: number,
    reach: number,
    runs: number,
    n: number,
    alive: number,
    aliveCount: number,
    rowAt: number,
    stale: number,
  ): void;
  houghSearch(votes: number, k: number, bins: number, rowScore: number, rowAt: number): void;
}

/** The kernel on the instance `take(bytes)` returns (`release` when the table is done). */
export function houghKernel(
  take: (bytes: number) => HoughExports,
  release: () => void,
): Pick<Kernels, 'houghTable'> {
  return {
    houghTable({ slopes, bins, reach, count }: HoughShape): HoughTable {
      const at: number[] = [];
      let end = 0;
      const place = (bytes: number) => {
        at.push(end);
        end = align(end + bytes);
      };
      // votes, cs, as, slopeOf, rowPeak, rowScore, rowAt, alive, runs, stale, may
      for (const bytes of [4 * slopes * bins, 8 * count, 8 * count, 8 * slopes])
        place(Math.max(1, bytes));
      for (let i = 0; i < 4; i++) place(4 * slopes);
      place(4 * Math.max(1, count));
      place(slopes);
      place(slopes);
      const k = take(end);
      const { buffer } = k.memory;
      const [votesAt, csAt, asAt, slopeAt, peakAt, scoreAt, rowAtAt, aliveAt, runsAt] = at;
      const [staleAt, mayAt] = at.slice(9);
      const table = {
        votes: new Int32Array(buffer, votesAt, slopes * bins),
        cs: new Float64Array(buffer, csAt, count),
        as: new Float64Array(buffer, asAt, count),
        slopeOf: new Float64Array(buffer, slopeAt, slopes),
        rowPeak: new Int32Array(buffer, peakAt, slopes),
        rowScore: new Int32Array(buffer, scoreAt, slopes),
        rowAt: new Int32Array(buffer, rowAtAt, slopes),
        alive: new Int32Array(buffer, aliveAt, slopes),
        runs: new Int32Array(buffer, runsAt, count),
        stale: new Uint8Array(buffer, staleAt, slopes),
      };
      // The reference starts from fresh arrays: so does the table.
      new Uint8Array(buffer, peakAt, runsAt - peakAt).fill(0);
      table.stale.fill(0);
      return {
        ...table,
        vote(may, block) {
          new Uint8Array(buffer, mayAt, slopes).set(may.subarray(0, Math.min(may.length, slopes)));
          k.houghVote(
            votesAt,
            csAt,
            asAt,
            count,
            slopeAt,
            slopes,
            bins,
            reach,
            mayAt,
            block,
            peakAt,
          );
        },
        unvote(n, aliveCount) {
          k.houghUnvote(
            votesAt,
            csAt,
            asAt,
            slopeAt,
            bins,
            reach,
            runsAt,
            n,
            aliveAt,
            aliveCount,
            rowAtAt,
            staleAt,
          );
        },
        search(row) {
          k.houghSearch(votesAt, row, bins, scoreAt, rowAtAt);
        },
        release,
      };
    },
  };
}
