// The line finder's vote table (hough-table.ts): its interface and sizes, apart so the kernels'
// interface (core/clean/kernels.ts) names them without importing the table.

export interface HoughTable {
  /** `slopes` rows of `bins` votes; a row's bin b is at row · bins + reach + b. */
  readonly votes: Int32Array;
  /** Per run: its centre in bins, its station from the middle. */
  readonly cs: Float64Array;
  readonly as: Float64Array;
  /** Per row: its slope, its best score and first bin with it, whether it must be searched,
   * its largest first vote. */
  readonly slopeOf: Float64Array;
  readonly rowScore: Int32Array;
  readonly rowAt: Int32Array;
  readonly stale: Uint8Array;
  readonly rowPeak: Int32Array;
  /** The rows kept up to date (`unvote`'s `aliveCount` first ones). */
  readonly alive: Int32Array;
  /** The runs `unvote` takes back (its `n` first ones). */
  readonly runs: Int32Array;
  /** Votes every row whose block of BOUND_BLOCK rows may hold a bin of `minVotes` (vote-bound.ts):
   * clears it, counts each run's bin, and keeps its largest vote in rowPeak (0 for the others). */
  vote(minVotes: number): void;
  /** Takes the first `n` runs' votes back from the first `aliveCount` alive rows; a row whose
   * best bin is within one of a changed bin becomes stale. */
  unvote(n: number, aliveCount: number): void;
  /** The strongest bin of the table (line-hough.ts): its score and index into `found`; stale rows
   * searched first where they may win. */
  strongest(): void;
  /** What `strongest` found: the score (−1 for none) and the bin's index in `votes`. */
  readonly found: Int32Array;
  /** Done with the table (the kernel's memory may be given up). */
  release(): void;
}

/** The table's sizes: the rows, their bins, the offset of bin 0, the runs. */
export interface HoughShape {
  slopes: number;
  bins: number;
  reach: number;
  count: number;
}
