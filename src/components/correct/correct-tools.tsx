// The correction tools (issue 44), loaded when a person first opens them: "This is the ink",
// "This is not ink", the brush (erase, restore) with its size, Undo / Redo (also Ctrl+Z and
// Ctrl+Shift+Z), More ink / less ink, and a zoom, over the result and the photo it was cleaned
// from side by side (stacked on a phone). Every change is a change of the result's settings, so
// the capture model runs it like any other (latest only; Cancel keeps the result before it),
// and what each change did is announced when its result arrives.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Correction } from '../../core/correct/corrections.ts';
import { ChoiceGroup } from '../choice/choice-group.tsx';
import { ResetRange } from '../range/reset-range.tsx';
import { useObjectUrl } from '../use-object-url.ts';
import { CorrectView } from './correct-view.tsx';
import {
  added,
  CORRECT_TOOLS,
  redo,
  rounded,
  undo,
  type CorrectableResult,
  type CorrectSettings,
  type CorrectTool,
} from './history.ts';
import { correctMessagesNow, useCorrectMessages } from './messages.ts';
import './correct.css';

export const INK_LEVEL = { min: -40, max: 40, step: 4 } as const;
const ZOOMS = ['1', '2', '4'] as const;
type Zoom = (typeof ZOOMS)[number];

export interface CorrectToolsProps {
  result: CorrectableResult;
  /** The result PNG's object URL. */
  url: string | null;
  /** The options shown (those being applied while a clean runs). */
  settings: CorrectSettings;
  /** The clean result's size (the crop's). */
  width: number;
  height: number;
  busy: boolean;
  /** The screen's progress and Cancel. */
  overlay: ReactNode;
  change(next: Partial<CorrectSettings>): void;
  onClose(): void;
}

type Said = keyof ReturnType<typeof correctMessagesNow>['said'];

export default function CorrectTools(props: CorrectToolsProps) {
  const { result, url, settings, width, height, busy, change } = props;
  const m = useCorrectMessages();
  const name = useId();
  const [tool, setTool] = useState<CorrectTool>('ink');
  const [brush, setBrush] = useState(16);
  const [zoom, setZoom] = useState<Zoom>('1');
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef<{ what: Said; count: number } | null>(null);
  const originalUrl = useObjectUrl(result.original);
  const first = useRef<HTMLDivElement>(null);

  const send = (what: Said, next: Partial<CorrectSettings>) => {
    pending.current = { what, count: (next.corrections ?? settings.corrections).length };
    change(next);
  };
  const correct = (correction: Correction) =>
    send(
      correction.kind === 'brush' ? correction.mode : correction.kind,
      added(settings, rounded(correction)),
    );
  const doUndo = () => {
    const next = undo(settings);
    if (next) send('undone', next);
  };
  const doRedo = () => {
    const next = redo(settings);
    if (next) send('redone', next);
  };

  // Say what the change did once its result is here (and whether it found any ink).
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || result.settings.corrections.length !== wanted.count) return;
    pending.current = null;
    const said = correctMessagesNow().said;
    const last = wanted.count - 1;
    const corrected = ['ink', 'notInk', 'erase', 'restore'].includes(wanted.what);
    if (corrected && result.idle.includes(last)) return setAnnouncement(said.nothing);
    const picks = result.settings.corrections.filter((c) => c.kind === 'ink').length;
    if (wanted.what === 'ink' && picks > 1) return setAnnouncement(said.inkMore(picks));
    const text = said[wanted.what];
    setAnnouncement(typeof text === 'string' ? text : '');
  }, [result]);

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) anywhere but in a text field.
  const keys = useRef({ doUndo, doRedo });
  keys.current = { doUndo, doRedo };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input[type="text"], textarea, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) keys.current.doUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') keys.current.doRedo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    first.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  const { output } = result;
  const resultBox = {
    x: output.x ?? 0,
    y: output.y ?? 0,
    width: output.width,
    height: output.height,
  };
  const whole = { x: 0, y: 0, width, height };
  const common = {
    tool,
    brush,
    zoom: Number(zoom),
    disabled: false,
    onCorrection: correct,
    onPen: (down: boolean) =>
      setAnnouncement(correctMessagesNow().said[down ? 'penDown' : 'penUp']),
  };
  const brushing = tool === 'erase' || tool === 'restore';

  return (
    <section className="correct" aria-labelledby={`${name}-heading`} data-testid="correct-tools">
      <h3 id={`${name}-heading`} className="correct-heading">
        {m.heading}
      </h3>
      <p className="correct-hint">{m.hint}</p>
      <div className="correct-bar" ref={first}>
        <ChoiceGroup<CorrectTool>
          legend={m.toolLegend}
          name={`correct-tool-${name}`}
          options={CORRECT_TOOLS}
          value={tool}
          onChange={setTool}
          label={(option) => m.tools[option]}
        />
        <div className="correct-actions">
          <button
            type="button"
            className="button"
            onClick={doUndo}
            disabled={settings.corrections.length === 0}
            aria-keyshortcuts="Control+Z"
          >
            {m.undo}
          </button>
          <button
            type="button"
            className="button"
            onClick={doRedo}
            disabled={settings.undone.length === 0}
            aria-keyshortcuts="Control+Shift+Z"
          >
            {m.redo}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => send('startedOver', { corrections: [], undone: [], inkLevel: 0 })}
            disabled={settings.corrections.length === 0 && settings.inkLevel === 0}
          >
            {m.startOver}
          </button>
        </div>
      </div>
      <div className="correct-bar">
        {brushing && (
          <label className="correct-range">
            <span className="choice-legend">{m.brushSize}</span>
            <input
              type="range"
              min={2}
              max={60}
              step={2}
              value={brush}
              aria-valuetext={`${brush} px`}
              onChange={(event) => setBrush(Number(event.target.value))}
            />
          </label>
        )}
        <ChoiceGroup<Zoom>
          legend={m.zoomLegend}
          name={`correct-zoom-${name}`}
          options={ZOOMS}
          value={zoom}
          onChange={setZoom}
          label={(option) => (option === '1' ? '1×' : `${option}×`)}
        />
      </div>
      <div className="correct-views">
        <CorrectView
          {...common}
          src={url}
          box={resultBox}
          alt={m.resultCaption}
          label={m.resultView}
          caption={m.resultCaption}
          checker
          overlay={props.overlay ?? (busy ? null : null)}
          testId="correct-result"
        />
        <CorrectView
          {...common}
          src={originalUrl}
          box={whole}
          alt={m.photoCaption}
          label={m.photoView}
          caption={m.photoCaption}
          testId="correct-photo"
        />
      </div>
      <InkLevel value={settings.inkLevel} onChange={(inkLevel) => send('level', { inkLevel })} />
      <p className="correct-done">
        <button type="button" className="button" onClick={props.onClose}>
          {m.close}
        </button>
      </p>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="correct-said">
        {announcement}
      </div>
    </section>
  );
}

function InkLevel({ value, onChange }: { value: number; onChange(value: number): void }) {
  const m = useCorrectMessages().inkLevel;
  return (
    <ResetRange
      className="correct-level"
      label={m.label}
      reset={m.reset}
      resetLabel={m.resetLabel}
      less={m.less}
      more={m.more}
      min={INK_LEVEL.min}
      max={INK_LEVEL.max}
      step={INK_LEVEL.step}
      neutral={0}
      value={value}
      valueText={m.valueText(value)}
      onChange={onChange}
    />
  );
}
