// A labelled group of radio buttons drawn as a segmented control: native radios, so arrow keys,
// focus and screen readers work as everywhere else.
import type { ReactNode } from 'react';

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
    <fieldset className="result-choice" disabled={disabled}>
      <legend className={quietLegend ? 'visually-hidden' : 'result-legend'}>{legend}</legend>
      <div className="result-choice-options">
        {options.map((option) => (
          <label key={option} className="result-choice-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span className="result-choice-label">{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
