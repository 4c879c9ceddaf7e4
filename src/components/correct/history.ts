// The corrections' history as changes to a result's settings: a new correction clears what was
// undone; Undo moves the last one aside, Redo brings it back. Pure; the screen that shows the
// tools (the Capture screen's result, the Sign page's photo) runs the new settings like any other
// option change (latest only, Cancel keeps the result before).
import type { Correction } from '../../core/correct/corrections.ts';
import type { OutputInfo } from '../../lib/clean/clean-protocol.ts';

export type CorrectTool = 'ink' | 'notInk' | 'erase' | 'restore';
export const CORRECT_TOOLS: readonly CorrectTool[] = ['ink', 'notInk', 'erase', 'restore'];

/** What the tools read and change of a result's settings (a screen's settings hold more). */
export interface CorrectSettings {
  /** More ink / less ink: the cleaner's threshold against the level it chose (grey levels). */
  inkLevel: number;
  /** The corrections, in order, and those undone (Redo brings them back). */
  corrections: readonly Correction[];
  undone: readonly Correction[];
}

/** A cleaned result as the tools need it. */
export interface CorrectableResult {
  png: Blob;
  /** The settings that made it. */
  settings: CorrectSettings;
  output: OutputInfo;
  /** The crop before cleaning, at about preview size (for pointing at the ink beside it). */
  original: Blob | null;
  /** The corrections (by index) that changed nothing. */
  idle: readonly number[];
}

type History = Pick<CorrectSettings, 'corrections' | 'undone'>;

export function added(settings: History, correction: Correction): History {
  return { corrections: [...settings.corrections, correction], undone: [] };
}

export function undo(settings: History): History | null {
  const last = settings.corrections.at(-1);
  if (!last) return null;
  return { corrections: settings.corrections.slice(0, -1), undone: [...settings.undone, last] };
}

export function redo(settings: History): History | null {
  const next = settings.undone.at(-1);
  if (!next) return null;
  return { corrections: [...settings.corrections, next], undone: settings.undone.slice(0, -1) };
}

/** Rounds a correction's numbers (pointer positions) so equal edits name the same result. */
export function rounded(correction: Correction): Correction {
  const r = (value: number) => Math.round(value * 10) / 10;
  if (correction.kind === 'brush')
    return { ...correction, points: correction.points.map(r), radius: r(correction.radius) };
  return { ...correction, x: r(correction.x), y: r(correction.y), reach: r(correction.reach) };
}
