// What a loaded PDF's digital signatures allow next: how many there are, and whether the document
// is locked against another one: certified with "no changes allowed" (DocMDP P 1), or a signature
// whose field lock says the same (/Lock with /P 1, PDF 2.0).
import {
  PdfArray,
  PdfDict,
  PdfName,
  PdfNumber,
  PdfRef,
  type PDF,
  type PdfObject,
} from '@libpdf/core';

export interface SignatureState {
  signatures: number;
  locked: boolean;
}

function resolver(pdf: PDF) {
  return (value: PdfObject | undefined): PdfObject | undefined =>
    value instanceof PdfRef ? (pdf.context.registry.resolve(value) ?? undefined) : value;
}

function numberOf(value: PdfObject | undefined): number | null {
  return value instanceof PdfNumber ? value.value : null;
}

/** The DocMDP permission (1, 2 or 3) a signature dictionary certifies with, or null. */
export function docMdpLevel(pdf: PDF, signature: PdfDict): number | null {
  const resolve = resolver(pdf);
  const references = resolve(signature.get('Reference'));
  if (!(references instanceof PdfArray)) return null;
  for (let i = 0; i < references.length; i++) {
    const reference = resolve(references.at(i));
    if (!(reference instanceof PdfDict)) continue;
    const method = reference.get('TransformMethod');
    if (!(method instanceof PdfName) || method.value !== 'DocMDP') continue;
    const params = resolve(reference.get('TransformParams'));
    return (params instanceof PdfDict ? numberOf(resolve(params.get('P'))) : null) ?? 2;
  }
  return null;
}

export function readSignatureState(pdf: PDF): SignatureState {
  const resolve = resolver(pdf);
  const fields = pdf.getForm()?.getSignatureFields() ?? [];
  let signatures = 0;
  let locked = false;
  for (const field of fields) {
    const signature = field.getSignatureDict();
    if (signature) {
      signatures++;
      if (docMdpLevel(pdf, signature) === 1) locked = true;
    }
    const lock = resolve(field.getDict().get('Lock'));
    if (field.isSigned() && lock instanceof PdfDict) {
      if (numberOf(resolve(lock.get('P'))) === 1) locked = true;
    }
  }
  return { signatures, locked };
}
