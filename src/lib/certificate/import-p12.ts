// A .p12/.pfx file opened with its password (read by @libpdf/core's P12Signer: PBES2 and the
// older 3DES encryption, both checked against its MAC), turned into a key this app can keep: the
// certificate and its chain as DER, the private key imported again as non-extractable, and a
// certificate that cannot sign here refused, said why (wrong password, no key in the file,
// expired, not yet valid, RSA under 2048 bits, SHA-1).
import { P12Signer, SignerError } from '@libpdf/core';
import {
  certificateProblem,
  describeCertificate,
  type CertificateInfo,
  type CertificateProblem,
} from './certificate-info.ts';
import { lockKey, type SigningKey } from './signing-key.ts';

export type ImportProblem =
  'wrong-password' | 'no-key' | 'no-certificate' | 'unreadable' | CertificateProblem;

export class ImportError extends Error {
  constructor(
    readonly problem: ImportProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

function problemOf(error: unknown): ImportProblem {
  const message = error instanceof Error ? error.message : String(error);
  if (/password|MAC|integrity/i.test(message)) return 'wrong-password';
  if (/No private key/i.test(message)) return 'no-key';
  if (/No certificates/i.test(message)) return 'no-certificate';
  return 'unreadable';
}

export async function importP12(
  file: Uint8Array,
  password: string,
  now = new Date(),
): Promise<{ key: SigningKey; info: CertificateInfo }> {
  let signer: P12Signer;
  try {
    signer = await P12Signer.create(file, password);
  } catch (error) {
    const problem = error instanceof SignerError ? problemOf(error) : 'unreadable';
    throw new ImportError(problem, `The .p12 file was not opened: ${String(error)}`);
  }
  const info = await describeCertificate(signer.certificate);
  const problem = certificateProblem(info, now);
  if (problem) throw new ImportError(problem, `This certificate cannot sign: ${problem}`);
  // P12Signer keeps the key it imported (extractable) in a field its type calls private.
  const extractable = (signer as unknown as { privateKey: CryptoKey }).privateKey;
  const privateKey = await lockKey(extractable);
  return {
    key: {
      certificate: signer.certificate,
      chain: signer.certificateChain,
      privateKey,
      keyType: signer.keyType,
      signatureAlgorithm: signer.signatureAlgorithm,
      origin: 'imported',
    },
    info,
  };
}
