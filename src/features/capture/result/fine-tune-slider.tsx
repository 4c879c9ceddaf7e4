// The fine-tune slider: lighter ↔ bolder, i.e. the cleaner's threshold offset. Reports every
// value while dragging (the screen runs the latest and drops stale work); announces the value
// politely once the pointer or key is released, not at every step; Reset returns to the
// cleaner's own choice.
import { useId, useState, type KeyboardEvent } from 'react';
import { FINE_TUNE } from '../../../core/output/fine-tune.ts';
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
  min = FINE_TUNE.min,
  max = FINE_TUNE.max,
  step = FINE_TUNE.step,
  disabled = false,
}: FineTuneSliderProps) {
  const m = useResultMessages().fineTune;
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const announce = (next: number) => setAnnouncement(m.announce(next));
  const neutral = FINE_TUNE.neutral;

  return (
    <div className="result-fine-tune">
      <div className="result-fine-tune-head">
        <label htmlFor={id} className="result-legend">
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
          aria-valuetext={m.valueText(value)}
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
