// Black or Blue: native radios drawn as a segmented control, each with a swatch of its ink.
import { useId } from 'react';
import { INK_HEX } from './inks.ts';
import { MAKER_INKS, type MakerInk } from './maker-state.ts';
import { useMakerMessages } from './messages.ts';

export interface InkChoiceProps {
  value: MakerInk;
  onChange(ink: MakerInk): void;
}

export function InkChoice({ value, onChange }: InkChoiceProps) {
  const m = useMakerMessages().output;
  const name = useId();
  return (
    <fieldset className="maker-choice">
      <legend className="maker-label">{m.colourLegend}</legend>
      <div className="maker-choice-options">
        {MAKER_INKS.map((ink) => (
          <label key={ink} className="maker-choice-option">
            <input
              type="radio"
              name={name}
              value={ink}
              checked={value === ink}
              onChange={() => onChange(ink)}
            />
            <span
              className="maker-swatch"
              // Through the CSSOM, which the Content Security Policy allows.
              ref={(node) => {
                if (node) node.style.background = INK_HEX[ink];
              }}
              aria-hidden="true"
            />
            {m.colours[ink]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
