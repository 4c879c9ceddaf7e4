// The stroke-thickness slider of a made signature: half to twice the usual width, on the same
// scale as the Capture screen's (core/output/thickness.ts).
import { useId } from 'react';
import { THICKNESS, thicknessFactor } from '../../core/output/thickness.ts';
import { useMakerMessages } from './messages.ts';

export interface ThicknessSliderProps {
  value: number;
  onChange(value: number): void;
}

export function ThicknessSlider({ value, onChange }: ThicknessSliderProps) {
  const m = useMakerMessages().output.thickness;
  const id = useId();
  return (
    <div className="maker-thickness">
      <label htmlFor={id} className="maker-label">
        {m.label}
      </label>
      <div className="maker-thickness-row">
        <span aria-hidden="true">{m.thinner}</span>
        <input
          id={id}
          type="range"
          min={THICKNESS.min}
          max={THICKNESS.max}
          step={THICKNESS.step}
          value={value}
          aria-valuetext={m.valueText(Math.round(100 * thicknessFactor(value)))}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <span aria-hidden="true">{m.thicker}</span>
      </div>
    </div>
  );
}
