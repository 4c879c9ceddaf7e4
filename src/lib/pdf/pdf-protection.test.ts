import { PDFDict, PDFDocument, PDFName, PDFNumber, type SecurityOptions } from '@cantoo/pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from 'vitest';
import { readPdf, signaturePng } from '../../../e2e/sign-fixtures.ts';
import { changeRestrictions, isXfaForm } from './document-checks.ts';
import { makeFormPdf } from './fill-fixtures.test-helper.ts';
import type { PlacedItem } from './fill-types.ts';
import { PdfPasswordError, permissionsFromFlags } from './pdf-protection.ts';
import type { PdfJsDocument } from './pdfjs-shapes.ts';
import { XfaFillError, writeFilledPdf } from './write-filled.ts';

const open = async (bytes: Uint8Array, password?: string) =>
  (await pdfjs.getDocument({ data: bytes.slice(), password, verbosity: 0 })
    .promise) as unknown as PDFDocumentProxy;

// pdf.js's own document type fits the shapes the readers take.
const fits: (doc: PDFDocumentProxy) => PdfJsDocument = (doc) => doc;

const signature: PlacedItem = {
  kind: 'image',
  pageIndex: 0,
  rect: { left: 100, top: 100, width: 90, height: 30 },
  png: new Uint8Array(signaturePng()),
  alt: 'Signature of Ada',
};

const SOME_RIGHTS = { printing: 'highResolution', copying: true, fillingForms: true } as const;
const ALL_RIGHTS = {
  ...SOME_RIGHTS,
  modifying: true,
  annotating: true,
  contentAccessibility: true,
  documentAssembly: true,
};

async function protect(
  userPassword: string,
  permissions: SecurityOptions['permissions'] = SOME_RIGHTS,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await makeFormPdf(), { updateMetadata: false });
  doc.encrypt({ userPassword, ownerPassword: 'the sender', permissions });
  return doc.save();
}

/** The /P entry of the file's encryption dictionary, read without decrypting anything. */
async function permissionBits(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const encrypt = doc.context.lookup(doc.context.trailerInfo.Encrypt, PDFDict);
  return encrypt.lookup(PDFName.of('P'), PDFNumber).asNumber();
}

test('a PDF protected only against changes is saved, restricted the same way, metadata kept', async () => {
  const original = await protect('');
  const before = await open(original);
  const restrictions = await changeRestrictions(fits(before));
  expect(restrictions).toEqual({
    modifying: false,
    annotating: false,
    fillingForms: true,
    printing: true,
    copying: true,
  });
  const saved = await writeFilledPdf(original, [signature], [{ name: 'agree', value: true }], {
    flatten: false,
  });
  const after = await open(saved); // no password to open
  expect(await after.getPermissions()).toEqual(await before.getPermissions());
  expect((await after.getMetadata()).info).toMatchObject({ Title: 'Rental application' });
  await Promise.all([before.destroy(), after.destroy()]);
  await expect(PDFDocument.load(saved)).rejects.toThrow(/encrypted/);
  const [page] = await readPdf(saved);
  expect(page.images).toHaveLength(1);
});

test('a PDF opened with its password is saved with it, its title kept', async () => {
  const original = await protect('open sesame');
  await expect(writeFilledPdf(original, [signature], [], { flatten: true })).rejects.toThrow(
    PdfPasswordError,
  );
  const saved = await writeFilledPdf(original, [signature], [], {
    flatten: true,
    password: 'open sesame',
  });
  await expect(open(saved)).rejects.toMatchObject({ name: 'PasswordException' });
  const doc = await open(saved, 'open sesame');
  expect((await doc.getMetadata()).info).toMatchObject({ Title: 'Rental application' });
  await doc.destroy();
});

test('a password-protected copy keeps the original permission bits; the same password opens it', async () => {
  for (const [permissions, bits] of [
    [ALL_RIGHTS, -4],
    [SOME_RIGHTS, -1580], // printing (3, 12), copying (5), filling forms (9)
  ] as const) {
    const original = await protect('open sesame', permissions);
    expect(await permissionBits(original)).toBe(bits);
    const saved = await writeFilledPdf(original, [signature], [{ name: 'agree', value: true }], {
      flatten: false,
      password: 'open sesame',
    });
    expect(await permissionBits(saved)).toBe(bits);
    const [before, after] = await Promise.all([
      open(original, 'open sesame'),
      open(saved, 'open sesame'),
    ]);
    expect(await after.getPermissions()).toEqual(await before.getPermissions());
    await Promise.all([before.destroy(), after.destroy()]);
  }
});

test('an unprotected PDF restricts nothing', async () => {
  const doc = await open(await makeFormPdf());
  expect(await changeRestrictions(doc)).toBeNull();
  expect(await isXfaForm(doc)).toBe(false);
  await doc.destroy();
});

test('permission bits read as pdf-lib takes them', () => {
  // -3904 allows printing (3) and copying (5) only, as many producers write it.
  expect(permissionsFromFlags(-3904 | 0b10100)).toMatchObject({
    printing: 'lowResolution',
    modifying: false,
    copying: true,
    fillingForms: false,
  });
  expect(permissionsFromFlags(-4).printing).toBe('highResolution');
});

test('an XFA form is told apart; its fields are refused, a signature is still placed', async () => {
  const original = await makeFormPdf({ xfa: true });
  const doc = await open(original);
  expect(await isXfaForm(doc)).toBe(true);
  await doc.destroy();
  await expect(
    writeFilledPdf(original, [], [{ name: 'agree', value: true }], { flatten: true }),
  ).rejects.toThrow(XfaFillError);
  const saved = await writeFilledPdf(original, [signature], [], { flatten: true });
  const reloaded = await PDFDocument.load(saved, { preserveXFA: true });
  expect(reloaded.getForm().hasXFA()).toBe(true);
  expect((await readPdf(saved))[0].images).toHaveLength(1);
});
