import type { PdfArray, PdfNumber, PdfRef } from '@libpdf/core';
import { PDF, PdfDict } from '@libpdf/core';
import { beforeAll, expect, test } from 'vitest';
import { makePdf, PASSWORD, signaturePng } from '../../../../e2e/sign-fixtures.ts';
import { pdfsig } from '../../../../e2e/pdfsig.ts';
import { createCertificate } from '../../certificate/create-certificate.ts';
import type { SigningKey } from '../../certificate/signing-key.ts';
import { signPdf, SignRefusedError } from './sign-pdf.ts';

let ec: SigningKey;
let rsa: SigningKey;
let plain: Uint8Array;

beforeAll(async () => {
  ec = await createCertificate({ name: 'Ada Lovelace', email: 'ada@example.org', kind: 'P-256' });
  rsa = await createCertificate({ name: 'Charles Babbage', email: '', kind: 'RSA-2048' });
  plain = new Uint8Array(await makePdf([{ size: [595, 842] }, { size: [842, 595], rotate: 90 }]));
});

test('an invisible P-256 signature is a valid PAdES signature over the whole file', async () => {
  const signed = await signPdf(plain, { key: ec, appearance: null, certify: 'none' });
  expect(signed.subarray(0, plain.length)).toEqual(plain); // the original bytes, untouched
  const [only, ...rest] = pdfsig(signed);
  expect(rest).toHaveLength(0);
  expect(only).toMatchObject({
    signer: 'Ada Lovelace',
    type: 'ETSI.CAdES.detached',
    valid: true,
    wholeFile: true,
  });
});

test('a second signature (RSA-2048) leaves the first valid; the second covers everything', async () => {
  const once = await signPdf(plain, { key: ec, appearance: null, certify: 'none' });
  const twice = await signPdf(once, { key: rsa, appearance: null, certify: 'none' });
  expect(twice.subarray(0, once.length)).toEqual(once);
  const [first, second] = pdfsig(twice);
  expect(first).toMatchObject({ signer: 'Ada Lovelace', valid: true, wholeFile: false });
  expect(second).toMatchObject({ signer: 'Charles Babbage', valid: true, wholeFile: true });
  expect(first!.field).not.toBe(second!.field);
});

test('a byte changed in the signed range makes pdfsig report the signature broken', async () => {
  const signed = await signPdf(plain, { key: ec, appearance: null, certify: 'none' });
  const changed = signed.slice();
  // The binary-marker comment on line 2 (%\x81\x81\x81\x81): signed, but nothing reads it.
  const at = new TextDecoder('latin1').decode(changed).indexOf('%\x81') + 1;
  expect(at).toBeGreaterThan(8);
  changed[at] = 0x82;
  const [only] = pdfsig(changed);
  expect(only!.valid).toBe(false);
  expect(only!.validation).not.toBe('');
});

async function widgetOf(bytes: Uint8Array) {
  const pdf = await PDF.load(bytes);
  const field = pdf.getForm()!.getSignatureFields()[0]!;
  const dict = field.getDict();
  const rect = (dict.get('Rect') as PdfArray).toArray().map((n) => (n as PdfNumber).value);
  return { pdf, dict, rect };
}

test('a visible signature sits where it was placed, on its page, with its picture', async () => {
  const png = new Uint8Array(signaturePng());
  const appearance = {
    pageIndex: 0,
    rect: { left: 100, top: 642, width: 180, height: 60 },
    png,
  };
  const signed = await signPdf(plain, { key: ec, appearance, certify: 'none' });
  const { pdf, dict, rect } = await widgetOf(signed);
  // Displayed top-left (100, 642) on an upright 842 pt page: user space y from 140 to 200.
  expect(rect).toEqual([100, 140, 280, 200]);
  const page = pdf.getPage(0)!;
  expect(dict.get('P')).toEqual(page.ref);
  const annots = page.dict.getArray('Annots', (ref) => pdf.context.registry.resolve(ref))!;
  const widgets = annots.toArray().map((each) => pdf.context.registry.resolve(each as PdfRef));
  expect(widgets).toContain(dict);
  expect(dict.get('AP')).toBeInstanceOf(PdfDict);
  expect(pdfsig(signed)[0]).toMatchObject({ valid: true, wholeFile: true });
});

test('on a page turned 90° the signature box is turned with it', async () => {
  const appearance = {
    pageIndex: 1,
    rect: { left: 50, top: 100, width: 200, height: 50 },
    png: new Uint8Array(signaturePng()),
  };
  const signed = await signPdf(plain, { key: ec, appearance, certify: 'none' });
  const { rect } = await widgetOf(signed);
  // At 90° the displayed (u, v) is user (v, u): 200 wide on screen is 200 tall in user space.
  expect(rect).toEqual([100, 50, 150, 250]);
});

test('certifying with no changes allowed locks the document against another signature', async () => {
  const certified = await signPdf(plain, { key: ec, appearance: null, certify: 'no-changes' });
  const pdf = await PDF.load(certified);
  const perms = pdf.getCatalog().get('Perms');
  expect(perms).toBeInstanceOf(PdfDict);
  expect(pdfsig(certified)[0]).toMatchObject({ valid: true, wholeFile: true });
  await expect(
    signPdf(certified, { key: rsa, appearance: null, certify: 'none' }),
  ).rejects.toMatchObject({ reason: 'locked' });
});

test('certified for form filling, a second signature is allowed and both verify', async () => {
  const certified = await signPdf(plain, { key: ec, appearance: null, certify: 'form-filling' });
  const twice = await signPdf(certified, { key: rsa, appearance: null, certify: 'none' });
  expect(pdfsig(twice).map((each) => each.valid)).toEqual([true, true]);
});

test('an encrypted PDF is refused, said why', async () => {
  const locked = new Uint8Array(await makePdf([{ size: [595, 842] }], { password: PASSWORD }));
  const attempt = signPdf(locked, { key: ec, appearance: null, certify: 'none' });
  await expect(attempt).rejects.toBeInstanceOf(SignRefusedError);
  await expect(attempt).rejects.toMatchObject({ reason: 'encrypted' });
});
