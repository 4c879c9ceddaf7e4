// A person's corrections of one result, as a list of edits applied after the cleaner and before
// the output step (soft edges, thickness, trim, colour), so changing any of those keeps them.
// Picks of "the ink" replace the cleaner's decision with one keyed to the picked inks (all
// picks together, wherever they are in the list); every other edit then applies in order on
// top. Coordinates are the clean result's pixels (the crop, before trimming). Pure.
import { applyBrush, type BrushStroke } from './brush.ts';
import { keyToInks, sampleInk, type InkDeficit } from './ink-key.ts';
import { measurePaper, type PaperGrid } from './local-paper.ts';
import { removeNotInk } from './not-ink.ts';

export type Correction =
  | { kind: 'ink'; x: number; y: number; reach: number }
  | { kind: 'notInk'; x: number; y: number; reach: number }
  | ({ kind: 'brush' } & BrushStroke);

export interface Corrected {
  /** RGBA of the clean's size: alpha > 0 is ink. */
  data: Uint8ClampedArray;
  inkPixels: number;
  /** The indices of the edits that changed nothing (a pick or tap with no ink under it). */
  idle: number[];
}

/** The picture a clean came from, with its paper measured once for all its corrections. */
export interface CorrectionSource {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  paper?: PaperGrid;
  /** The last mask keyed to picks, by what it was keyed to: a brush stroke after a pick skips it. */
  keyed?: { key: string; data: Uint8ClampedArray };
}

export function paperOf(source: CorrectionSource): PaperGrid {
  source.paper ??= measurePaper(source.data, source.width, source.height);
  return source.paper;
}

export interface CorrectionOptions {
  /**
   * The More ink / Less ink control (the cleaner's threshold offset, −40…40): with picks, it
   * moves the share of a pick's strength a pixel needs (more ink: fainter pixels count).
   */
  inkLevel?: number;
}

/** The share of a pick's strength a pixel needs at an ink level: 0.5 at 0, 0.2 to 0.8. */
export function coverageAt(inkLevel: number): number {
  return Math.min(0.8, Math.max(0.2, 0.5 - inkLevel / 100));
}

export function applyCorrections(
  clean: Uint8ClampedArray,
  source: CorrectionSource,
  corrections: readonly Correction[],
  options: CorrectionOptions = {},
): Corrected {
  const { data, width, height } = source;
  if (clean.length !== width * height * 4) {
    throw new RangeError(
      `applyCorrections: clean has ${clean.length} bytes for ${width}×${height}`,
    );
  }
  const idle: number[] = [];
  const inks: InkDeficit[] = [];
  corrections.forEach((edit, index) => {
    if (edit.kind !== 'ink') return;
    const ink = sampleInk(data, width, height, paperOf(source), edit.x, edit.y, edit.reach);
    if (ink) inks.push(ink);
    else idle.push(index);
  });
  let out: Uint8ClampedArray;
  if (inks.length) {
    const minCoverage = coverageAt(options.inkLevel ?? 0);
    const key = JSON.stringify([inks, minCoverage]);
    if (source.keyed?.key !== key) {
      const keyed = keyToInks(data, width, height, paperOf(source), inks, { minCoverage });
      source.keyed = { key, data: keyed };
    }
    out = new Uint8ClampedArray(source.keyed!.data);
  } else out = new Uint8ClampedArray(clean);
  corrections.forEach((edit, index) => {
    let changed = 1;
    if (edit.kind === 'notInk')
      changed = removeNotInk(out, width, height, edit.x, edit.y, edit.reach);
    else if (edit.kind === 'brush')
      changed = applyBrush(out, data, width, height, paperOf(source), edit);
    if (changed === 0) idle.push(index);
  });
  let inkPixels = 0;
  for (let j = 3; j < out.length; j += 4) if (out[j] > 0) inkPixels++;
  return { data: out, inkPixels, idle: idle.sort((a, b) => a - b) };
}
