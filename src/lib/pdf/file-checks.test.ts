import { expect, test } from 'vitest';
import { looksLikePdf } from './open-pdf.ts';
import { signedFileName } from './write-signed.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

test('a PDF is recognised by its header within the first kilobyte, as readers accept', () => {
  expect(looksLikePdf(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe(true);
  expect(looksLikePdf(bytes(`${' '.repeat(500)}%PDF-1.4`))).toBe(true);
  expect(looksLikePdf(bytes(`${' '.repeat(1100)}%PDF-1.4`))).toBe(false);
  expect(looksLikePdf(bytes('PK\u0003\u0004 a zip file'))).toBe(false);
  expect(looksLikePdf(new Uint8Array(0))).toBe(false);
});

test('the signed copy is named after the original', () => {
  expect(signedFileName('contract.pdf')).toBe('contract-signed.pdf');
  expect(signedFileName('Lease 2026.PDF')).toBe('Lease 2026-signed.pdf');
  expect(signedFileName('scan')).toBe('scan-signed.pdf');
  expect(signedFileName('.pdf')).toBe('document-signed.pdf');
});
