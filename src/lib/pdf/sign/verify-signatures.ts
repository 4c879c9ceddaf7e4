// Every digital signature in a PDF, checked here and only here: who signed (the certificate's
// name), when they claim, whether the bytes it covers are the bytes they signed (the CMS message
// digest and the signature over it, verified with PKI.js), whether the document changed after it
// and how (later revisions: signatures, form filling, pages, annotations, page content), and what
// its certificate is (self-signed, expired at the claimed time, or issued by someone this app
// cannot check). No network: no time-stamp, revocation or authority lookup, ever.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { PDF, PdfArray, PdfName, PdfNumber, PdfRef, PdfString } from '@libpdf/core';
import type { PdfObject, SignatureField, PdfDict } from '@libpdf/core';
import { describeCertificate, plainEngine } from '../../certificate/certificate-info.ts';
import { docMdpLevel } from './signature-state.ts';

export type ChangeKind = 'signatures' | 'form' | 'pages' | 'annotations' | 'content' | 'other';

export interface SignatureReport {
  field: string;
  /** The certificate's holder, or null when the signature cannot be read. */
  signer: string | null;
  email: string | null;
  /** When the signer says they signed (their own clock: not proven). */
  claimedAt: Date | null;
  /** The covered bytes are the bytes that were signed, and the signature over them holds. */
  intact: boolean;
  /** It covers the file up to its end (nothing was added after it). */
  wholeFile: boolean;
  /** Revisions saved after this signature, and what they changed. */
  later: { revisions: number; changes: ChangeKind[] };
  certificate: {
    selfSigned: boolean;
    /** Outside its validity at the claimed time (or now, when no time is claimed). */
    expired: boolean;
    notYetValid: boolean;
    issuer: string | null;
  } | null;
  /** DocMDP: 1 no changes, 2 form filling and signing, 3 also annotations; null not certifying. */
  certifies: number | null;
  subFilter: string | null;
}

const SIGNING_TIME = '1.2.840.113549.1.9.5';

function resolver(pdf: PDF) {
  return (value: PdfObject | undefined): PdfObject | undefined =>
    value instanceof PdfRef ? (pdf.context.registry.resolve(value) ?? undefined) : value;
}

function byteRangeOf(pdf: PDF, signature: PdfDict): [number, number, number, number] | null {
  const range = resolver(pdf)(signature.get('ByteRange'));
  if (!(range instanceof PdfArray) || range.length !== 4) return null;
  const numbers = range.toArray().map((each) => (each instanceof PdfNumber ? each.value : NaN));
  return numbers.every(Number.isInteger) ? (numbers as [number, number, number, number]) : null;
}

/** "D:20261201203842+01'00'" → the Date it names. */
export function parsePdfDate(text: string): Date | null {
  const match =
    /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(text);
  if (!match) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] =
    match;
  const utc = Date.UTC(+y!, +mo - 1, +d, +h, +mi, +s);
  const offset = (sign === '+' ? 1 : sign === '-' ? -1 : 0) * (+oh * 60 + +om) * 60_000;
  return new Date(utc - offset);
}

function signedBytes(bytes: Uint8Array, [a, b, c, d]: [number, number, number, number]) {
  const out = new Uint8Array(b + d);
  out.set(bytes.subarray(a, a + b), 0);
  out.set(bytes.subarray(c, c + d), b);
  return out;
}

/** The range is the whole file up to its end, less exactly the /Contents hex string. */
function plausibleRange(bytes: Uint8Array, [a, b, c, d]: [number, number, number, number]) {
  return a === 0 && b > 0 && c > b && d >= 0 && c + d <= bytes.length && bytes[b] === 0x3c;
}

interface CmsCheck {
  intact: boolean;
  certificate: Uint8Array | null;
  claimedAt: Date | null;
}

async function checkCms(contents: Uint8Array, data: Uint8Array): Promise<CmsCheck> {
  const asn1 = asn1js.fromBER(contents);
  if (asn1.offset === -1) return { intact: false, certificate: null, claimedAt: null };
  const info = new pkijs.ContentInfo({ schema: asn1.result });
  const signedData = new pkijs.SignedData({ schema: info.content });
  const signer = signedData.signerInfos[0];
  const time = signer?.signedAttrs?.attributes.find((each) => each.type === SIGNING_TIME);
  const timeValue = time?.values[0] as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  const claimedAt = timeValue?.toDate?.() ?? null;
  let intact = false;
  let certificate: pkijs.Certificate | null;
  try {
    const result = await signedData.verify(
      { signer: 0, data: data.slice().buffer, checkChain: false, extendedMode: true },
      plainEngine(),
    );
    intact = result.signatureVerified === true;
    certificate = result.signerCertificate ?? null;
  } catch (error) {
    // A digest that does not match, or a signature that does not verify, throws in extended
    // mode with what it found.
    const failed = error as { signerCertificate?: pkijs.Certificate | null };
    certificate = failed.signerCertificate ?? null;
  }
  certificate ??= (signedData.certificates?.find((each) => each instanceof pkijs.Certificate) ??
    null) as pkijs.Certificate | null;
  return {
    intact,
    certificate: certificate ? new Uint8Array(certificate.toSchema().toBER(false)) : null,
    claimedAt,
  };
}

