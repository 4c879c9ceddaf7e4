import { describe, expect, test } from 'vitest';
import { foldText, labelKind, segments } from './sign-words.ts';

describe('labels in the five languages, with or without a colon, in any case or accent', () => {
  const cases: [string, 'signature' | 'initials' | 'date'][] = [
    ['Signature', 'signature'],
    ['SIGN HERE:', 'signature'],
    ['Signed:', 'signature'],
    ['Initials', 'initials'],
    ['Initial here', 'initials'],
    ['Date:', 'date'],
    ['Firma:', 'signature'],
    ['Firme aquí', 'signature'],
    ['firme aqui', 'signature'],
    ['Iniciales', 'initials'],
    ['Fecha:', 'date'],
    ['Signez ici', 'signature'],
    ['Initiales :', 'initials'],
    ['Paraphe', 'initials'],
    ['Unterschrift:', 'signature'],
    ['Hier unterschreiben', 'signature'],
    ['Initialen', 'initials'],
    ['Kürzel:', 'initials'],
    ['KÜRZEL', 'initials'],
    ['Datum', 'date'],
    ['签名', 'signature'],
    ['签字：', 'signature'],
    ['签署', 'signature'],
    ['姓名缩写', 'initials'],
    ['日期：', 'date'],
    ['客户签名：', 'signature'],
    ['签署日期', 'date'],
    ['Tenant signature', 'signature'],
    ['Signature of the landlord', 'signature'],
    ['Firma del cliente:', 'signature'],
    ['Unterschrift des Vermieters', 'signature'],
    ["Client's signature:", 'signature'],
  ];
  test.each(cases)('%s → %s', (text, kind) => {
    expect(labelKind(text)).toBe(kind);
  });
});

test('running text, other words and other dates are not labels', () => {
  for (const text of [
    'The signature policy of this agreement applies to all parties.',
    'Signatures',
    'signatures policy',
    'Signature: Ada Lovelace',
    'Date of birth:',
    'Due date',
    'Update',
    'Datumsangabe',
    'Designed',
    'Please sign the signature page and return it,',
    '本合同自双方签字之日起生效',
    '',
  ]) {
    expect(labelKind(text), text).toBeNull();
  }
});

test('folding drops case and accents and makes a full-width colon a colon', () => {
  expect(foldText(' Firme AQUÍ：')).toBe('firme aqui:');
  expect(foldText('Kürzel')).toBe('kurzel');
});

test('runs are cut at tabs, wide spaces and lines of underscores, dots or dashes', () => {
  expect(segments('Name: ________ Signature:\tDate .......').map((s) => s.text)).toEqual([
    'Name:',
    'Signature:',
    'Date',
  ]);
  const [first, second] = segments('  Sign here   Initials');
  expect(first).toEqual({ text: 'Sign here', start: 2, end: 11 });
  expect(second).toEqual({ text: 'Initials', start: 14, end: 22 });
});
