// Names as kept: cut where a character a person sees ends, never inside one; names that turn
// the direction of text or show nothing are not usable.
import { describe, expect, it } from 'vitest';
import {
  cleanName,
  cutAtGrapheme,
  isUsableName,
  NAME_MAX_LENGTH,
  readRecord,
  svgBlobOf,
  toRecord,
} from './wallet-records.ts';

describe('names', () => {
  it('are cut at a grapheme boundary, not inside an emoji or an accent', () => {
    const family = '👨‍👩‍👧‍👦'; // 11 UTF-16 units, one grapheme
    const name = 'a'.repeat(NAME_MAX_LENGTH - 5) + family;
    expect(cleanName(name, 'x')).toBe('a'.repeat(NAME_MAX_LENGTH - 5));
    const accents = 'e\u0301'.repeat(NAME_MAX_LENGTH); // é as e + combining acute
    const cut = cleanName(accents, 'x');
    expect(cut.length).toBe(NAME_MAX_LENGTH);
    expect(cut.endsWith('e\u0301')).toBe(true);
    expect(cutAtGrapheme('ab😀', 3)).toBe('ab');
    expect(cutAtGrapheme('short', 80)).toBe('short');
  });

  it('with a direction override or nothing visible are not usable, and fall back when kept', () => {
    for (const name of [
      '\u202egnp.exe',
      'Jo\u202dhn',
      'A\u2067B',
      '\u200b',
      '\u200b\u200c\u2060',
      '\u00ad ',
    ]) {
      expect(isUsableName(name)).toBe(false);
      expect(cleanName(name, 'Signature')).toBe('Signature');
    }
    for (const name of ['Jane', 'توقيع', '签名', 'e\u0301', 'A\u200dB'])
      expect(isUsableName(name)).toBe(true);
  });
});

describe('the SVG of a record', () => {
  const own =
    '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2" viewBox="0 0 3 2"><path fill="#000000" d="M0 0L1 1Z"/></svg>';
  const record = (svg: unknown) => ({
    id: 'r',
    v: 1,
    kind: 'signature',
    name: 'R',
    png: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], {
      type: 'image/png',
    }),
    width: 3,
    height: 2,
    svg,
    ink: '#000000',
  });

  it('is listed as a Blob: one written as text by an earlier version opens, a foreign text does not', async () => {
    const listed = readRecord(record(own))!;
    expect(listed.svg).toBeInstanceOf(Blob);
    expect(await listed.svg!.text()).toBe(own);
    expect(readRecord(record('<svg><script>alert(1)</script></svg>'))!.svg).toBeNull();
    expect(readRecord(record(null))!.svg).toBeNull();
  });

  it('kept as a Blob is handed back as it is, unread', async () => {
    const blob = new Blob([own], { type: 'image/svg+xml' });
    expect(readRecord(record(blob))!.svg).toBe(blob);
    const kept = await toRecord(
      {
        kind: 'signature',
        name: 'S',
        png: blob,
        width: 3,
        height: 2,
        svg: own,
        ink: '#000000',
        origin: 'draw',
      },
      'id',
      1,
    );
    expect(kept.svg).toBeInstanceOf(Blob);
    expect(await (kept.svg as Blob).text()).toBe(own);
    expect(svgBlobOf(42)).toBeNull();
  });
});
