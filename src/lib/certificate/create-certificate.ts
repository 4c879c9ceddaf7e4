// A self-signed certificate made on this device (PKI.js over WebCrypto): a new P-256 or RSA-2048
// key, the person's name and e-mail, valid three years from now, for signing documents. The
// private key is generated non-extractable, so nothing (this app included) can ever read it out —
// unless the person asks for a backup as they create it: then the new key is written once into a
// password-protected .p12 and kept only as a non-extractable copy of itself.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { makeP12 } from './backup-p12.ts';
import {
  algorithmFor,
  lockKey,
  VALID_YEARS,
  type KeyKind,
  type SigningKey,
} from './signing-key.ts';

export interface NewCertificate {
  name: string;
  email: string;
  kind: KeyKind;
  /** The start of its validity (the clock of this device). */
  now?: Date;
}

const OID = {
  commonName: '2.5.4.3',
  email: '1.2.840.113549.1.9.1',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  documentSigning: '1.3.6.1.5.5.7.3.36',
} as const;

function subjectOf(name: string, email: string): pkijs.RelativeDistinguishedNames {
  const typesAndValues = [
    new pkijs.AttributeTypeAndValue({
      type: OID.commonName,
      value: new asn1js.Utf8String({ value: name }),
    }),
  ];
  if (email)
    typesAndValues.push(
      new pkijs.AttributeTypeAndValue({
        type: OID.email,
        value: new asn1js.IA5String({ value: email }),
      }),
    );
  return new pkijs.RelativeDistinguishedNames({ typesAndValues });
}

function extensions(email: string): pkijs.Extension[] {
  // digitalSignature (bit 0) and nonRepudiation / contentCommitment (bit 1).
  const keyUsage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 });
  const list = [
    new pkijs.Extension({
      extnID: OID.basicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: keyUsage.toBER(false) }),
    new pkijs.Extension({
      extnID: OID.extKeyUsage,
      extnValue: new pkijs.ExtKeyUsage({
        keyPurposes: [OID.documentSigning, OID.emailProtection],
      })
        .toSchema()
        .toBER(false),
    }),
  ];
  if (email)
    list.push(
      new pkijs.Extension({
        extnID: OID.subjectAltName,
        extnValue: new pkijs.GeneralNames({
          names: [new pkijs.GeneralName({ type: 1, value: email })],
        })
          .toSchema()
          .toBER(false),
      }),
    );
  return list;
}

export async function createCertificate(request: NewCertificate): Promise<SigningKey> {
  return (await make(request, false)).key;
}

/** A new certificate and its backup: the .p12 holds the key, protected by `password`. */
export async function createCertificateWithBackup(
  request: NewCertificate,
  password: string,
): Promise<{ key: SigningKey; backup: Uint8Array<ArrayBuffer> }> {
  if (!password) throw new RangeError('A backup needs a password');
  const { key, pair } = await make(request, true);
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', pair.privateKey);
  const backup = await makeP12(key.certificate, pkcs8, password);
  return { key: { ...key, privateKey: await lockKey(pair.privateKey) }, backup };
}

async function make(request: NewCertificate, extractable: boolean) {
  const name = request.name.trim();
  const email = request.email.trim();
  if (!name) throw new RangeError('A certificate needs a name');
  const now = request.now ?? new Date();
  const algorithm = algorithmFor(request.kind);
  const pair = (await crypto.subtle.generateKey(algorithm, extractable, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;

  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = crypto.getRandomValues(new Uint8Array(16));
  serial[0] = serial[0]! & 0x7f; // a positive INTEGER
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial.buffer });
  certificate.subject = subjectOf(name, email);
  certificate.issuer = subjectOf(name, email);
  certificate.notBefore.value = now;
  const until = new Date(now);
  until.setFullYear(until.getFullYear() + VALID_YEARS);
  certificate.notAfter.value = until;
  certificate.extensions = extensions(email);
  await certificate.subjectPublicKeyInfo.importKey(pair.publicKey);
  await certificate.sign(pair.privateKey, 'SHA-256');

  const key: SigningKey = {
    certificate: new Uint8Array(certificate.toSchema(true).toBER(false)),
    chain: [],
    privateKey: pair.privateKey,
    keyType: request.kind === 'P-256' ? 'EC' : 'RSA',
    signatureAlgorithm: request.kind === 'P-256' ? 'ECDSA' : 'RSASSA-PKCS1-v1_5',
    origin: 'created',
  };
  return { key, pair };
}
