// The hint shown to the person and the moment to capture by itself, as a pure state machine:
// `next(state, reading, timeMs)` for every measured frame. A hint replaces the shown one only
// after it has been the frame's verdict for HINT_HOLD_MS without a break (no flicker, and the
// screen announces only `changed` hints). Capture by itself fires once, when the shown hint is
// 'ready' and the frames have been ready and steady for CAPTURE_STEADY_MS; it re-arms only once
// the box has been empty (paper taken away) for REARM_EMPTY_MS. Time is an input: no clock here.
import { judgeFrame, type FrameReading, type FrameVerdict, type Hint } from './judge-frame.ts';
import {
  CAPTURE_STEADY_MS,
  FRAME_GAP_RESET_MS,
  HINT_HOLD_MS,
  REARM_EMPTY_MS,
} from './thresholds.ts';

export interface GuidanceState {
  /** The hint on screen; null until the first verdict has held. */
  shown: Hint | null;
  /** The latest frame's verdict and since when it has held without a break. */
  candidate: Hint | null;
  candidateSince: number;
  /** Start of the current run of ready, steady frames; null when the last frame was not one. */
  readySince: number | null;
  /** Start of the current run of empty-box frames; null when the last frame held ink. */
  emptySince: number | null;
  /** Whether capture by itself may fire. */
  armed: boolean;
  /** Time of the last frame; NaN before the first. */
  lastTime: number;
}

export interface GuidanceStep {
  state: GuidanceState;
  /** The hint to show (state.shown). */
  hint: Hint | null;
  /** The shown hint changed with this frame: announce it. */
  changed: boolean;
  /** Capture now (at most once until the paper has been taken away). */
  shouldCapture: boolean;
  /** This frame's own verdict (before the hold): touched sides, steadiness, every problem. */
  verdict: FrameVerdict;
}

export const initialGuidanceState: GuidanceState = Object.freeze({
  shown: null,
  candidate: null,
  candidateSince: 0,
  readySince: null,
  emptySince: null,
  armed: true,
  lastTime: NaN,
});

/**
 * One measured frame. `autoCapture` false (the toggle is off): hints as usual, never a capture,
 * and capture by itself stays armed for when the toggle is turned on.
 */
export function next(
  state: GuidanceState,
  reading: FrameReading,
  timeMs: number,
  autoCapture = true,
): GuidanceStep {
  if (!Number.isFinite(timeMs)) throw new RangeError(`guidance: time ${timeMs} is not finite`);
  const verdict = judgeFrame(reading);
  // Time going backwards or a long gap: the evidence is not continuous, start the runs afresh.
  const continuous = timeMs >= state.lastTime && timeMs - state.lastTime <= FRAME_GAP_RESET_MS;
  const previous = continuous
    ? state
    : { ...state, candidate: null, readySince: null, emptySince: null };

  const candidateSince = previous.candidate === verdict.hint ? previous.candidateSince : timeMs;
  const held = timeMs - candidateSince >= HINT_HOLD_MS;
  const shown = held ? verdict.hint : previous.shown;

  const good = verdict.hint === 'ready' && verdict.steady;
  const readySince = good ? (previous.readySince ?? timeMs) : null;
  const emptySince = verdict.empty ? (previous.emptySince ?? timeMs) : null;

  let armed = previous.armed;
  if (!armed && emptySince !== null && timeMs - emptySince >= REARM_EMPTY_MS) armed = true;
  const shouldCapture =
    autoCapture &&
    armed &&
    shown === 'ready' &&
    readySince !== null &&
    timeMs - readySince >= CAPTURE_STEADY_MS;
  if (shouldCapture) armed = false;

  return {
    state: {
      shown,
      candidate: verdict.hint,
      candidateSince,
      readySince,
      emptySince,
      armed,
      lastTime: timeMs,
    },
    hint: shown,
    changed: shown !== state.shown,
    shouldCapture,
    verdict,
  };
}

/**
 * A capture made by hand (Space, the button, the timer): capture by itself must not fire again
 * on the same paper, so it waits for the box to be emptied like after its own capture.
 */
export function captured(state: GuidanceState): GuidanceState {
  return { ...state, armed: false, readySince: null };
}

/**
 * Capture by itself was just turned on: the steady second starts afresh, so it never fires the
 * moment the toggle is clicked (the person's hand is on the mouse, not on the paper).
 */
export function autoCaptureTurnedOn(state: GuidanceState): GuidanceState {
  return { ...state, readySince: null };
}
