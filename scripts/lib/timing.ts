// Timing for the benchmarks: the median of several runs after warm-up runs.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Milliseconds one call of `fn` takes: the median of `runs` calls after `warmups` calls. */
export function medianTime(fn: () => unknown, runs: number, warmups: number): number {
  for (let i = 0; i < warmups; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}
