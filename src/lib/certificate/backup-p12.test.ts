// The backup made with a new certificate: a .p12 that this app and OpenSSL both open with its
// password (and only with it), holding the same certificate and a key that signs for it, while
// the key kept here stays non-extractable.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createCertificateWithBackup } from './create-certificate.ts';
import { importP12 } from './import-p12.ts';

const PASSWORD = 'Zwölf Boxkämpfer';
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

describe.each(['P-256', 'RSA-2048'] as const)('a %s certificate with a backup', (kind) => {
  test('opens here with its password: the same certificate, a key that signs for it', async () => {
    const { key, backup } = await createCertificateWithBackup(
      { name: 'Ada Lovelace', email: 'ada@example.org', kind },
      PASSWORD,
    );
    expect(key.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', key.privateKey)).rejects.toThrow();
    const opened = await importP12(backup, PASSWORD);
    expect(opened.info.name).toBe('Ada Lovelace');
    expect([...opened.key.certificate]).toEqual([...key.certificate]);
    expect(opened.key.keyType).toBe(key.keyType);
    // The key in the file and the key kept here are one key: each one's signature verifies
    // with the other's public half (read from the certificate they share).
    const data = new TextEncoder().encode('the same document');
    const algorithm =
      kind === 'P-256'
        ? { name: 'ECDSA', hash: 'SHA-256' }
        : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
    const fromFile = await crypto.subtle.sign(algorithm, opened.key.privateKey, data);
    const kept = await crypto.subtle.sign(algorithm, key.privateKey, data);
    const publicKey = await publicKeyOf(key.certificate, kind);
    expect(await crypto.subtle.verify(algorithm, publicKey, fromFile, data)).toBe(true);
    expect(await crypto.subtle.verify(algorithm, publicKey, kept, data)).toBe(true);
    await expect(importP12(backup, 'not the password')).rejects.toMatchObject({
      problem: 'wrong-password',
    });
  });

  test.skipIf(!hasOpenssl)('OpenSSL opens it with the password and refuses another', async () => {
    const { backup } = await createCertificateWithBackup(
      { name: 'Ada Lovelace', email: '', kind },
      PASSWORD,
    );
    const file = join(mkdtempSync(join(tmpdir(), 'inklift-p12-')), 'backup.p12');
    writeFileSync(file, backup);
    const text = execFileSync(
      'openssl',
      ['pkcs12', '-in', file, '-passin', `pass:${PASSWORD}`, '-nodes'],
      { encoding: 'utf8' },
    );
    expect(text).toContain('BEGIN PRIVATE KEY');
    expect(text).toContain('BEGIN CERTIFICATE');
    expect(text).toContain('Ada Lovelace');
    const wrong = spawnSync('openssl', ['pkcs12', '-in', file, '-passin', 'pass:nope', '-nodes']);
    expect(wrong.status).not.toBe(0);
  });
});

test('a backup needs a password', async () => {
  await expect(
    createCertificateWithBackup({ name: 'Ada', email: '', kind: 'P-256' }, ''),
  ).rejects.toThrow(RangeError);
});

async function publicKeyOf(certificate: Uint8Array, kind: 'P-256' | 'RSA-2048') {
  const pkijs = await import('pkijs');
  const parsed = pkijs.Certificate.fromBER(certificate.slice());
  const spki = parsed.subjectPublicKeyInfo.toSchema().toBER(false);
  const algorithm =
    kind === 'P-256'
      ? { name: 'ECDSA', namedCurve: 'P-256' }
      : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  return crypto.subtle.importKey('spki', spki, algorithm, false, ['verify']);
}
