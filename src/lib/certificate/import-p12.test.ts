// Real .p12 files made by OpenSSL (fixtures/README.md), opened as a person would open theirs.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { createCertificate } from './create-certificate.ts';
import { certificateProblem, describeCertificate } from './certificate-info.ts';
import { importP12 } from './import-p12.ts';

const PASSWORD = 'correct horse';
const IN_VALIDITY = new Date('2027-06-01T00:00:00Z');
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

test.each([
  ['rsa-2048.p12', 'Test RSA', 'RSA'],
  ['rsa-2048-3des.p12', 'Test RSA', 'RSA'],
  ['p-256.p12', 'Test EC', 'EC'],
])('%s opens with its password; the key is kept non-extractable', async (file, name, type) => {
  const { key, info } = await importP12(fixture(file), PASSWORD, IN_VALIDITY);
  expect(info.name).toBe(name);
  expect(info.selfSigned).toBe(true);
  expect(key.keyType).toBe(type);
  expect(key.privateKey.extractable).toBe(false);
  expect(key.privateKey.usages).toEqual(['sign']);
  expect(key.origin).toBe('imported');
  await expect(crypto.subtle.exportKey('pkcs8', key.privateKey)).rejects.toThrow();
});

test.each([
  ['rsa-2048.p12', 'wrong password', IN_VALIDITY, 'wrong-password'],
  ['rsa-2048-3des.p12', 'wrong password', IN_VALIDITY, 'wrong-password'],
  ['certificate-only.p12', PASSWORD, IN_VALIDITY, 'no-key'],
  ['rsa-1024.p12', PASSWORD, IN_VALIDITY, 'weak-key'],
  ['sha1.p12', PASSWORD, IN_VALIDITY, 'sha1'],
  ['rsa-2048.p12', PASSWORD, new Date('2030-01-01T00:00:00Z'), 'expired'],
  ['rsa-2048.p12', PASSWORD, new Date('2026-06-01T00:00:00Z'), 'not-yet-valid'],
])('%s with %s at %s is refused: %s', async (file, password, now, problem) => {
  await expect(importP12(fixture(file), password, now)).rejects.toMatchObject({ problem });
});

test('a file that is not a .p12 is refused as unreadable', async () => {
  const text = new TextEncoder().encode('%PDF-1.7 not a certificate');
  await expect(importP12(text, PASSWORD)).rejects.toMatchObject({ problem: 'unreadable' });
});

test('a certificate made here: the name, e-mail, three years, self-signed, usable', async () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const key = await createCertificate({
    name: '  Zoë Ünal 张伟 ',
    email: 'zoe@example.org',
    kind: 'RSA-2048',
    now,
  });
  const info = await describeCertificate(key.certificate);
  expect(info).toMatchObject({
    name: 'Zoë Ünal 张伟',
    email: 'zoe@example.org',
    issuer: 'Zoë Ünal 张伟',
    selfSigned: true,
    key: { type: 'RSA', bits: 2048 },
    sha1: false,
  });
  expect(info.notBefore.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  expect(info.notAfter.toISOString()).toBe('2029-12-01T12:00:00.000Z');
  expect(certificateProblem(info, now)).toBeNull();
  expect(key.privateKey.extractable).toBe(false);
  const ec = await describeCertificate(
    (await createCertificate({ name: 'Ada', email: '', kind: 'P-256', now })).certificate,
  );
  expect(ec).toMatchObject({ key: { type: 'EC', curve: 'P-256' }, email: null });
});

test('a certificate needs a name', async () => {
  await expect(createCertificate({ name: '  ', email: '', kind: 'P-256' })).rejects.toThrow(
    RangeError,
  );
});
