// The line finder's vote table (assembly/hough.ts) behind core/clean/kernels.ts: the table's
// arrays are views of the kernel's memory, laid out once per houghLines call, so the TypeScript
// around the three loops reads and writes them in place (see wasm-kernels.ts for the memory).
import type { Kernels } from '../core/clean/kernels.ts';
import type { HoughShape, HoughTable } from '../core/clean/enhanced/lines/hough-types.ts';
import { BOUND_BLOCK } from '../core/clean/enhanced/lines/vote-bound.ts';
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
    starts: number,
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
      // The table's arrays laid out one after another (bytes each).
      const sizes = {
        votes: 4 * slopes * bins,
        cs: 8 * count,
        as: 8 * count,
        slopeOf: 8 * slopes,
        rowPeak: 4 * slopes,
        rowScore: 4 * slopes,
        rowAt: 4 * slopes,
        alive: 4 * slopes,
        runs: 4 * count,
        stale: slopes,
        may: slopes,
        cover: 4 * (bins + 1),
        takenCs: 8 * count,
        takenAs: 8 * count,
        found: 8,
      };
      const at = {} as Record<keyof typeof sizes, number>;
      let end = 0;
      for (const [name, bytes] of Object.entries(sizes) as [keyof typeof sizes, number][]) {
        at[name] = end;
        end = align(end + Math.max(1, bytes));
      }
      const k = take(end);
      const { buffer } = k.memory;
      const table = {
        votes: new Int32Array(buffer, at.votes, slopes * bins),
        cs: new Float64Array(buffer, at.cs, count),
        as: new Float64Array(buffer, at.as, count),
        slopeOf: new Float64Array(buffer, at.slopeOf, slopes),
        rowPeak: new Int32Array(buffer, at.rowPeak, slopes),
        rowScore: new Int32Array(buffer, at.rowScore, slopes),
        rowAt: new Int32Array(buffer, at.rowAt, slopes),
        alive: new Int32Array(buffer, at.alive, slopes),
        runs: new Int32Array(buffer, at.runs, count),
        stale: new Uint8Array(buffer, at.stale, slopes),
        found: new Int32Array(buffer, at.found, 2),
      };
      // The reference starts from fresh arrays: so does the table (the cover must start zeroed).
      for (const name of ['rowPeak', 'rowScore', 'rowAt', 'alive', 'stale', 'cover'] as const) {
        new Uint8Array(buffer, at[name], sizes[name]).fill(0);
      }
      return {
        ...table,
        vote(minVotes) {
          k.houghMay(
            at.cs,
            at.as,
            count,
            at.slopeOf,
            slopes,
            bins,
            reach,
            minVotes,
            BOUND_BLOCK,
            at.may,
            at.cover,
            at.runs, // free until runs are taken back
          );
          k.houghVote(
            at.votes,
            at.cs,
            at.as,
            count,
            at.slopeOf,
            slopes,
            bins,
            reach,
            at.may,
            BOUND_BLOCK,
            at.rowPeak,
          );
        },
        unvote(n, aliveCount) {
          k.houghUnvote(
            at.votes,
            at.cs,
            at.as,
            at.slopeOf,
            bins,
            reach,
            at.runs,
            n,
            at.alive,
            aliveCount,
            at.rowAt,
            at.stale,
            at.takenCs,
            at.takenAs,
          );
        },
        strongest() {
          k.houghStrongest(at.votes, slopes, bins, at.rowScore, at.rowAt, at.stale, at.found);
        },
        release,
      };
    },
  };
}
