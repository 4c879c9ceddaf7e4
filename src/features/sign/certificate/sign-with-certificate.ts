// Signing the open document with the kept certificate: what is placed and filled is written first
// (as Save writes it; without flattening when the PDF already carries a signature, so that one
// stays valid), the selected signature picture becomes the signature's visible look instead of
// page content, and the certificate signs the result (lib/pdf/sign/sign-pdf.ts). Loaded with the
// certificate tool.
import type { SigningKey } from '../../../lib/certificate/signing-key.ts';
import type { FieldValue } from '../../../lib/pdf/fill-types.ts';
import { carriesSignature } from '../../../lib/pdf/sign/carries-signature.ts';
import { signPdf, type Certify } from '../../../lib/pdf/sign/sign-pdf.ts';
import { writeFilledPdf } from '../../../lib/pdf/write-filled.ts';
import { dateStampText } from '../../../lib/pdf/date-stamp.ts';
import type { PlacedThing } from '../placed-items.ts';
import { toWriterItems } from '../to-writer.ts';
import type { OpenDocument } from '../use-pdf-document.ts';
import { appearancePicture } from './appearance-picture.ts';

export interface CertificateSignRequest {
  pdf: OpenDocument;
  placements: readonly PlacedThing[];
  dateText: string | null;
  fields: readonly FieldValue[];
  flatten: boolean;
  key: SigningKey;
  /** The certificate holder's name, written in the visible look. */
  signer: string;
  /** The picture the signature shows at, or null for an invisible signature. */
  at: PlacedThing | null;
  certify: Certify;
  /** "Digitally signed by NAME" in the language in use. */
  signedBy: (name: string) => string;
  now: Date;
}

export async function signWithCertificate(request: CertificateSignRequest): Promise<Uint8Array> {
  const { pdf, at, now } = request;
  const others = request.placements.filter((item) => item !== at);
  let bytes = pdf.bytes;
  if (others.length > 0 || request.fields.length > 0) {
    bytes = await writeFilledPdf(bytes, toWriterItems(others, request.dateText), request.fields, {
      password: pdf.password,
      flatten: request.flatten && !carriesSignature(bytes),
    });
  }
  const appearance =
    at?.kind === 'image'
      ? {
          pageIndex: at.pageIndex,
          ...(await appearancePicture(at.asset.png, at, [
            request.signedBy(request.signer),
            dateStampText(pdf.locale, now),
          ])),
        }
      : null;
  return signPdf(bytes, {
    key: request.key,
    appearance: appearance && {
      pageIndex: appearance.pageIndex,
      rect: appearance.rect,
      png: appearance.png,
    },
    certify: request.certify,
    signingTime: now,
  });
}
