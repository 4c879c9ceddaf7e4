// A labelled slider between two words, with a Reset button: the result's thickness and the
// correction tools' More ink / less ink. Reports every value while dragging; `onSettle` hears the
// value once the pointer or a key is released, or Reset is pressed (for a polite announcement,
// not one at every step).
import { useId, type KeyboardEvent } from 'react';
import './reset-range.css';

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

export interface ResetRangeProps {
  label: string;
  /** The Reset button's text and its accessible name. */
  reset: string;
  resetLabel: string;
  /** The words at the slider's two ends. */
  less: string;
  more: string;
  min: number;
  max: number;
  step: number;
  /** The value Reset returns to. */
  neutral: number;
  value: number;
  valueText: string;
  disabled?: boolean;
  className?: string;
  onChange(value: number): void;
  onSettle?(value: number): void;
}

export function ResetRange(props: ResetRangeProps) {
  const { value, neutral, disabled = false, onChange, onSettle } = props;
  const id = useId();
  return (
    <div className={props.className ? `result-fine-tune ${props.className}` : 'result-fine-tune'}>
      <div className="result-fine-tune-head">
        <label htmlFor={id} className="choice-legend">
          {props.label}
        </label>
        <button
          type="button"
          className="button button-quiet"
          aria-label={props.resetLabel}
          disabled={disabled || value === neutral}
          onClick={() => {
            onChange(neutral);
            onSettle?.(neutral);
          }}
        >
          {props.reset}
        </button>
      </div>
      <div className="result-fine-tune-row">
        <span className="result-fine-tune-end" aria-hidden="true">
          {props.less}
        </span>
        <input
          id={id}
          type="range"
          min={props.min}
          max={props.max}
          step={props.step}
          value={value}
          disabled={disabled}
          aria-valuetext={props.valueText}
          onChange={(event) => onChange(Number(event.target.value))}
          onPointerUp={(event) => onSettle?.(Number(event.currentTarget.value))}
          onKeyUp={(event: KeyboardEvent<HTMLInputElement>) => {
            if (SLIDER_KEYS.has(event.key)) onSettle?.(Number(event.currentTarget.value));
          }}
        />
        <span className="result-fine-tune-end" aria-hidden="true">
          {props.more}
        </span>
      </div>
    </div>
  );
}
