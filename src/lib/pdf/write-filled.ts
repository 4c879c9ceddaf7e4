// Writes the filled and signed copy with pdf-lib (the maintained @cantoo fork), loaded on first
// Save: the document's own form fields get their values, and everything placed (pictures with
// their alternative text, text, ticks and crosses) is drawn into the pages' content. Flattened,
// the fields the person filled become page content too, so what they wrote cannot be edited;
// fields they did not touch and every signature field stay live, so a form sent on is still a
// form (someone else can still fill and sign it). Not flattened, the filled fields stay live with
// updated appearances. Pages, text, sizes, rotation and metadata (Info and XMP) stay as they
// were; each picture is embedded once; the copy is protected as the original was (see
// pdf-protection.ts). An XFA form's fields are not touched: filling them is refused.
import type { FieldValue, FillOptions, PlacedItem } from './fill-types.ts';
import { drawItems } from './draw-items.ts';
import { flattenFields, setFieldValues } from './fill-fields.ts';
import { loadForWriting, protectLikeOriginal } from './pdf-protection.ts';

export class XfaFillError extends Error {
  constructor() {
    super('The fields of an XFA form cannot be filled here');
    this.name = 'XfaFillError';
  }
}

export async function writeFilledPdf(
  original: Uint8Array,
  items: readonly PlacedItem[],
  fields: readonly FieldValue[],
  options: FillOptions,
): Promise<Uint8Array> {
  const lib = await import('@cantoo/pdf-lib');
  const { doc, protection } = await loadForWriting(lib, original, options.password);
  const acroForm = doc.catalog.getAcroForm();
  const hasXfa = acroForm?.dict.has(lib.PDFName.of('XFA')) ?? false;
  if (hasXfa && fields.length > 0) throw new XfaFillError();
  // pdf-lib's getForm() strips XFA; a form that is not touched keeps it.
  const touchForm = !hasXfa && acroForm !== undefined && fields.length > 0;
  const form = touchForm ? doc.getForm() : null;
  if (form) setFieldValues(lib, form, fields);
  else if (fields.length > 0) throw new RangeError('The document has no form fields');

  await drawItems(lib, doc, items);
  if (form && options.flatten) {
    flattenFields(lib, doc, form, new Set(fields.map((field) => field.name)));
  }
  protectLikeOriginal(doc, protection);
  return doc.save();
}
