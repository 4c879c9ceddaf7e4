// Whether a PDF carries a digital signature, told from its bytes without parsing: every signature
// dictionary has a /ByteRange, written uncompressed (it is patched in place after the file is
// written, so no writer can put it in a compressed object stream). A false alarm only makes a
// save incremental, which is harmless; a miss would break a signature, and cannot happen.
const MARK = new TextEncoder().encode('/ByteRange');

export function carriesSignature(bytes: Uint8Array): boolean {
  const first = MARK[0]!;
  outer: for (let i = bytes.indexOf(first); i !== -1; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < MARK.length; j++) if (bytes[i + j] !== MARK[j]) continue outer;
    return true;
  }
  return false;
}

export type BreakingChange = 'flatten' | 'encrypted';

/** The save asked for would break the signatures the PDF carries: the person chooses first. */
export class SignaturesWouldBreakError extends Error {
  constructor(readonly change: BreakingChange) {
    super(`Saving would break the PDF's digital signatures (${change})`);
    this.name = 'SignaturesWouldBreakError';
  }
}
