// The capture tool: camera controls, the live view with its guide box, the preview and the
// Clean / Save actions. Pixel work happens in the clean worker; this component only wires
// state: which image is current, which clean result belongs to it, what to announce.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
} from 'react';
import type { Rect } from '../../core/capture/guide-box.ts';
import { toSourceRect } from '../../core/capture/source-rect.ts';
import type { CleanAlgorithm } from '../../core/clean/clean-options.ts';
import {
  CAPTURE_TIMER_SECONDS,
  DOWNLOAD_FILE_NAME,
  IMPLAUSIBLE_INK_SHARE,
} from '../../core/constants.ts';
import { encodePng } from '../../lib/canvas/encode-png.ts';
import { grabVideoRegion, type RgbaImage } from '../../lib/canvas/grab-frame.ts';
import { downloadBlob } from '../../lib/files/download.ts';
import { copyInSlices } from '../../lib/canvas/copy-in-slices.ts';
import { CameraStage } from './camera-stage.tsx';
import { captureMessages as m } from './messages.ts';
import { useCamera } from './use-camera.ts';
import { useCleaner } from './use-cleaner.ts';
import { useObjectUrl } from './use-object-url.ts';

interface SourceImage {
  id: number;
  rgba: RgbaImage;
  /** What the preview shows: the PNG of a camera capture, or the photo file itself. */
  display: Blob;
  /** The PNG that Save writes when nothing is cleaned (made on demand for photos). */
  png: Blob | null;
}

interface CleanedImage {
  sourceId: number;
  png: Blob;
  algorithm: CleanAlgorithm;
  inkShare: number;
}

function firstFrame(video: HTMLVideoElement, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    video.addEventListener('loadeddata', done);
  });
}

const INTERACTIVE = 'input, select, textarea, button, a[href], [contenteditable="true"]';

