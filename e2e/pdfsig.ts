// Poppler's pdfsig (Debian poppler-utils), a checker we did not write, run on a saved PDF: each
// signature's field, signer, type, signed ranges, whether it covers the whole file and whether
// its bytes verify. Used by unit and end-to-end tests; .ci/run installs poppler-utils.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PdfsigSignature {
  field: string;
  signer: string;
  type: string;
  /** "Signature is Valid." or what pdfsig says instead. */
  validation: string;
  valid: boolean;
  wholeFile: boolean;
}

function run(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { code?: string; stdout?: string };
    if (failed.code === 'ENOENT')
      throw new Error('pdfsig is missing: apt-get install -y poppler-utils', { cause: error });
    // pdfsig exits non-zero when a signature does not verify; its report is still on stdout.
    if (failed.stdout) return failed.stdout;
    throw error;
  }
}

export function parsePdfsig(report: string): PdfsigSignature[] {
  return report
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => {
      const line = (label: string) =>
        new RegExp(`- ${label}: (.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
      const validation = line('Signature Validation');
      return {
        field: line('Signature Field Name'),
        signer: line('Signer Certificate Common Name'),
        type: line('Signature Type'),
        validation,
        valid: validation === 'Signature is Valid.',
        wholeFile: /- Total document signed/.test(block),
      };
    });
}

/** pdfsig's verdict on `bytes` (written to a temporary file and removed). */
export function pdfsig(bytes: Uint8Array): PdfsigSignature[] {
  const dir = mkdtempSync(join(tmpdir(), 'inklift-pdfsig-'));
  try {
    const file = join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    return parsePdfsig(run(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
