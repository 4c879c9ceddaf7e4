// The capture screen's work while the person visits another page of the app: the current capture
// or photo, its result and the crop in progress are kept in memory (never stored) and come back
// with the screen. A job that was running runs again on return. A reload forgets them.
import type { CaptureState } from './capture-state.ts';

let kept: CaptureState | null = null;

export function keepWork(state: CaptureState): void {
  const work = state.current !== null || state.cropping !== null || state.job !== null;
  kept = work ? { ...state, step: null, said: null } : null;
}

export function keptWork(): CaptureState | null {
  return kept;
}
