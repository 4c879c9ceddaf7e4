// What typed text the saved PDF can hold. Text is written in a standard font (Helvetica), which
// needs no embedding but only has the glyphs of WinAnsi: Latin-1 and a few more. Anything else
// (Chinese, Greek, Polish ł, emoji) would need a font of its own, several megabytes for CJK, so
// the writer refuses it with a typed error rather than write something other than what was typed;
// the page can call unwritableCharacters while the person types and say so early.

// WinAnsi's code points 0x80–0x9F map to these characters; 0x20–0x7E and 0xA0–0xFF are Latin-1.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function writable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/** The distinct characters of `text` a standard PDF font cannot show, in order of appearance.
 *  Line breaks are fine (they start a new line); a tab counts as a space. */
export function unwritableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text.normalize('NFC')) {
    if (char === '\n' || char === '\r' || char === '\t') continue;
    if (!writable(char)) found.add(char);
  }
  return [...found];
}

/** Thrown by the writer for text it cannot write; `field` names the form field, if it was one. */
export class UnwritableTextError extends Error {
  constructor(
    readonly characters: string[],
    readonly field?: string,
  ) {
    super(
      `Cannot write ${characters.map((c) => JSON.stringify(c)).join(', ')} with a standard PDF font` +
        (field ? ` (field "${field}")` : ''),
    );
    this.name = 'UnwritableTextError';
  }
}

/** Text as the writer draws it: NFC, tabs as spaces, one entry per line. Throws
 *  UnwritableTextError for characters it cannot write. */
export function writableLines(text: string, field?: string): string[] {
  const bad = unwritableCharacters(text);
  if (bad.length > 0) throw new UnwritableTextError(bad, field);
  return text
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .split(/\r\n|\r|\n/);
}
