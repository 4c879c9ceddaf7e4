// Sets the values of a document's own AcroForm fields with pdf-lib: text fields and drop-downs
// take text, check boxes on/off, radio groups the chosen export value (the name pdf.js reports
// as the widget's buttonValue, or the group's option). Each value is checked against its field
// where it enters and refused with a message naming the field; nothing is drawn here.
import type * as PdfLib from '@cantoo/pdf-lib';
import type { PDFForm, PDFRadioGroup } from '@cantoo/pdf-lib';
import type { FieldValue } from './fill-types.ts';
import { writableLines } from './win-ansi.ts';

type Lib = typeof PdfLib;

export class FieldValueError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`Field "${field}": ${message}`);
    this.name = 'FieldValueError';
  }
}

export function setFieldValues(lib: Lib, form: PDFForm, values: readonly FieldValue[]): void {
  for (const { name, value } of values) {
    const field = form.getFieldMaybe(name);
    if (!field) throw new FieldValueError(name, 'no such field');
    if (field.isReadOnly()) throw new FieldValueError(name, 'read-only');
    const expect = (type: 'string' | 'boolean') => {
      if (typeof value !== type) throw new FieldValueError(name, `takes a ${type}`);
    };
    if (field instanceof lib.PDFTextField) {
      expect('string');
      writableLines(value as string, name);
      const max = field.getMaxLength();
      if (max !== undefined && (value as string).length > max) {
        throw new FieldValueError(name, `at most ${max} characters`);
      }
      field.setText((value as string) || undefined);
    } else if (field instanceof lib.PDFCheckBox) {
      expect('boolean');
      if (value) field.check();
      else field.uncheck();
    } else if (field instanceof lib.PDFRadioGroup) {
      expect('string');
      selectRadio(field, value as string);
    } else if (field instanceof lib.PDFDropdown || field instanceof lib.PDFOptionList) {
      expect('string');
      writableLines(value as string, name);
      if (value === '') field.clear();
      else if (field.getOptions().includes(value as string)) field.select(value as string);
      else if (field instanceof lib.PDFDropdown && field.isEditable())
        field.select(value as string);
      else throw new FieldValueError(name, `has no option ${JSON.stringify(value)}`);
    } else {
      throw new FieldValueError(name, 'cannot be filled here (a signature field or a button)');
    }
  }
}

function selectRadio(group: PDFRadioGroup, value: string) {
  const options = group.getOptions();
  if (value === '') return group.clear();
  if (options.includes(value)) return group.select(value);
  // With /Opt, options are the display values and each widget's on state is its index ("0",
  // "1"…); pdf.js reports the on state.
  const onStates = group.acroField.getWidgets().map((widget) => widget.getOnValue()?.decodeText());
  const index = onStates.indexOf(value);
  if (index >= 0 && options[index] !== undefined) return group.select(options[index]);
  throw new FieldValueError(group.getName(), `has no option ${JSON.stringify(value)}`);
}

/** Turns every field into page content and removes the form. Signature fields that were never
 *  signed have nothing to show (pdf-lib would log an error for each): they are simply removed. */
export function flattenForm(lib: Lib, form: PDFForm): void {
  for (const field of form.getFields()) {
    const blank = field.acroField.getWidgets().every((widget) => !widget.getAppearances());
    if (field instanceof lib.PDFSignature && blank) form.removeField(field);
  }
  form.flatten();
}
