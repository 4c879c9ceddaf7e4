// Signs a PDF with a certificate: a PAdES baseline B-B signature (ETSI.CAdES.detached, SHA-256)
// made by @libpdf/core and appended as an incremental update, so every byte of the file as it was
// (earlier signatures included) stays as it was. The signature can show on a page (a picture made
// by the caller, in the rectangle the person placed it) or not, and the first one can certify the
// document (no changes allowed, or form filling and signing only). No network: no time-stamp, no
// revocation data (B-T and later levels need a server).
import {
  CryptoKeySigner,
  PDF,
  PdfArray,
  PdfDict,
  PdfName,
  PdfNumber,
  PdfRef,
  PdfStream,
  SignatureError,
} from '@libpdf/core';
import {
  normalizeRotation,
  placeInUserSpace,
  visibleBox,
  type ViewRect,
} from '../page-geometry.ts';
import type { SigningKey } from '../../certificate/signing-key.ts';
import { readSignatureState } from './signature-state.ts';

/** DocMDP: 1 no changes at all, 2 form filling and signing. */
export type Certify = 'none' | 'no-changes' | 'form-filling';

export interface VisibleAppearance {
  pageIndex: number;
  /** Where it shows on the displayed page, in points from its top-left corner. */
  rect: ViewRect;
  /** What it shows (picture, name, date), drawn upright to fill `rect`. */
  png: Uint8Array;
}

export interface CertificateSignOptions {
  key: SigningKey;
  appearance: VisibleAppearance | null;
  certify: Certify;
  /** The signer's claim of when; the M entry and the CMS signing time. */
  signingTime?: Date;
  reason?: string;
  location?: string;
}

export type SignRefusal = 'encrypted' | 'locked' | 'damaged';

export class SignRefusedError extends Error {
  constructor(
    readonly reason: SignRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'SignRefusedError';
  }
}

async function load(bytes: Uint8Array): Promise<PDF> {
  let pdf: PDF;
  try {
    pdf = await PDF.load(bytes);
  } catch (error) {
    if (/encrypt|password/i.test(String(error)))
      throw new SignRefusedError('encrypted', 'An encrypted PDF cannot be signed here');
    throw new SignRefusedError('damaged', `The PDF could not be read: ${String(error)}`);
  }
  if (pdf.isEncrypted)
    throw new SignRefusedError('encrypted', 'An encrypted PDF cannot be signed here');
  return pdf;
}

function uniqueFieldName(pdf: PDF): string {
  const names = new Set(pdf.getForm()?.getFieldNames() ?? []);
  let n = 1;
  while (names.has(`Signature ${n}`)) n++;
  return `Signature ${n}`;
}

/** Shows the signature field as a widget on its page with `appearance` as its look. */
function showOnPage(pdf: PDF, field: PdfDict, fieldRef: PdfRef, appearance: VisibleAppearance) {
  const page = pdf.getPage(appearance.pageIndex);
  if (!page) throw new RangeError(`There is no page ${appearance.pageIndex + 1}`);
  const media = page.getMediaBox();
  const box = visibleBox(media, page.getCropBox());
  const rotation = normalizeRotation(page.rotation);
  const placed = placeInUserSpace(appearance.rect, box, rotation);
  const image = pdf.embedImage(appearance.png);
  // The form's own space is the upright picture; its Matrix turns it as the page is turned, and
  // a viewer maps the turned box onto Rect.
  const { width, height } = appearance.rect;
  const cos = Math.round(Math.cos((placed.rotate * Math.PI) / 180));
  const sin = Math.round(Math.sin((placed.rotate * Math.PI) / 180));
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
  const form = PdfStream.fromDict(
    {
      Type: PdfName.of('XObject'),
      Subtype: PdfName.of('Form'),
      BBox: PdfArray.of(
        PdfNumber.of(0),
        PdfNumber.of(0),
        PdfNumber.of(width),
        PdfNumber.of(height),
      ),
      Matrix: PdfArray.of(...[cos, sin, -sin, cos, 0, 0].map((n) => PdfNumber.of(n))),
      Resources: PdfDict.of({ XObject: PdfDict.of({ Im0: image.ref }) }),
    },
    new TextEncoder().encode(content),
  );
  const corners = [
    [placed.x, placed.y],
    [placed.x + cos * width - sin * height, placed.y + sin * width + cos * height],
  ] as const;
  const [[x1, y1], [x2, y2]] = corners;
  field.set(
    'Rect',
    PdfArray.of(
      PdfNumber.of(Math.min(x1, x2)),
      PdfNumber.of(Math.min(y1, y2)),
      PdfNumber.of(Math.max(x1, x2)),
      PdfNumber.of(Math.max(y1, y2)),
    ),
  );
  field.set('P', page.ref);
  field.set('AP', PdfDict.of({ N: pdf.register(form) }));
  const annots = page.dict.getArray('Annots', (ref) => pdf.context.registry.resolve(ref));
  if (annots) annots.push(fieldRef);
  else page.dict.set('Annots', PdfArray.of(fieldRef));
}

