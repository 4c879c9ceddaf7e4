// Fill & Sign on a PDF that already carries a digital signature (issue 47 item 3): what is placed
// and filled is appended as an incremental update, so pdfsig still finds the signature valid; a
// change that would break it (flattening, an encrypted file) is refused until the person chooses.
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, expect, test } from 'vitest';
import { PASSWORD, signaturePng } from '../../../../e2e/sign-fixtures.ts';
import { pdfsig } from '../../../../e2e/pdfsig.ts';
import { createCertificate } from '../../certificate/create-certificate.ts';
import type { SigningKey } from '../../certificate/signing-key.ts';
import { makeFormPdf } from '../fill-fixtures.test-helper.ts';
import type { FieldValue, PlacedItem } from '../fill-types.ts';
import { writeFilledPdf } from '../write-filled.ts';
import { carriesSignature, SignaturesWouldBreakError } from './carries-signature.ts';
import { signPdf } from './sign-pdf.ts';
import { verifySignatures } from './verify-signatures.ts';

let key: SigningKey;
let signed: Uint8Array;
const picture: PlacedItem = {
  kind: 'image',
  pageIndex: 0,
  rect: { left: 100, top: 600, width: 150, height: 50 },
  png: new Uint8Array(signaturePng()),
  alt: 'Signature of Ada',
};
const name: FieldValue = { name: 'applicant.name', value: 'Ada Lovelace' } as FieldValue;

beforeAll(async () => {
  key = await createCertificate({ name: 'Ada Lovelace', email: '', kind: 'P-256' });
  signed = await signPdf(await makeFormPdf(), { key, appearance: null, certify: 'none' });
});

const ours = (bytes: Uint8Array) => pdfsig(bytes).filter((each) => each.signer !== '');

test('a signature is told from the bytes; a plain PDF has none', async () => {
  expect(carriesSignature(signed)).toBe(true);
  expect(carriesSignature(await makeFormPdf())).toBe(false);
});

test('placing and filling on a signed PDF appends: the signature stays valid', async () => {
  const saved = await writeFilledPdf(signed, [picture], [name], { flatten: false });
  expect(saved.subarray(0, signed.length)).toEqual(signed);
  expect(ours(saved)).toMatchObject([{ signer: 'Ada Lovelace', valid: true, wholeFile: false }]);
  const [report] = await verifySignatures(saved);
  expect(report!.intact).toBe(true);
  expect(report!.later.changes).toEqual(expect.arrayContaining(['form', 'content']));
  const filled = await PDFDocument.load(saved);
  expect(filled.getForm().getTextField('applicant.name').getText()).toBe('Ada Lovelace');
});

test('sign, fill, sign again: both signatures verify', async () => {
  const filled = await writeFilledPdf(signed, [picture], [name], { flatten: false });
  const twice = await signPdf(filled, { key, appearance: null, certify: 'none' });
  expect(ours(twice).map((each) => [each.valid, each.wholeFile])).toEqual([
    [true, false],
    [true, true],
  ]);
});

test('flattening a signed PDF is refused until the person chooses to break it', async () => {
  await expect(writeFilledPdf(signed, [picture], [name], { flatten: true })).rejects.toEqual(
    new SignaturesWouldBreakError('flatten'),
  );
  const broken = await writeFilledPdf(signed, [picture], [name], {
    flatten: true,
    breakSignatures: true,
  });
  // Flatten keeps signature fields live, but the rewrite moves the bytes the signature covers.
  expect(ours(broken).map((each) => each.valid)).toEqual([false]);
});

test('flatten with nothing filled has nothing to flatten: the signed PDF is appended to', async () => {
  const saved = await writeFilledPdf(signed, [picture], [], { flatten: true });
  expect(saved.subarray(0, signed.length)).toEqual(signed);
  expect(ours(saved).map((each) => each.valid)).toEqual([true]);
});

test('an encrypted signed PDF cannot be appended to: refused until chosen', async () => {
  const doc = await PDFDocument.load(signed);
  doc.encrypt({ userPassword: PASSWORD, ownerPassword: PASSWORD });
  const encrypted = await doc.save();
  expect(carriesSignature(encrypted)).toBe(true);
  await expect(
    writeFilledPdf(encrypted, [picture], [], { flatten: false, password: PASSWORD }),
  ).rejects.toEqual(new SignaturesWouldBreakError('encrypted'));
});
