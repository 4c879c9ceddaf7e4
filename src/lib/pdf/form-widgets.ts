// The document's own form fields as the page shows them, read from pdf.js's annotations (parsed
// in its worker), one page after another so a form with hundreds of fields never holds the main
// thread for long. Positions are turned from user space onto the displayed page.
import type { FieldKind, FormWidget } from './fill-types.ts';
import type { PageInfo } from './open-pdf.ts';
import { viewRectFromUser } from './page-geometry.ts';
import type { PdfJsAnnotation, PdfJsDocument } from './pdfjs-shapes.ts';

export async function readFormWidgets(
  doc: PdfJsDocument,
  pages: readonly PageInfo[],
  signal?: AbortSignal,
): Promise<FormWidget[]> {
  const widgets: FormWidget[] = [];
  for (const info of pages) {
    signal?.throwIfAborted();
    const page = await doc.getPage(info.index + 1);
    for (const annotation of (await page.getAnnotations()) as PdfJsAnnotation[]) {
      const widget = toWidget(annotation, info);
      if (widget) widgets.push(widget);
    }
  }
  return widgets;
}

/** One pdf.js widget annotation as a FormWidget, or null for what cannot be filled (push
 *  buttons, hidden widgets, other annotations). */
export function toWidget(a: PdfJsAnnotation, page: PageInfo): FormWidget | null {
  if (a.subtype !== 'Widget' || !a.fieldName || a.hidden || a.pushButton) return null;
  const kind = fieldKind(a);
  if (!kind) return null;
  const [x1, y1, x2, y2] = a.rect;
  const widget: FormWidget = {
    name: a.fieldName,
    kind,
    pageIndex: page.index,
    rect: viewRectFromUser([x1, y1, x2, y2], page.box, page.rotation),
    value: fieldValue(a, kind),
    readOnly: a.readOnly === true,
  };
  if (kind === 'checkbox' && a.exportValue) widget.exportValue = a.exportValue;
  if (kind === 'radio' && a.buttonValue) widget.exportValue = a.buttonValue;
  if (kind === 'dropdown') widget.options = (a.options ?? []).map((o) => o.exportValue);
  if (kind === 'text') {
    widget.multiline = a.multiLine === true;
    if (a.maxLen) widget.maxLength = a.maxLen;
  }
  return widget;
}

function fieldKind(a: PdfJsAnnotation): FieldKind | null {
  switch (a.fieldType) {
    case 'Tx':
      return 'text';
    case 'Ch':
      return 'dropdown';
    case 'Sig':
      return 'signature';
    case 'Btn':
      return a.checkBox ? 'checkbox' : a.radioButton ? 'radio' : null;
    default:
      return null;
  }
}

function fieldValue(a: PdfJsAnnotation, kind: FieldKind): string | boolean {
  const value = Array.isArray(a.fieldValue) ? a.fieldValue[0] : a.fieldValue;
  if (kind === 'checkbox') return value != null && value !== 'Off' && value === a.exportValue;
  if (kind === 'radio') return value != null && value !== 'Off' && value === a.buttonValue;
  // A signed signature field's value is its signature dictionary: it is not empty.
  if (kind === 'signature') return value ? 'signed' : '';
  return typeof value === 'string' ? value : '';
}
