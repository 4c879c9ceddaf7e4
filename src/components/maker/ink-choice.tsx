// Black or Blue: the shared segmented choice, each option with a swatch of its ink.
import { useId } from 'react';
import { ChoiceGroup } from '../choice/choice-group.tsx';
import { INK_HEX } from './inks.ts';
import { MAKER_INKS, type MakerInk } from './maker-state.ts';
import { useMakerMessages } from './messages.ts';

export interface InkChoiceProps {
  value: MakerInk;
  onChange(ink: MakerInk): void;
}

export function InkChoice({ value, onChange }: InkChoiceProps) {
  const m = useMakerMessages().output;
  return (
    <ChoiceGroup
      legend={m.colourLegend}
      name={useId()}
      options={MAKER_INKS}
      value={value}
      onChange={onChange}
      label={(ink) => (
        <>
          <span
            className="maker-swatch"
            // Through the CSSOM, which the Content Security Policy allows.
            ref={(node) => {
              if (node) node.style.background = INK_HEX[ink];
            }}
            aria-hidden="true"
          />
          {m.colours[ink]}
        </>
      )}
    />
  );
}
