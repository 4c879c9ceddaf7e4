// What an X.509 certificate says about its holder, read with PKI.js: the name and e-mail shown to
// people, when it is valid, whether it is self-signed, and whether it is strong enough to sign
// with here (RSA of at least 2048 bits or an EC key; no SHA-1). It checks no chain against any
// authority: there is no trust list and no network here.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  email: '1.2.840.113549.1.9.1',
  rsa: '1.2.840.113549.1.1.1',
  ec: '1.2.840.10045.2.1',
  sha1Rsa: '1.2.840.113549.1.1.5',
  sha1Ecdsa: '1.2.840.10045.4.1',
  sha1Dsa: '1.2.840.10040.4.3',
  subjectAltName: '2.5.29.17',
} as const;

export interface CertificateInfo {
  /** The holder's name (common name, else organisation, else the whole subject). */
  name: string;
  email: string | null;
  /** Who issued it, as a name. */
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  /** Issued by itself: nobody vouches for the name in it. */
  selfSigned: boolean;
  key: { type: 'RSA'; bits: number } | { type: 'EC'; curve: string } | { type: 'other' };
  /** The certificate's own signature uses SHA-1. */
  sha1: boolean;
}

/** Why a certificate cannot sign here. */
export type CertificateProblem = 'expired' | 'not-yet-valid' | 'weak-key' | 'sha1' | 'key-type';

export class CertificateError extends Error {
  constructor(
    readonly problem: CertificateProblem | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'CertificateError';
  }
}

// @libpdf/core installs its own PKI.js engine globally, whose digest() spreads a string algorithm
// name into an object ({0: 'S', 1: 'H', …}) that WebCrypto rejects, and PKI.js passes
// strings (SignedData.verify does). Checks here use PKI.js's own engine over WebCrypto instead.
let engine: pkijs.CryptoEngine | null = null;
export function plainEngine(): pkijs.CryptoEngine {
  engine ??= new pkijs.CryptoEngine({ name: 'webcrypto', crypto: globalThis.crypto });
  return engine;
}

export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  const asn1 = asn1js.fromBER(der);
  if (asn1.offset === -1) throw new CertificateError('unreadable', 'Not a DER certificate');
  try {
    return new pkijs.Certificate({ schema: asn1.result });
  } catch (error) {
    throw new CertificateError('unreadable', `Not an X.509 certificate: ${String(error)}`);
  }
}

function attribute(name: pkijs.RelativeDistinguishedNames, oid: string): string | null {
  const found = name.typesAndValues.find((each) => each.type === oid);
  const value = found?.value as { valueBlock?: { value?: unknown } } | undefined;
  return typeof value?.valueBlock?.value === 'string' ? value.valueBlock.value : null;
}

function displayName(name: pkijs.RelativeDistinguishedNames): string {
  const named = attribute(name, OID.commonName) ?? attribute(name, OID.organization);
  if (named) return named;
  const parts = name.typesAndValues
    .map((each) => (each.value as { valueBlock?: { value?: unknown } }).valueBlock?.value)
    .filter((value): value is string => typeof value === 'string');
  return parts.join(', ') || '?';
}

function emailOf(certificate: pkijs.Certificate): string | null {
  const inSubject = attribute(certificate.subject, OID.email);
  if (inSubject) return inSubject;
  const san = certificate.extensions?.find((each) => each.extnID === OID.subjectAltName);
  const names = san?.parsedValue as pkijs.AltName | undefined;
  const rfc822 = (names as unknown as { altNames?: pkijs.GeneralName[] })?.altNames?.find(
    (each) => each.type === 1,
  );
  return typeof rfc822?.value === 'string' ? rfc822.value : null;
}

function keyOf(certificate: pkijs.Certificate): CertificateInfo['key'] {
  const spki = certificate.subjectPublicKeyInfo;
  const algorithm = spki.algorithm.algorithmId;
  if (algorithm === OID.rsa) {
    const parsed = spki.parsedKey as pkijs.RSAPublicKey | undefined;
    const modulus = parsed?.modulus.valueBlock.valueHexView;
    if (!modulus) return { type: 'other' };
    // The INTEGER may carry a leading zero byte so that it stays positive.
    let bytes = modulus.length;
    if (modulus[0] === 0) bytes -= 1;
    return { type: 'RSA', bits: bytes * 8 };
  }
  if (algorithm === OID.ec) {
    const params = spki.algorithm.algorithmParams as asn1js.ObjectIdentifier | undefined;
    const curve = params?.valueBlock?.toString() ?? '';
    const names: Record<string, string> = {
      '1.2.840.10045.3.1.7': 'P-256',
      '1.3.132.0.34': 'P-384',
      '1.3.132.0.35': 'P-521',
    };
    return { type: 'EC', curve: names[curve] ?? curve };
  }
  return { type: 'other' };
}

function sameName(a: pkijs.RelativeDistinguishedNames, b: pkijs.RelativeDistinguishedNames) {
  return a.isEqual(b);
}

export async function describeCertificate(der: Uint8Array): Promise<CertificateInfo> {
  const certificate = parseCertificate(der);
  let selfSigned = false;
  if (sameName(certificate.issuer, certificate.subject)) {
    selfSigned = await certificate.verify(undefined, plainEngine()).catch(() => false);
  }
  const sigAlg = certificate.signatureAlgorithm.algorithmId;
  return {
    name: displayName(certificate.subject),
    email: emailOf(certificate),
    issuer: displayName(certificate.issuer),
    notBefore: certificate.notBefore.value,
    notAfter: certificate.notAfter.value,
    selfSigned,
    key: keyOf(certificate),
    sha1: sigAlg === OID.sha1Rsa || sigAlg === OID.sha1Ecdsa || sigAlg === OID.sha1Dsa,
  };
}

/** The first reason `info` cannot sign at `now`, or null when it can. */
export function certificateProblem(info: CertificateInfo, now: Date): CertificateProblem | null {
  if (info.key.type === 'other') return 'key-type';
  if (info.key.type === 'RSA' && info.key.bits < 2048) return 'weak-key';
  if (info.sha1) return 'sha1';
  if (now.getTime() < info.notBefore.getTime()) return 'not-yet-valid';
  if (now.getTime() > info.notAfter.getTime()) return 'expired';
  return null;
}
