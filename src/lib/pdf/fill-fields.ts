// Sets the values of a document's own AcroForm fields with pdf-lib: text fields and drop-downs
// take text, check boxes on/off, radio groups the chosen export value (the name pdf.js reports
// as the widget's buttonValue, or the group's option). Each value is checked against its field
// where it enters and refused with a message naming the field. Flattening turns only the fields
// the person filled into page content.
import type * as PdfLib from '@cantoo/pdf-lib';
import type {
  PDFDict,
  PDFDocument,
  PDFForm,
  PDFPage,
  PDFRadioGroup,
  PDFRef,
  PDFStream,
  PDFWidgetAnnotation,
} from '@cantoo/pdf-lib';
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

/** Turns the named fields (those the person filled) into page content and removes them from the
 *  form; every other field, and every signature field, stays live. Each widget's current
 *  appearance is drawn where the widget sits (ISO 32000-1 12.5.5: its box, through its /Matrix,
 *  fitted to its /Rect); a hidden widget draws nothing. Appearances are brought up to date first,
 *  so a value just set shows as it will in a reader. */
export function flattenFields(
  lib: Lib,
  doc: PDFDocument,
  form: PDFForm,
  names: ReadonlySet<string>,
): void {
  form.updateFieldAppearances();
  const chosen = form
    .getFields()
    .filter((field) => names.has(field.getName()) && !(field instanceof lib.PDFSignature));
  for (const field of chosen) {
    for (const widget of field.acroField.getWidgets()) {
      const hidden = widget.hasFlag(lib.AnnotationFlags.Hidden | lib.AnnotationFlags.NoView);
      const appearance = hidden ? undefined : widgetAppearance(lib, doc, widget);
      const ref = doc.context.getObjectRef(widget.dict);
      const page = widget.P() ?? (ref && doc.findPageForAnnotationRef(ref)?.ref);
      const onPage = doc.getPages().find((candidate) => candidate.ref === page);
      if (appearance && onPage) drawAppearance(lib, onPage, widget, appearance);
    }
    form.removeField(field);
  }
}

/** The stream a reader shows for the widget now: its normal appearance, or for a check box or
 *  radio button the one for its current state. */
function widgetAppearance(lib: Lib, doc: PDFDocument, widget: PDFWidgetAnnotation) {
  let normal: PDFStream | PDFDict | undefined;
  try {
    normal = widget.getAppearances()?.normal;
  } catch {
    return undefined; // an /AP without a usable /N shows nothing
  }
  const state = widget.getAppearanceState() ?? lib.PDFName.of('Off');
  const stream =
    normal instanceof lib.PDFStream ? normal : normal?.lookupMaybe(state, lib.PDFStream);
  if (!stream) return undefined;
  return { stream, ref: doc.context.getObjectRef(stream) ?? doc.context.register(stream) };
}

function drawAppearance(
  lib: Lib,
  page: PDFPage,
  widget: PDFWidgetAnnotation,
  appearance: { stream: PDFStream; ref: PDFRef },
) {
  const rect = widget.getRectangle();
  const dict = appearance.stream.dict;
  const box = dict.lookupMaybe(lib.PDFName.of('BBox'), lib.PDFArray)?.asRectangle();
  const m = dict
    .lookupMaybe(lib.PDFName.of('Matrix'), lib.PDFArray)
    ?.asArray()
    .map((n) => (n instanceof lib.PDFNumber ? n.asNumber() : 0)) ?? [1, 0, 0, 1, 0, 0];
  if (!box || box.width === 0 || box.height === 0 || rect.width === 0 || rect.height === 0) return;
  // The box's corners through the form's matrix; their bounds are fitted to the widget's Rect.
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([x, y]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const sx = rect.width / (Math.max(...xs) - minX);
  const sy = rect.height / (Math.max(...ys) - minY);
  const name = page.node.newXObject('FlatWidget', appearance.ref);
  page.pushOperators(
    lib.pushGraphicsState(),
    lib.concatTransformationMatrix(sx, 0, 0, sy, rect.x - minX * sx, rect.y - minY * sy),
    lib.drawObject(name),
    lib.popGraphicsState(),
  );
}
