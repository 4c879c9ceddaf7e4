// The result's options: trim to the signature and the ink colour. Controlled: the screen's model
// holds the values.
import { useId } from 'react';
import {
  BLACK_INK,
  BLUE_INK,
  INK_COLOURS,
  rgbToHex,
  type InkColour,
} from '../../../core/output/ink-colour.ts';
import { ChoiceGroup } from '../../../components/choice/choice-group.tsx';
import { useResultMessages } from './messages.ts';
import './result.css';

export interface ResultOptionsProps {
  trim: boolean;
  onTrimChange(trim: boolean): void;
  colour: InkColour;
  onColourChange(colour: InkColour): void;
  /** The ink's own colour (#rrggbb) for the Original swatch; grey while unknown. */
  originalHex?: string;
  disabled?: boolean;
}

const FIXED_SWATCH = { black: rgbToHex(BLACK_INK), blue: rgbToHex(BLUE_INK) };

export function ResultOptions({
  trim,
  onTrimChange,
  colour,
  onColourChange,
  originalHex,
  disabled = false,
}: ResultOptionsProps) {
  const m = useResultMessages().options;
  const name = useId();
  return (
    <div className="result-options">
      <label className="check">
        <input
          type="checkbox"
          checked={trim}
          disabled={disabled}
          onChange={(event) => onTrimChange(event.target.checked)}
        />
        {m.trim}
      </label>
      <ChoiceGroup<InkColour>
        legend={m.colourLegend}
        name={`ink-colour-${name}`}
        options={INK_COLOURS}
        value={colour}
        onChange={onColourChange}
        disabled={disabled}
        label={(option) => (
          <>
            <span
              className="result-swatch"
              // Set through the CSSOM, which the Content Security Policy allows (a style=""
              // attribute in pre-rendered HTML it would not).
              ref={(node) => {
                if (!node) return;
                node.style.background =
                  option === 'original' ? (originalHex ?? '') : FIXED_SWATCH[option];
              }}
              aria-hidden="true"
            />
            {m.colours[option]}
          </>
        )}
      />
    </div>
  );
}
