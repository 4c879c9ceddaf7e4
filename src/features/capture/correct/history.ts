// The corrections' history as changes to a result's settings: a new correction clears what was
// undone; Undo moves the last one aside, Redo brings it back. Pure; the capture model runs the
// new settings like any other option change (latest only, Cancel keeps the result before).
import type { Correction } from '../../../core/correct/corrections.ts';
import type { CleanSettings } from '../capture-state.ts';

export type CorrectTool = 'ink' | 'notInk' | 'erase' | 'restore';
export const CORRECT_TOOLS: readonly CorrectTool[] = ['ink', 'notInk', 'erase', 'restore'];

type History = Pick<CleanSettings, 'corrections' | 'undone'>;

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
