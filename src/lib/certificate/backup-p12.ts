// A password-protected .p12 of a certificate made on this device, written by PKI.js (RFC 7292):
// the private key in a shrouded key bag and the certificate in an encrypted bag, both with PBES2
// (PBKDF2 with SHA-256 and AES-256-CBC), and the whole file sealed with an HMAC-SHA-256 MAC.
// Only at creation: a kept key is non-extractable, so the backup is made from the new key
// before it is locked (create-certificate.ts), and never again.
import * as pkijs from 'pkijs';

/** PBKDF2 rounds for the bags and the MAC (OpenSSL 3's default for PKCS#12 is 2,048; more is
 *  slower to guess and still well under a second here). */
const ITERATIONS = 100_000;

const BAG = {
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

/** The same password bytes each layer gets: UTF-8, as OpenSSL reads a PBES2 password. */
const passwordBytes = (password: string) => new TextEncoder().encode(password).buffer;

export async function makeP12(
  certificateDer: Uint8Array,
  pkcs8: ArrayBuffer,
  password: string,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!password) throw new RangeError('A backup needs a password');
  const certificate = pkijs.Certificate.fromBER(certificateDer.slice());
  const keyInfo = pkijs.PrivateKeyInfo.fromBER(pkcs8);
  const encryption = {
    password: passwordBytes(password),
    // PKI.js draws a fresh IV and salt for each bag; the one named here is not used.
    contentEncryptionAlgorithm: { name: 'AES-CBC', length: 256, iv: new Uint8Array(16) },
    hmacHashAlgorithm: 'SHA-256',
    iterationCount: ITERATIONS,
  };
  const keyBag = new pkijs.PKCS8ShroudedKeyBag({ parsedValue: keyInfo });
  const pfx = new pkijs.PFX({
    parsedValue: {
      integrityMode: 0, // a password MAC
      authenticatedSafe: new pkijs.AuthenticatedSafe({
        parsedValue: {
          safeContents: [
            {
              privacyMode: 0, // the key bag encrypts itself
              value: new pkijs.SafeContents({
                safeBags: [new pkijs.SafeBag({ bagId: BAG.shroudedKey, bagValue: keyBag })],
              }),
            },
            {
              privacyMode: 1, // the certificate's bag in password-encrypted data
              value: new pkijs.SafeContents({
                safeBags: [
                  new pkijs.SafeBag({
                    bagId: BAG.certificate,
                    bagValue: new pkijs.CertBag({ parsedValue: certificate }),
                  }),
                ],
              }),
            },
          ],
        },
      }),
    },
  });
  await keyBag.makeInternalValues(encryption);
  await pfx.parsedValue!.authenticatedSafe!.makeInternalValues({
    safeContents: [{}, encryption],
  });
  await pfx.makeInternalValues({
    password: passwordBytes(password),
    iterations: ITERATIONS,
    pbkdf2HashAlgorithm: { name: 'SHA-256' },
    hmacHashAlgorithm: 'SHA-256',
  });
  return new Uint8Array(pfx.toSchema().toBER(false));
}