// ---- what changed after a signature -----------------------------------------------------------

function key(value: PdfObject | undefined): string {
  if (value === undefined) return '';
  if (value instanceof PdfRef) return `${value.objectNumber} ${value.generation} R`;
  if (value instanceof PdfArray) return `[${value.toArray().map(key).join(' ')}]`;
  return String(value);
}

function fieldValues(pdf: PDF): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of pdf.getForm()?.getFields() ?? []) {
    if (field.type === 'signature') continue;
    values.set(field.name, JSON.stringify(field.getValue() ?? null));
  }
  return values;
}

function annotationCount(pdf: PDF, index: number): number {
  const page = pdf.getPage(index);
  const annots = page ? resolver(pdf)(page.dict.get('Annots')) : undefined;
  return annots instanceof PdfArray ? annots.length : 0;
}

async function changesSince(
  pdf: PDF,
  bytes: Uint8Array,
  end: number,
  laterSignatures: number,
): Promise<ChangeKind[]> {
  const changes = new Set<ChangeKind>();
  if (laterSignatures > 0) changes.add('signatures');
  let before: PDF;
  try {
    before = await PDF.load(bytes.subarray(0, end));
  } catch {
    return [...changes, 'other'];
  }
  if (before.getPageCount() !== pdf.getPageCount()) changes.add('pages');
  const was = fieldValues(before);
  const now = fieldValues(pdf);
  for (const [name, value] of now) if (was.get(name) !== value) changes.add('form');
  const pages = Math.min(before.getPageCount(), pdf.getPageCount());
  for (let i = 0; i < pages; i++) {
    const a = before.getPage(i)!;
    const b = pdf.getPage(i)!;
    if (key(a.dict.get('Contents')) !== key(b.dict.get('Contents'))) changes.add('content');
    // A later signature's own widget is not an annotation someone added.
    const widgets = annotationCount(pdf, i) - annotationCount(before, i);
    if (widgets > laterSignatures) changes.add('annotations');
  }
  if (changes.size === 0) changes.add('other');
  return [...changes];
}

/** How many revisions (each ends with %%EOF) were written after byte `end`. */
function revisionsAfter(bytes: Uint8Array, end: number): number {
  const text = new TextDecoder('latin1').decode(bytes.subarray(end));
  return (text.match(/%%EOF/g) ?? []).length;
}

// ---- the report -------------------------------------------------------------------------------

export async function verifySignatures(bytes: Uint8Array, now = new Date()) {
  const pdf = await PDF.load(bytes);
  const resolve = resolver(pdf);
  const fields = (pdf.getForm()?.getSignatureFields() ?? []).filter(
    (field): field is SignatureField => field.getSignatureDict() !== null,
  );
  const signed = fields.map((field) => {
    const signature = field.getSignatureDict()!;
    const range = byteRangeOf(pdf, signature);
    return { field, signature, range, end: range ? range[2] + range[3] : 0 };
  });
  const reports: SignatureReport[] = [];
  for (const { field, signature, range, end } of signed.sort((x, y) => x.end - y.end)) {
    const contents = resolve(signature.get('Contents'));
    const subFilter = resolve(signature.get('SubFilter'));
    const m = resolve(signature.get('M'));
    const base = {
      field: field.name,
      certifies: docMdpLevel(pdf, signature),
      subFilter: subFilter instanceof PdfName ? subFilter.value : null,
    };
    const usable = range && contents instanceof PdfString && plausibleRange(bytes, range);
    const cms = usable
      ? await checkCms(contents.bytes, signedBytes(bytes, range)).catch(() => null)
      : null;
    const claimedAt =
      cms?.claimedAt ?? (m instanceof PdfString ? parsePdfDate(m.asString()) : null);
    const described = cms?.certificate
      ? await describeCertificate(cms.certificate).catch(() => null)
      : null;
    const at = claimedAt ?? now;
    const laterSignatures = signed.filter((other) => other.end > end).length;
    const revisions = usable ? revisionsAfter(bytes, end) : 0;
    reports.push({
      ...base,
      signer: described?.name ?? null,
      email: described?.email ?? null,
      claimedAt,
      intact: cms?.intact ?? false,
      wholeFile: usable ? end === bytes.length || revisions === 0 : false,
      later: {
        revisions,
        changes: revisions > 0 ? await changesSince(pdf, bytes, end, laterSignatures) : [],
      },
      certificate: described
        ? {
            selfSigned: described.selfSigned,
            expired: at.getTime() > described.notAfter.getTime(),
            notYetValid: at.getTime() < described.notBefore.getTime(),
            issuer: described.selfSigned ? null : described.issuer,
          }
        : null,
    });
  }
  return reports;
}
