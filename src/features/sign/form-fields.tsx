// The form's fields on one page, filled in place: a text box, a check box, radio buttons or a
// drop-down over each widget, at its place and size at the zoom. Read-only fields are shown, not
// editable. Named for assistive technology by the field's own name.
import type { FormWidget } from '../../lib/pdf/fill-types.ts';
import type { FieldValues } from './use-form.ts';

export function FormFields(props: {
  widgets: FormWidget[];
  values: FieldValues;
  scale: number;
  onValue: (name: string, value: string | boolean) => void;
}) {
  const { widgets, values, scale, onValue } = props;
  return widgets.map((w, i) => {
    const style = {
      left: `${w.rect.left * scale}px`,
      top: `${w.rect.top * scale}px`,
      width: `${w.rect.width * scale}px`,
      height: `${w.rect.height * scale}px`,
      fontSize: `${Math.max(8, Math.min(w.rect.height * 0.7, 14)) * scale}px`,
    };
    const key = `${w.name}-${i}`;
    const common = {
      className: `form-field form-field-${w.kind}`,
      style,
      'aria-label': w.name,
      disabled: w.readOnly,
      'data-testid': 'form-field',
    };
    const value = values[w.name];
    if (w.kind === 'checkbox')
      return (
        <input
          key={key}
          type="checkbox"
          {...common}
          checked={value === true}
          onChange={(event) => onValue(w.name, event.target.checked)}
        />
      );
    if (w.kind === 'radio')
      return (
        <input
          key={key}
          type="radio"
          {...common}
          aria-label={`${w.name}: ${w.exportValue ?? ''}`}
          name={`field-${w.name}`}
          checked={value === w.exportValue}
          onChange={() => onValue(w.name, w.exportValue ?? '')}
        />
      );
    if (w.kind === 'dropdown')
      return (
        <select
          key={key}
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onValue(w.name, event.target.value)}
        >
          {!w.options?.includes(String(value ?? '')) && <option value="" />}
          {w.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    const text = typeof value === 'string' ? value : '';
    return w.multiline ? (
      <textarea
        key={key}
        {...common}
        value={text}
        maxLength={w.maxLength}
        onChange={(event) => onValue(w.name, event.target.value)}
      />
    ) : (
      <input
        key={key}
        type="text"
        {...common}
        value={text}
        maxLength={w.maxLength}
        onChange={(event) => onValue(w.name, event.target.value)}
      />
    );
  });
}
