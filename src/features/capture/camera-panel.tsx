// The Live view panel: Start / Stop, the camera select, the live video under its guide box,
// Capture (at once, by Space or after the 3-second timer) and Open a photo. A capture is handed
// on as a Picture (the guide box's region as PNG); what becomes of it is the model's business.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Rect } from '../../core/capture/guide-box.ts';
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import { CAPTURE_TIMER_SECONDS } from '../../core/constants.ts';
import type { CameraState } from './camera-state.ts';
import type { CameraController } from './camera-controller.ts';
import { CameraStage } from './camera-stage.tsx';
import { KindSwitch } from './kind-switch.tsx';
import { captureMessagesNow, useCaptureMessages } from './messages.ts';
import type { NextStep, Picture } from './capture-state.ts';
import type { LiveLine } from './live/live-guidance.tsx';

// Live guidance (hints, live preview, capture by itself) loads when the camera first turns on.
const live = () => import('./live/live-guidance.tsx');
const LiveGuidance = lazy(live);
const LiveHint = lazy(() => live().then((module) => ({ default: module.LiveHint })));

const INTERACTIVE = 'input, select, textarea, button, a[href], [contenteditable="true"]';

interface CameraPanelProps {
  camera: CameraState;
  controller: CameraController;
  /** Hidden while the crop step has the screen (the stream stays on). */
  hidden: boolean;
  /** The camera failure's advice, as text (it loads when needed); shown in the live view. */
  errorText: string | null;
  /** The screen's next step: Start or Capture is the primary button only when it is next. */
  primary: NextStep;
  onCaptured: (picture: Picture) => void;
  onOpenFile: (file: File) => void;
  announce: (text: string) => void;
  /** The cleaner a camera capture gets: the live preview shows its result. */
  liveClean: CleanOptions;
}

export function CameraPanel(props: CameraPanelProps) {
  const {
    camera,
    controller,
    hidden,
    errorText,
    primary,
    onCaptured,
    onOpenFile,
    announce,
    liveClean,
  } = props;
  const selectId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<Rect | null>(null);
  const captureButtonRef = useRef<HTMLButtonElement>(null);
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const [timerOn, setTimerOn] = useState(false);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [captures, setCaptures] = useState(0);
  const [line, setLine] = useState<LiveLine | null>(null);
  const cameraOn = camera.status === 'on';
  const m = useCaptureMessages();

  // Focus follows the flow: when Start turns the camera on, Capture is next; after Stop, Start.
  const previousStatus = useRef(camera.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = camera.status;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (before !== 'on' && camera.status === 'on') {
      announce(captureMessagesNow().announce.cameraOn);
      if (lost || document.activeElement === startButtonRef.current)
        captureButtonRef.current?.focus();
    } else if (before === 'on' && camera.status === 'off') {
      announce(captureMessagesNow().announce.cameraOff);
      if (lost) startButtonRef.current?.focus();
    }
  }, [camera.status, announce]);

  const captureNow = useCallback(async () => {
    const video = videoRef.current;
    const box = boxRef.current;
    if (!video || !box || controller.getState().status !== 'on') return;
    const { grabCapture } = await import('./grab-capture.ts');
    const picture = await grabCapture(video, box, controller);
    if (!picture) return;
    setCaptures((count) => count + 1);
    onCaptured(picture);
  }, [controller, onCaptured]);

  // The hands-free timer counts down once a second, then captures.
  useEffect(() => {
    if (countdown === null) return;
    if (!cameraOn) {
      setCountdown(null);
      return;
    }
    if (countdown === 0) {
      setCountdown(null);
      void captureNow();
      return;
    }
    announce(captureMessagesNow().countdown(countdown));
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown, cameraOn, captureNow, announce]);

  const onCapture = useCallback(() => {
    if (timerOn) setCountdown((value) => value ?? CAPTURE_TIMER_SECONDS);
    else void captureNow();
  }, [timerOn, captureNow]);

  // Space captures while the camera is on and focus is not on another control.
  useEffect(() => {
    if (!cameraOn || hidden) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.ctrlKey || event.metaKey || event.altKey)
        return;
      const target = event.target as Element | null;
      if (target?.closest?.(INTERACTIVE) || target?.closest?.('dialog[open]')) return;
      event.preventDefault();
      onCapture();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cameraOn, hidden, onCapture]);

  return (
    <section className="panel camera-panel" aria-labelledby="camera-heading" hidden={hidden}>
      <h2 id="camera-heading" className="panel-heading">
        {m.cameraHeading}
      </h2>
      <CameraStage
        videoRef={videoRef}
        boxRef={boxRef}
        stream={camera.stream}
        status={camera.status}
        mirrored={camera.mirrored}
        countdown={countdown}
        onNoFrames={controller.reportNoFrames}
        errorText={errorText}
        failed={camera.error !== null}
      />
      {/* The hint line's place, kept while the camera is off: starting it moves nothing. */}
      <div className="live-hint-slot">
        {cameraOn && !hidden && line && (
          <Suspense fallback={null}>
            <LiveHint line={line} />
          </Suspense>
        )}
      </div>
      <div className="control-bar">
        <div className="control-group">
          <button
            ref={startButtonRef}
            type="button"
            className={primary === 'start' ? 'button button-primary' : 'button'}
            onClick={controller.start}
            disabled={camera.status !== 'off'}
          >
            {m.start}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCountdown(null);
              controller.stop();
            }}
            disabled={camera.status === 'off'}
          >
            {m.stop}
          </button>
          <button
            ref={captureButtonRef}
            type="button"
            className={primary === 'capture' ? 'button button-primary' : 'button'}
            data-step="capture"
            onClick={onCapture}
            disabled={!cameraOn}
          >
            {m.capture}
          </button>
          {countdown !== null && (
            <button type="button" className="button" onClick={() => setCountdown(null)}>
              {m.cancelTimer}
            </button>
          )}
        </div>
        <div className="camera-select">
          <label htmlFor={selectId}>{m.cameraSelect}</label>
          <select
            id={selectId}
            value={camera.selectedId}
            disabled={camera.devices.length === 0}
            onChange={(event) => controller.select(event.target.value)}
          >
            {camera.devices.length === 0 && <option value="">{m.noCameras}</option>}
            {camera.devices.map((device, index) => (
              <option key={device.deviceId || index} value={device.deviceId}>
                {device.label || m.cameraFallbackLabel(index)}
              </option>
            ))}
          </select>
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={timerOn}
            onChange={(event) => setTimerOn(event.target.checked)}
          />
          {m.timer}
        </label>
        <KindSwitch />
      </div>
      {cameraOn && !hidden && (
        <Suspense fallback={null}>
          <LiveGuidance
            videoRef={videoRef}
            boxRef={boxRef}
            mirrored={camera.mirrored}
            clean={liveClean}
            onAutoCapture={captureNow}
            captureSeq={captures}
            onLine={setLine}
          />
        </Suspense>
      )}
      {cameraOn ? (
        <p className="hint only-pointer">{m.spaceHint}</p>
      ) : (
        <p className="hint">
          <span className="only-pointer">{m.openPhotoHint}</span>
          <span className="only-touch">{m.openPhotoHintTouch}</span>
        </p>
      )}
      <label className="button button-quiet file-button">
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onOpenFile(file);
          }}
        />
        {m.openPhoto}
      </label>
    </section>
  );
}