/** The reference of a top-level form field's dictionary (the new field is one). */
function refOf(pdf: PDF, dict: PdfDict): PdfRef | null {
  const registry = pdf.context.registry;
  const acroForm = pdf.getCatalog().get('AcroForm');
  const form = acroForm instanceof PdfRef ? registry.resolve(acroForm) : acroForm;
  const fields = form instanceof PdfDict ? form.get('Fields') : undefined;
  const list = fields instanceof PdfRef ? registry.resolve(fields) : fields;
  if (!(list instanceof PdfArray)) return null;
  for (const each of list.toArray()) {
    if (each instanceof PdfRef && registry.resolve(each) === dict) return each;
  }
  return null;
}

function certifyWith(pdf: PDF, signature: PdfDict, signatureRef: PdfRef, level: 1 | 2) {
  const params = PdfDict.of({
    Type: PdfName.of('TransformParams'),
    P: PdfNumber.of(level),
    V: PdfName.of('1.2'),
  });
  const reference = PdfDict.of({
    Type: PdfName.of('SigRef'),
    TransformMethod: PdfName.of('DocMDP'),
    TransformParams: params,
  });
  signature.set('Reference', PdfArray.of(reference));
  pdf.getCatalog().set('Perms', PdfDict.of({ DocMDP: signatureRef }));
}

export async function signPdf(original: Uint8Array, options: CertificateSignOptions) {
  const pdf = await load(original);
  const state = readSignatureState(pdf);
  if (state.locked)
    throw new SignRefusedError('locked', 'Its certification allows no more signatures');
  if (options.certify !== 'none' && state.signatures > 0)
    throw new RangeError('Only the first signature can certify a document');

  const fieldName = uniqueFieldName(pdf);
  const { key } = options;
  const signer = new CryptoKeySigner(
    key.privateKey,
    key.certificate,
    key.keyType,
    key.signatureAlgorithm,
    key.chain,
  );

  // @libpdf/core writes every signature as an invisible widget on page 1 and offers no option
  // for an appearance or a certification; both must be in the revision that is signed. Its sign()
  // saves once, after it has made the field and before it hashes: the field is finished there.
  const save = pdf.save.bind(pdf);
  let finished = false;
  pdf.save = async (saveOptions) => {
    if (!finished) {
      finished = true;
      const field = pdf.getForm()?.getSignatureField(fieldName);
      const fieldDict = field?.getDict();
      const fieldRef = fieldDict ? refOf(pdf, fieldDict) : null;
      const signatureRef = fieldDict?.get('V');
      const signature =
        signatureRef instanceof PdfRef ? pdf.context.registry.resolve(signatureRef) : null;
      if (!fieldDict || !fieldRef || !(signature instanceof PdfDict) || !signatureRef)
        throw new SignatureError('FIELD_MISSING', 'The new signature field is missing');
      if (options.appearance) showOnPage(pdf, fieldDict, fieldRef, options.appearance);
      if (options.certify !== 'none')
        certifyWith(
          pdf,
          signature,
          signatureRef as PdfRef,
          options.certify === 'no-changes' ? 1 : 2,
        );
    }
    return save(saveOptions);
  };

  const { bytes } = await pdf.sign({
    signer,
    fieldName,
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-B',
    digestAlgorithm: 'SHA-256',
    signingTime: options.signingTime ?? new Date(),
    ...(options.reason ? { reason: options.reason } : {}),
    ...(options.location ? { location: options.location } : {}),
  });
  return bytes;
}
