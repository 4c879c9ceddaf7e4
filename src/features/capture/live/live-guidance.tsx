// Live guidance (its own chunk, loaded when the camera first turns on): one hint line with an
// icon, announced politely when it changes; the live preview of the cleaned guide-box region;
// the toggles (Live preview, Capture by itself, Sound). A capture by itself shows a brief cue
// over the live view and, if the sound is on, a chime. The hint line is reported up (onLine) and
// drawn by LiveHint in a place the camera panel keeps for it under the live view, so starting
// the camera does not push the controls down; the preview and toggles come after them.
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Rect } from '../../../core/capture/guide-box.ts';
import type { Hint } from '../../../core/guidance/judge-frame.ts';
import type { CleanOptions } from '../../../core/clean/clean-options.ts';
import { disableSound, enableSound, playCue, showCue } from './capture-cue.ts';
import { HintIcon } from './hint-icon.tsx';
import {
  coarsePointer,
  initialLiveSettings,
  rememberLiveSettings,
  type LiveSettings,
} from './live-settings.ts';
import { liveMessagesNow, useLiveMessages, type liveMessages } from './messages.ts';
import { useLiveGuidance, type LiveGuidanceView } from './use-live-guidance.ts';
import './live.css';

export interface LiveGuidanceProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  boxRef: RefObject<Rect | null>;
  mirrored: boolean;
  /** The cleaner a capture would be cleaned with (the result panel's choice for the camera). */
  clean: CleanOptions;
  /** Captures as the Capture button does. */
  onAutoCapture: () => void;
  /** Changes with every capture, by hand too. */
  captureSeq: number;
  /** The hint line to show, whenever it changes; null when this unmounts. */
  onLine: (line: LiveLine | null) => void;
}

/** What the hint line says: its state (for styles and tests), icon and text. */
export interface LiveLine {
  state: Hint | 'waiting' | 'unavailable';
  icon: Hint | 'waiting';
  text: string;
}

/** The hint line, a polite live region. */
export function LiveHint({ line }: { line: LiveLine }) {
  return (
    <p className="live-hint" data-hint={line.state} data-testid="live-hint" role="status">
      <HintIcon hint={line.icon} />
      <span>{line.text}</span>
    </p>
  );
}

function hintLine(view: LiveGuidanceView, autoCapture: boolean, m: typeof liveMessages) {
  if (view.unavailable) return { icon: 'waiting' as const, text: m.unavailable };
  if (autoCapture && !view.armed) return { icon: 'ready' as const, text: m.rearm };
  if (view.hint === null) return { icon: 'waiting' as const, text: m.looking };
  if (view.hint === 'ready' && autoCapture) return { icon: 'ready' as const, text: m.readyAuto };
  if (view.hint === 'ready' && coarsePointer())
    return { icon: 'ready' as const, text: m.readyTouch };
  return { icon: view.hint, text: m.hints[view.hint] };
}

export default function LiveGuidance(props: LiveGuidanceProps) {
  const { videoRef, onAutoCapture, onLine } = props;
  const m = useLiveMessages();
  const id = useId();
  const [settings, setSettings] = useState<LiveSettings>(initialLiveSettings);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const previews = useRef(0);
  const sectionRef = useRef<HTMLElement>(null);
  const verdicts = useRef({ last: null as string | null, changes: 0 });

  const change = (patch: Partial<LiveSettings>) => {
    const changed = { ...settings, ...patch };
    if (patch.sound === true) enableSound();
    if (patch.sound === false) disableSound();
    rememberLiveSettings(changed);
    setSettings(changed);
  };
  const toggle = (name: keyof LiveSettings, label: string) => (
    <label className="check">
      <input
        type="checkbox"
        checked={settings[name]}
        onChange={(event) => change({ [name]: event.target.checked })}
      />
      {label}
    </label>
  );
  useEffect(() => () => disableSound(), []);
  // The cue shown over the live view; removed when it has faded or when this unmounts.
  const hideCue = useRef<(() => void) | null>(null);
  useEffect(() => () => hideCue.current?.(), []);

  const onPreview = useCallback((bitmap: ImageBitmap) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('bitmaprenderer');
    if (!canvas || !context) return bitmap.close();
    if (canvas.width !== bitmap.width) canvas.width = bitmap.width;
    if (canvas.height !== bitmap.height) canvas.height = bitmap.height;
    context.transferFromImageBitmap(bitmap);
    // Read by the end-to-end tests to measure the preview's rate.
    canvas.dataset.previews = String(++previews.current);
  }, []);

  // Mounted while the camera is on and its view is shown: active all along.
  const view = useLiveGuidance({
    ...props,
    active: true,
    clean: settings.preview ? props.clean : null,
    autoCapture: settings.autoCapture,
    onAutoCapture: useCallback(() => {
      const stage = videoRef.current?.parentElement;
      hideCue.current?.();
      if (stage) hideCue.current = showCue(stage, liveMessagesNow().capturedCue);
      playCue();
      onAutoCapture();
    }, [onAutoCapture, videoRef]),
    onPreview,
    onVerdict: useCallback((hint: string) => {
      // Read by the end-to-end tests: how often the frames' own verdict changed, so a test can
      // tell a flickering picture (many changes, few shown hints) from a load that hid it.
      const seen = verdicts.current;
      if (seen.last !== null && seen.last !== hint) seen.changes++;
      seen.last = hint;
      if (sectionRef.current) sectionRef.current.dataset.verdictChanges = String(seen.changes);
    }, []),
  });
  const line = hintLine(view, settings.autoCapture, m);
  const state = view.unavailable ? 'unavailable' : (view.hint ?? 'waiting');
  useEffect(() => {
    onLine({ state, icon: line.icon, text: line.text });
  }, [onLine, state, line.icon, line.text]);
  useEffect(() => () => onLine(null), [onLine]);

  return (
    <section
      ref={sectionRef}
      className="live-guidance"
      aria-labelledby={`${id}-heading`}
      data-testid="live-guidance"
    >
      <h3 id={`${id}-heading`} className="visually-hidden">
        {m.heading}
      </h3>
      <div className="live-body">
        {settings.preview && !view.unavailable && (
          <canvas
            ref={canvasRef}
            className="live-preview checkerboard"
            width={300}
            height={100}
            role="img"
            aria-label={m.previewAlt}
            data-testid="live-preview"
          />
        )}
        <div className="live-toggles">
          {toggle('preview', m.preview)}
          {toggle('autoCapture', m.autoCapture)}
          {settings.autoCapture && toggle('sound', m.sound)}
        </div>
      </div>
    </section>
  );
}
