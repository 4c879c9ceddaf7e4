// The fine-tune slider's scale: the threshold offset (grey levels) added to the cleaner's own
// threshold. Positive keeps more of the grey as ink (bolder), negative less (lighter); 0 is the
// cleaner's choice and what Reset returns to.
export const FINE_TUNE = { min: -40, max: 40, step: 2, neutral: 0 } as const;

/** Keeps a requested offset on the slider's scale and steps. */
export function clampFineTune(value: number): number {
  if (!Number.isFinite(value)) return FINE_TUNE.neutral;
  const stepped = Math.round(value / FINE_TUNE.step) * FINE_TUNE.step;
  return Math.min(FINE_TUNE.max, Math.max(FINE_TUNE.min, stepped));
}
