// The ink-thickness slider: thinner ↔ thicker, from half to twice the strokes' detected width
// (core/output/thickness.ts). Reports every value while dragging (the screen runs the latest
// and drops stale work); announces the width politely once the pointer or key is released, not
// at every step; Reset returns to the width as detected.
import { useId, useState, type KeyboardEvent } from 'react';
import { THICKNESS, thicknessFactor } from '../../../core/output/thickness.ts';
import { useResultMessages } from './messages.ts';
import './result.css';

const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

export interface FineTuneSliderProps {
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
}

export function FineTuneSlider({
  value,
  onChange,
  min = THICKNESS.min,
  max = THICKNESS.max,
  step = THICKNESS.step,
  disabled = false,
}: FineTuneSliderProps) {
  const m = useResultMessages().fineTune;
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const percent = (at: number) => Math.round(100 * thicknessFactor(at));
  const announce = (next: number) => setAnnouncement(m.announce(percent(next)));
  const neutral = THICKNESS.neutral;

  return (
    <div className="result-fine-tune">
      <div className="result-fine-tune-head">
        <label htmlFor={id} className="choice-legend">
          {m.label}
        </label>
        <button
          type="button"
          className="button button-quiet"
          aria-label={m.resetLabel}
          disabled={disabled || value === neutral}
          onClick={() => {
            onChange(neutral);
            announce(neutral);
          }}
        >
          {m.reset}
        </button>
      </div>
      <div className="result-fine-tune-row">
        <span className="result-fine-tune-end" aria-hidden="true">
          {m.lighter}
        </span>
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          aria-valuetext={m.valueText(percent(value))}
          onChange={(event) => onChange(Number(event.target.value))}
          onPointerUp={(event) => announce(Number(event.currentTarget.value))}
          onKeyUp={(event: KeyboardEvent<HTMLInputElement>) => {
            if (SLIDER_KEYS.has(event.key)) announce(Number(event.currentTarget.value));
          }}
        />
        <span className="result-fine-tune-end" aria-hidden="true">
          {m.bolder}
        </span>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
