// Live guidance while the camera is on: starts the guidance worker and the frame pump, runs
// each answer through the hint machine (core/guidance/hint-machine.ts) and hands the preview
// bitmap on. React state changes only when the shown hint or the capture readiness changes,
// never per frame. The worker is terminated as soon as the guidance is inactive (Stop, the
// crop step, leaving the page).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Rect } from '../../../core/capture/guide-box.ts';
import type { CleanOptions } from '../../../core/clean/clean-options.ts';
import {
  autoCaptureTurnedOn,
  captured,
  initialGuidanceState,
  next,
  type GuidanceState,
} from '../../../core/guidance/hint-machine.ts';
import type { Hint } from '../../../core/guidance/judge-frame.ts';
import { createGuidanceClient } from '../../../lib/guidance/guidance-client.ts';
import { pumpFrames } from '../../../lib/guidance/frame-pump.ts';

export interface LiveGuidanceInput {
  videoRef: RefObject<HTMLVideoElement | null>;
  boxRef: RefObject<Rect | null>;
  /** The camera is on and its view is shown. */
  active: boolean;
  mirrored: boolean;
  /** The live preview's clean options; null while the preview is off (measures only). */
  clean: CleanOptions | null;
  autoCapture: boolean;
  /** Capture by itself fired. */
  onAutoCapture: () => void;
  /** Changes with every capture (by hand too): capture by itself then waits for a new paper. */
  captureSeq: number;
  onPreview: (preview: ImageBitmap) => void;
  /** Every measured frame's own verdict, before the hold (the tests count its changes). */
  onVerdict?: (hint: Hint) => void;
}

export interface LiveGuidanceView {
  hint: Hint | null;
  /** Capture by itself may fire (false after a capture, until the paper is taken away). */
  armed: boolean;
  unavailable: boolean;
}

export function useLiveGuidance(input: LiveGuidanceInput): LiveGuidanceView {
  const { videoRef, boxRef, active, captureSeq } = input;
  const [view, setView] = useState<LiveGuidanceView>({
    hint: null,
    armed: true,
    unavailable: false,
  });
  const latest = useRef(input);
  latest.current = input;
  const machine = useRef<GuidanceState>(initialGuidanceState);

  const show = useCallback(
    (state: GuidanceState) =>
      setView((old) =>
        old.hint === state.shown && old.armed === state.armed
          ? old
          : { ...old, hint: state.shown, armed: state.armed },
      ),
    [],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) return;
    machine.current = initialGuidanceState;
    const client = createGuidanceClient({
      onAnswer({ reading, preview }) {
        if (preview) latest.current.onPreview(preview);
        const step = next(machine.current, reading, performance.now(), latest.current.autoCapture);
        machine.current = step.state;
        latest.current.onVerdict?.(step.verdict.hint);
        show(step.state);
        if (step.shouldCapture) latest.current.onAutoCapture();
      },
      onUnavailable(reason) {
        console.warn('Live guidance is unavailable:', reason);
        setView((old) => ({ ...old, unavailable: true }));
      },
    });
    // The region is measured as a capture takes it; the capture code loads now, not on the
    // first capture by itself.
    let stop: (() => void) | null = null;
    let ended = false;
    void import('../grab-capture.ts').then(({ guideRegion }) => {
      if (ended) return;
      stop = pumpFrames({
        video,
        client,
        region: () => {
          const box = boxRef.current;
          return box && guideRegion(video, box, latest.current.mirrored);
        },
        clean: () => latest.current.clean,
      });
    });
    return () => {
      ended = true;
      stop?.();
      client.dispose();
      setView((old) => ({ ...old, hint: null, armed: true }));
    };
  }, [active, videoRef, boxRef, show]);

  // A capture by hand (or by itself) waits for the paper to be taken away before firing again.
  const seenSeq = useRef(captureSeq);
  useEffect(() => {
    if (seenSeq.current === captureSeq) return;
    seenSeq.current = captureSeq;
    machine.current = captured(machine.current);
    show(machine.current);
  }, [captureSeq, show]);

  // Turned on, capture by itself waits for a whole steady second from now.
  const { autoCapture } = input;
  useEffect(() => {
    if (autoCapture) machine.current = autoCaptureTurnedOn(machine.current);
  }, [autoCapture]);

  return view;
}
