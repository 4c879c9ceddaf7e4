import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, expect, test } from 'vitest';
import { makePdf } from '../../../../e2e/sign-fixtures.ts';
import { pdfsig } from '../../../../e2e/pdfsig.ts';
import { createCertificate } from '../../certificate/create-certificate.ts';
import type { SigningKey } from '../../certificate/signing-key.ts';
import { makeFormPdf } from '../fill-fixtures.test-helper.ts';
import { signPdf } from './sign-pdf.ts';
import { parsePdfDate, verifySignatures } from './verify-signatures.ts';

let ada: SigningKey;
let charles: SigningKey;
let plain: Uint8Array;
const WHEN = new Date('2026-11-30T10:00:00Z');
const MADE = new Date('2026-11-01T09:00:00Z');

beforeAll(async () => {
  ada = await createCertificate({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    kind: 'P-256',
    now: MADE,
  });
  charles = await createCertificate({
    name: 'Charles Babbage',
    email: '',
    kind: 'RSA-2048',
    now: MADE,
  });
  plain = new Uint8Array(await makePdf([{ size: [595, 842] }, { size: [595, 842] }]));
});

const sign = (bytes: Uint8Array, key: SigningKey) =>
  signPdf(bytes, { key, appearance: null, certify: 'none', signingTime: WHEN });

test('PDF dates with and without a time zone', () => {
  expect(parsePdfDate("D:20261201203842+01'00'")).toEqual(new Date('2026-12-01T19:38:42Z'));
  expect(parsePdfDate('D:20261201203842Z')).toEqual(new Date('2026-12-01T20:38:42Z'));
  expect(parsePdfDate('D:2026')).toEqual(new Date('2026-01-01T00:00:00Z'));
  expect(parsePdfDate('yesterday')).toBeNull();
});

test('a PDF without signatures has none to report', async () => {
  expect(await verifySignatures(plain)).toEqual([]);
});

test('one signature: who, when claimed, intact, whole file, self-signed', async () => {
  const [only, ...rest] = await verifySignatures(await sign(plain, ada), WHEN);
  expect(rest).toEqual([]);
  expect(only).toMatchObject({
    signer: 'Ada Lovelace',
    email: 'ada@example.org',
    claimedAt: WHEN,
    intact: true,
    wholeFile: true,
    later: { revisions: 0, changes: [] },
    certificate: { selfSigned: true, expired: false, notYetValid: false, issuer: null },
    certifies: null,
    subFilter: 'ETSI.CAdES.detached',
  });
});

test('two signatures: the first is intact and says a signature came after it', async () => {
  const twice = await sign(await sign(plain, ada), charles);
  const [first, second] = await verifySignatures(twice, WHEN);
  expect(first).toMatchObject({
    signer: 'Ada Lovelace',
    intact: true,
    wholeFile: false,
    later: { revisions: 1, changes: ['signatures'] },
  });
  expect(second).toMatchObject({ signer: 'Charles Babbage', intact: true, wholeFile: true });
});

test('a changed byte: our report and pdfsig both say the signature is broken', async () => {
  const signed = (await sign(plain, ada)).slice();
  const at = new TextDecoder('latin1').decode(signed).indexOf('%\x81') + 1;
  signed[at] = 0x82;
  const [only] = await verifySignatures(signed, WHEN);
  expect(only).toMatchObject({ signer: 'Ada Lovelace', intact: false });
  expect(pdfsig(signed)[0]!.valid).toBe(false);
});

test('a certificate used after its validity is reported expired', async () => {
  const [only] = await verifySignatures(
    await signPdf(plain, {
      key: ada,
      appearance: null,
      certify: 'no-changes',
      signingTime: new Date('2031-01-01T00:00:00Z'),
    }),
  );
  expect(only).toMatchObject({ intact: true, certifies: 1, certificate: { expired: true } });
});

test('pages and form values changed after signing are told apart', async () => {
  const form = await makeFormPdf();
  const signed = await sign(form, ada);
  const doc = await PDFDocument.load(signed, { forIncrementalUpdate: true });
  doc.getForm().getTextField('applicant.name').setText('Grace');
  doc.addPage([595, 842]);
  const changed = await doc.commit();
  const [only] = await verifySignatures(changed, WHEN);
  expect(only!.intact).toBe(true);
  expect(only!.later.revisions).toBe(1);
  expect(only!.later.changes).toEqual(expect.arrayContaining(['form', 'pages']));
  expect(only!.later.changes).not.toContain('signatures');
  const ours = pdfsig(changed).find((each) => each.field === only!.field);
  expect(ours).toMatchObject({ valid: true, wholeFile: false });
});
