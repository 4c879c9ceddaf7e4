// Names as kept: cut where a character a person sees ends, never inside one; names that turn
// the direction of text or show nothing are not usable.
import { describe, expect, it } from 'vitest';
import { cleanName, cutAtGrapheme, isUsableName, NAME_MAX_LENGTH } from './wallet-records.ts';

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
