// The certificate and key that sign PDFs here, as kept in IndexedDB and handed to the signer:
// the DER certificate (and any chain from a .p12), the private key as a WebCrypto key that no
// script can read out, and the algorithm the key signs with.
export type KeyKind = 'P-256' | 'RSA-2048';

export interface SigningKey {
  /** DER-encoded X.509 certificate of the signer. */
  certificate: Uint8Array;
  /** DER certificates above it, from a .p12 (none for one created here). */
  chain: Uint8Array[];
  /** Non-extractable: it signs, it is never read. */
  privateKey: CryptoKey;
  keyType: 'RSA' | 'EC';
  signatureAlgorithm: 'RSASSA-PKCS1-v1_5' | 'RSA-PSS' | 'ECDSA';
  /** Where it came from: made on this device, or imported from a .p12/.pfx. */
  origin: 'created' | 'imported';
}

export const VALID_YEARS = 3;

export function algorithmFor(kind: KeyKind): RsaHashedKeyGenParams | EcKeyGenParams {
  return kind === 'P-256'
    ? { name: 'ECDSA', namedCurve: 'P-256' }
    : {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      };
}

/** The same key, imported again so that nothing can read it out. */
export async function lockKey(key: CryptoKey): Promise<CryptoKey> {
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', key);
  return crypto.subtle.importKey('pkcs8', pkcs8, key.algorithm, false, ['sign']);
}
