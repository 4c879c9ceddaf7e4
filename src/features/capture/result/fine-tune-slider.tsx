// The ink-thickness slider: thinner ↔ thicker, from half to twice the strokes' detected width
// (core/output/thickness.ts). Reports every value while dragging (the screen runs the latest
// and drops stale work); announces the width politely once the pointer or key is released, not
// at every step; Reset returns to the width as detected.
import { useState } from 'react';
import { THICKNESS, thicknessFactor } from '../../../core/output/thickness.ts';
import { ResetRange } from '../../../components/range/reset-range.tsx';
import { useResultMessages } from './messages.ts';
import './result.css';

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
  const [announcement, setAnnouncement] = useState('');
  const percent = (at: number) => Math.round(100 * thicknessFactor(at));
  return (
    <>
      <ResetRange
        label={m.label}
        reset={m.reset}
        resetLabel={m.resetLabel}
        less={m.lighter}
        more={m.bolder}
        min={min}
        max={max}
        step={step}
        neutral={THICKNESS.neutral}
        value={value}
        valueText={m.valueText(percent(value))}
        disabled={disabled}
        onChange={onChange}
        onSettle={(next) => setAnnouncement(m.announce(percent(next)))}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
