// The line finder's vote table (assembly/hough.ts) behind core/clean/kernels.ts: the table's
// arrays are views of the kernel's memory, laid out once per houghLines call, so the TypeScript
// around the three loops reads and writes them in place (see wasm-kernels.ts for the memory).
import type { Kernels } from '../core/clean/kernels.ts';
import type { HoughShape, HoughTable } from '../core/clean/enhanced/hough-types.ts';
import { BOUND_BLOCK } from '../core/clean/enhanced/vote-bound.ts';
import { align } from './byte-kernels.ts';

/** The exports the wrapper calls. */
export interface HoughExports {
  memory: WebAssembly.Memory;
  houghMay(
    cs: number,
    as: number,
    count: number,
    slopeOf: number,
    slopes: number,
    bins: number,
    reach: number,
    minVotes: number,
    block: number,
    may: number,
    cover: number,
  ): void;
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
    takenCs: number,
    takenAs: number,
  ): void;
  houghStrongest(
    votes: number,
    slopes: number,
    bins: number,
    rowScore: number,
    rowAt: number,
    stale: number,
    found: number,
  ): void;
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
        end = align(end + Math.max(1, bytes));
      };
      // votes, cs, as, slopeOf; rowPeak, rowScore, rowAt, alive; runs; stale, may; cover; the
      // taken runs' cs and as; found.
      for (const bytes of [4 * slopes * bins, 8 * count, 8 * count, 8 * slopes]) place(bytes);
      for (let i = 0; i < 4; i++) place(4 * slopes);
      place(4 * count);
      place(slopes);
      place(slopes);
      place(4 * (bins + 1));
      place(8 * count);
      place(8 * count);
      place(8);
      const k = take(end);
      const { buffer } = k.memory;
      const [votesAt, csAt, asAt, slopeAt, peakAt, scoreAt, rowAtAt, aliveAt, runsAt] = at;
      const [staleAt, mayAt, coverAt, takenCsAt, takenAsAt, foundAt] = at.slice(9);
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
        found: new Int32Array(buffer, foundAt, 2),
      };
      // The reference starts from fresh arrays: so does the table (the cover must start zeroed).
      new Uint8Array(buffer, peakAt, runsAt - peakAt).fill(0);
      table.stale.fill(0);
      new Uint8Array(buffer, coverAt, 4 * (bins + 1)).fill(0);
      return {
        ...table,
        vote(minVotes) {
          k.houghMay(
            csAt,
            asAt,
            count,
            slopeAt,
            slopes,
            bins,
            reach,
            minVotes,
            BOUND_BLOCK,
            mayAt,
            coverAt,
          );
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
            BOUND_BLOCK,
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
            takenCsAt,
            takenAsAt,
          );
        },
        strongest() {
          k.houghStrongest(votesAt, slopes, bins, scoreAt, rowAtAt, staleAt, foundAt);
        },
        release,
      };
    },
  };
}