export function CaptureTool() {
  const { state: camera, controller } = useCamera();
  const selectId = useId();
  const getCleaner = useCleaner();
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<Rect | null>(null);
  const captureButtonRef = useRef<HTMLButtonElement>(null);
  const startButtonRef = useRef<HTMLButtonElement>(null);

  const [source, setSource] = useState<SourceImage | null>(null);
  const [cleaned, setCleaned] = useState<CleanedImage | null>(null);
  const [cleaning, setCleaning] = useState(false);
  const [algorithm, setAlgorithm] = useState<CleanAlgorithm>('spec');
  const [timerOn, setTimerOn] = useState(false);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const nextId = useRef(0);
  const currentSourceId = useRef<number | null>(null);
  const cleanAbort = useRef<AbortController | null>(null);

  const announce = useCallback((text: string) => {
    // Re-announce identical messages by clearing first.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  const cameraOn = camera.status === 'on';
  const shown = cleaned && source && cleaned.sourceId === source.id ? cleaned : null;
  const previewUrl = useObjectUrl(shown ? shown.png : (source?.display ?? null));

  // Focus follows the flow: when Start turns the camera on, Capture is next; after Stop, Start.
  const previousStatus = useRef(camera.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = camera.status;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (before !== 'on' && camera.status === 'on') {
      announce(m.announce.cameraOn);
      if (lost || document.activeElement === startButtonRef.current)
        captureButtonRef.current?.focus();
    } else if (before === 'on' && camera.status === 'off') {
      announce(m.announce.cameraOff);
      if (lost) startButtonRef.current?.focus();
    }
  }, [camera.status, announce]);

  const setNewSource = useCallback((image: Omit<SourceImage, 'id'>) => {
    cleanAbort.current?.abort();
    const id = ++nextId.current;
    currentSourceId.current = id;
    setSource({ ...image, id });
    setCleaned(null);
    setCleaning(false);
    setProblem(null);
  }, []);

  const captureNow = useCallback(async () => {
    const video = videoRef.current;
    const box = boxRef.current;
    if (!video || !box || controller.getState().status !== 'on') return;
    // Just after Start the first frame may not have arrived yet: wait for it (briefly).
    if (!video.videoWidth || !video.videoHeight) await firstFrame(video);
    if (!video.videoWidth || !video.videoHeight || controller.getState().status !== 'on') return;
    const rect = toSourceRect({
      box,
      elementWidth: video.clientWidth,
      elementHeight: video.clientHeight,
      sourceWidth: video.videoWidth,
      sourceHeight: video.videoHeight,
      fit: 'contain',
      mirrored: controller.getState().mirrored,
    });
    const rgba = grabVideoRegion(video, rect);
    const png = await encodePng(rgba);
    setNewSource({ rgba, display: png, png });
    announce(m.announce.captured);
  }, [controller, setNewSource, announce]);

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
    announce(m.countdown(countdown));
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown, cameraOn, captureNow, announce]);

  const onCapture = useCallback(() => {
    if (timerOn) setCountdown((value) => value ?? CAPTURE_TIMER_SECONDS);
    else void captureNow();
  }, [timerOn, captureNow]);

  // Space captures while the camera is on and focus is not on another control.
  useEffect(() => {
    if (!cameraOn) return;
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
  }, [cameraOn, onCapture]);

  const runClean = useCallback(
    async (chosen: CleanAlgorithm) => {
      if (!source) return;
      cleanAbort.current?.abort();
      const abort = new AbortController();
      cleanAbort.current = abort;
      const isCurrent = () => !abort.signal.aborted && currentSourceId.current === source.id;
      setCleaning(true);
      setProblem(null);
      try {
        const { width, height } = source.rgba;
        // The worker takes (and detaches) a copy: the capture stays for re-cleaning.
        const copy = await copyInSlices(source.rgba.data, abort.signal);
        if (!isCurrent()) return;
        const cleaner = await getCleaner();
        if (!isCurrent()) return;
        const result = await cleaner.clean(
          { data: copy, width, height, options: { algorithm: chosen }, encodePng: true },
          abort.signal,
        );
        if (!isCurrent()) return;
        const png = result.png ?? (await encodePng(result));
        if (!isCurrent()) return;
        setCleaned({
          sourceId: source.id,
          png,
          algorithm: chosen,
          inkShare: result.inkPixels / (width * height),
        });
        announce(m.announce.cleaned);
      } catch (error) {
        if (abort.signal.aborted || (error as Error)?.name === 'AbortError') return;
        console.error('Cleaning failed:', error);
        setProblem(m.errors.cleanFailed((error as Error)?.message ?? String(error)));
      } finally {
        if (cleanAbort.current === abort) {
          cleanAbort.current = null;
          setCleaning(false);
        }
      }
    },
    [source, getCleaner, announce],
  );

  useEffect(() => () => cleanAbort.current?.abort(), []);

  const onAlgorithmChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen: CleanAlgorithm = event.target.checked ? 'enhanced' : 'spec';
    setAlgorithm(chosen);
    if (shown || cleaning) void runClean(chosen);
  };

  const useEnhanced = () => {
    setAlgorithm('enhanced');
    void runClean('enhanced');
  };

  const onSave = async () => {
    if (!source) return;
    try {
      let png = shown?.png ?? source.png;
      if (!png) {
        png = await encodePng(source.rgba);
        const made = png;
        setSource((current) =>
          current && current.id === source.id ? { ...current, png: made } : current,
        );
      }
      downloadBlob(png, DOWNLOAD_FILE_NAME);
      announce(m.announce.saved);
    } catch (error) {
      console.error('Saving failed:', error);
      setProblem(m.errors.saveFailed);
    }
  };

  const onDiscard = () => {
    cleanAbort.current?.abort();
    currentSourceId.current = null;
    setSource(null);
    setCleaned(null);
    setCleaning(false);
    setProblem(null);
    announce(m.announce.discarded);
  };

  const openPhoto = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const { loadPhoto } = await import('../../lib/files/load-photo.ts');
      const photo = await loadPhoto(file);
      setNewSource({ rgba: photo, display: file, png: null });
      if (photo.scaledFromMegapixels)
        setProblem(m.errors.photoTooLarge(photo.scaledFromMegapixels));
      announce(m.announce.photoLoaded);
    } catch (error) {
      console.error('Opening the photo failed:', error);
      setProblem(m.errors.photoUnreadable);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void openPhoto(event.dataTransfer.files[0]);
  };

  const error = camera.error;
  const errorText = error
    ? error.kind === 'other'
      ? m.errors.other(error.detail)
      : m.errors[error.kind]
    : null;
  const implausible = shown && shown.algorithm === 'spec' && shown.inkShare > IMPLAUSIBLE_INK_SHARE;

  return (
    <div
      className="capture-tool"
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) {
          event.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <section className="panel camera-panel" aria-labelledby="camera-heading">
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
        />
        <div className="control-bar">
          <div className="control-group">
            <button
              ref={startButtonRef}
              type="button"
              className="button"
              onClick={() => void controller.start()}
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
          </div>
          <div className="camera-select">
            <label htmlFor={selectId}>{m.cameraSelect}</label>
            <select
              id={selectId}
              value={camera.selectedId}
              disabled={!cameraOn}
              onChange={(event) => void controller.select(event.target.value)}
            >
              {camera.devices.length === 0 && <option value="">{m.noCameras}</option>}
              {camera.devices.map((device, index) => (
                <option key={device.deviceId || index} value={device.deviceId}>
                  {device.label || m.cameraFallbackLabel(index)}
                </option>
              ))}
            </select>
          </div>
          <div className="control-group">
            <button
              ref={captureButtonRef}
              type="button"
              className="button button-primary"
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
          <label className="check">
            <input
              type="checkbox"
              checked={timerOn}
              onChange={(event) => setTimerOn(event.target.checked)}
            />
            {m.timer}
          </label>
        </div>
        {errorText && (
          <p className="message message-error" role="alert">
            {errorText}
          </p>
        )}
        <p className="hint">{cameraOn ? m.spaceHint : m.openPhotoHint}</p>
        <label className="button button-quiet file-button">
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => {
              void openPhoto(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {m.openPhoto}
        </label>
      </section>

      <section className="panel result-panel" aria-labelledby="result-heading">
        <h2 id="result-heading" className="panel-heading">
          {m.resultHeading}
        </h2>
        <div className="preview checkerboard" data-testid="preview" aria-busy={cleaning}>
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={shown ? m.previewAlt.cleaned : m.previewAlt.captured}
              data-kind={shown ? 'cleaned' : 'captured'}
            />
          ) : (
            <p className="preview-placeholder">{dragging ? m.dropHere : m.previewPlaceholder}</p>
          )}
          {cleaning && <p className="preview-busy">{m.cleaning}</p>}
        </div>
        <div className="control-bar">
          <div className="control-group">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void runClean(algorithm)}
              disabled={!source}
            >
              {m.clean}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void onSave()}
              disabled={!source}
            >
              {m.save}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={onDiscard}
              disabled={!source}
            >
              {m.discard}
            </button>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={algorithm === 'enhanced'}
              onChange={onAlgorithmChange}
            />
            {m.enhanced}
          </label>
        </div>
        {implausible && (
          <div className="message message-warning" role="status">
            <p>{m.implausible}</p>
            <button type="button" className="button button-primary" onClick={useEnhanced}>
              {m.useEnhanced}
            </button>
          </div>
        )}
        {problem && (
          <p className="message message-error" role="alert">
            {problem}
          </p>
        )}
      </section>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {announcement}
      </div>
    </div>
  );
}
