// The words that ask for a signature, initials or a date, in the five languages the app speaks,
// and the rule that tells a label from running text. Pure; tested in Node.
//
// The rule: a run of text is cut into segments at "fill" (a tab, two or more spaces, or a line of
// underscores, dots or dashes). A segment is a label when, compared without case or accents and
// without a trailing colon, it is
//   - exactly one of the phrases ("Signature", "Firme aquí", "Datum", "签名"), or
//   - for a signature or initials, a phrase with at most three other words before or after it
//     ("Tenant signature", "Signature of the landlord:", "Firma del cliente") and no sentence
//     punctuation; a date must stand alone ("Date of birth" and "Due date" are not the date of
//     signing);
//   - in Chinese, which has no spaces, a phrase at the end of a segment of at most four more
//     characters ("客户签名：", "签署日期").
// A segment that continues straight into other words on its line (running text cut by a font
// change) is excluded by the caller, which sees the neighbours.

export type PlaceKind = 'signature' | 'initials' | 'date';

const PHRASES: Record<PlaceKind, string[]> = {
  signature: [
    'signature',
    'sign here',
    'signed',
    'firma',
    'firme aqui',
    'signez ici',
    'unterschrift',
    'unterschreiben',
    'hier unterschreiben',
    '签名',
    '签字',
    '签署',
  ],
  initials: [
    'initials',
    'initial here',
    'iniciales',
    'initiales',
    'paraphe',
    'initialen',
    'kurzel',
    '姓名缩写',
  ],
  date: ['date', 'fecha', 'datum', '日期'],
};

const MAX_EXTRA_WORDS = 3;
const MAX_EXTRA_HAN = 4;

/** Lower case, no accents, compatibility forms folded (a full-width colon is a colon). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss').trim();
}

const FILL = /\t|\s{2,}|[_.…\-–—]{3,}/;

/** A run's segments between fill, with their character offsets in the run. */
export function segments(text: string): { text: string; start: number; end: number }[] {
  const found: { text: string; start: number; end: number }[] = [];
  const pattern = new RegExp(FILL.source, 'g');
  let start = 0;
  for (const match of [...text.matchAll(pattern), null]) {
    const end = match ? match.index : text.length;
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed)
      found.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
    if (match) start = match.index + match[0].length;
  }
  return found;
}

const HAN = /\p{Script=Han}/u;

/** What a segment asks for, or null when it is not a label. */
export function labelKind(segment: string): PlaceKind | null {
  const folded = foldText(segment).replace(/\s*:$/, '').trim();
  if (!folded || /[.;!?,]$/.test(folded)) return null;
  for (const kind of ['initials', 'date', 'signature'] as PlaceKind[]) {
    for (const phrase of PHRASES[kind]) {
      if (HAN.test(phrase)) {
        if (folded.endsWith(phrase) && folded.length - phrase.length <= MAX_EXTRA_HAN) return kind;
        continue;
      }
      if (folded === phrase) return kind;
      if (kind === 'date') continue;
      const words = folded.split(/\s+/);
      const target = phrase.split(' ');
      for (let at = 0; at + target.length <= words.length; at++) {
        const hit = target.every((word, i) => words[at + i].replace(/['’]s$/, '') === word);
        if (hit && words.length - target.length <= MAX_EXTRA_WORDS) return kind;
      }
    }
  }
  return null;
}
