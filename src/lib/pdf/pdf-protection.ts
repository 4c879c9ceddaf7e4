// Opening a PDF for writing, whatever protects it, and protecting the signed copy the same way.
//
// The copy keeps the original's permissions (its /P bits) under a new, random owner password
// that nobody keeps, so it restricts readers that honour permissions exactly as the original did
// and no one, the sender included, can lift that with a password. A document opened with a
// password opens with that same password. A document protected only against changes (an owner
// password, no password to open; common on documents people are sent) is opened with the empty
// user password, as every reader does, and its copy opens without one. The person owns their
// copy of what they were sent; the sender still has the original (and its owner password).
import type * as PdfLib from '@cantoo/pdf-lib';
import type { PDFDocument, SecurityOptions } from '@cantoo/pdf-lib';

type Lib = typeof PdfLib;
type Permissions = NonNullable<SecurityOptions['permissions']>;

export type Protection =
  | { kind: 'none' }
  /** Opened with this password; the copy needs it too. */
  | { kind: 'password'; password: string; permissions: Permissions }
  /** No password to open; changes restricted by an owner password. */
  | { kind: 'changes-only'; permissions: Permissions };

export class PdfPasswordError extends Error {
  constructor() {
    super('The PDF needs its password to be saved');
    this.name = 'PdfPasswordError';
  }
}

/** The document's permission bits (/P, ISO 32000-1 table 22) as pdf-lib's encrypt takes them. */
export function permissionsFromFlags(p: number): Permissions {
  const bit = (n: number) => (p & (1 << (n - 1))) !== 0;
  return {
    printing: bit(3) ? (bit(12) ? 'highResolution' : 'lowResolution') : false,
    modifying: bit(4),
    copying: bit(5),
    annotating: bit(6),
    fillingForms: bit(9),
    contentAccessibility: bit(10),
    documentAssembly: bit(11),
  };
}

export async function loadForWriting(
  lib: Lib,
  bytes: Uint8Array,
  password: string | undefined,
): Promise<{ doc: PDFDocument; protection: Protection }> {
  const raw = await lib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  if (!raw.isEncrypted) return { doc: raw, protection: { kind: 'none' } };
  const trailer = raw.context.trailerInfo;
  const encrypt = raw.context.lookup(trailer.Encrypt, lib.PDFDict);
  const flags = encrypt.lookupMaybe(lib.PDFName.of('P'), lib.PDFNumber)?.asNumber() ?? -4;

  let doc: PDFDocument;
  try {
    doc = await lib.PDFDocument.load(bytes, { password: password ?? '', updateMetadata: false });
  } catch {
    throw new PdfPasswordError();
  }
  // Decrypting parses the file again, and pdf-lib's second parse can lose the trailer's Info
  // (title, author…) and ID when they sit in a cross-reference stream: take them from the first.
  doc.context.trailerInfo.Info ??= trailer.Info;
  doc.context.trailerInfo.ID ??= trailer.ID;
  if (trailer.Encrypt instanceof lib.PDFRef) doc.context.delete(trailer.Encrypt);

  const permissions = permissionsFromFlags(flags);
  const protection: Protection = password
    ? { kind: 'password', password, permissions }
    : { kind: 'changes-only', permissions };
  return { doc, protection };
}

export function protectLikeOriginal(doc: PDFDocument, protection: Protection): void {
  if (protection.kind === 'none') return;
  doc.encrypt({
    userPassword: protection.kind === 'password' ? protection.password : '',
    ownerPassword: randomPassword(),
    permissions: protection.permissions,
  });
}

function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
