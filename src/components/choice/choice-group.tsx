// A labelled group of radio buttons drawn as a segmented control: native radios, so arrow keys,
// focus and screen readers work as everywhere else. Used by the result's options, the camera's
// Signature/Initials, the maker's ink and the Sign page's tools.
import type { ReactNode } from 'react';
import './choice-group.css';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** Groups the radios; must be unique on the page. */
  name: string;
  options: readonly T[];
  value: T;
  onChange(value: T): void;
  label(option: T): ReactNode;
  disabled?: boolean;
  /** Hide the legend visually (it is still read out). */
  quietLegend?: boolean;
}

export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
  disabled = false,
  quietLegend = false,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="choice" disabled={disabled}>
      <legend className={quietLegend ? 'visually-hidden' : 'choice-legend'}>{legend}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option} className="choice-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span className="choice-label">{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
