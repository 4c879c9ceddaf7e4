// Writes the filled and signed copy with pdf-lib (the maintained @cantoo fork), loaded on first
// Save: the document's own form fields get their values, and everything placed (pictures with
// their alternative text, text, ticks and crosses) is drawn into the pages' content. Flattened,
// the fields the person filled become page content too, so what they wrote cannot be edited;
// fields they did not touch and every signature field stay live, so a form sent on is still a
// form (someone else can still fill and sign it). Not flattened, the filled fields stay live with
// updated appearances. Pages, text, sizes, rotation and metadata (Info and XMP) stay as they
// were; each picture is embedded once; the copy is protected as the original was (see
// pdf-protection.ts). An XFA form's fields are not touched: filling them is refused. A PDF that
// carries a digital signature is written as an incremental update (its signed bytes untouched);
// flattening it or writing it encrypted would break its signatures, so that is refused unless
// the person chose it (sign/carries-signature.ts).
import type * as PdfLib from '@cantoo/pdf-lib';
import type { FieldValue, FillOptions, PlacedItem } from './fill-types.ts';
import { drawItems } from './draw-items.ts';
import { flattenFields, setFieldValues } from './fill-fields.ts';
import { loadForWriting, protectLikeOriginal } from './pdf-protection.ts';
import { carriesSignature, SignaturesWouldBreakError } from './sign/carries-signature.ts';

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
  const keepSignatures = !options.breakSignatures && carriesSignature(original);
  if (keepSignatures && options.flatten && fields.length > 0)
    throw new SignaturesWouldBreakError('flatten');
  const { doc, protection } = keepSignatures
    ? await loadIncrementally(lib, original)
    : await loadForWriting(lib, original, options.password);
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
  if (keepSignatures) return doc.commit();
  protectLikeOriginal(doc, protection);
  return doc.save();
}

async function loadIncrementally(lib: typeof PdfLib, original: Uint8Array) {
  const doc = await lib.PDFDocument.load(original, {
    forIncrementalUpdate: true,
    ignoreEncryption: true,
    updateMetadata: false,
  });
  if (doc.isEncrypted) throw new SignaturesWouldBreakError('encrypted');
  return { doc, protection: { kind: 'none' } as const };
}
