// The ink-thickness slider's scale (issue 23): a width factor for the strokes, from half to twice
// the width the cleaner found, in steps of 2^(1/8); 0 is the width as detected and what Reset
// returns to. Its own small module, so the slider's chunk does not carry the stroke-weight code.

/** The slider's scale: steps of 2^(1/8) in width, −8 halving and +8 doubling it. */
export const THICKNESS = { min: -8, max: 8, step: 1, neutral: 0 } as const;

/** The width factor of a slider value: 2^(value / 8). */
export function thicknessFactor(value: number): number {
  return 2 ** (value / THICKNESS.max);
}

/** Keeps a requested value on the slider's scale and steps. */
export function clampThickness(value: number): number {
  if (!Number.isFinite(value)) return THICKNESS.neutral;
  return Math.min(THICKNESS.max, Math.max(THICKNESS.min, Math.round(value)));
}
