// The optional date beside a signature: today's date written the way the document's language
// writes dates, in characters the PDF's standard Helvetica can show (else the ISO form).

/** The locale to write in: the document's own /Lang when it is a valid tag, else the reader's. */
export function documentLocale(pdfLanguage: unknown, fallback: string): string {
  if (typeof pdfLanguage === 'string' && pdfLanguage.trim()) {
    try {
      return Intl.getCanonicalLocales(pdfLanguage.trim())[0] ?? fallback;
    } catch {
      // not a language tag
    }
  }
  return fallback;
}

// Latin-1 and the few typographic marks of WinAnsi, the encoding of the standard fonts.
const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]*$/;

export function dateStampText(locale: string, date: Date): string {
  let text: string;
  try {
    text = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  } catch {
    text = '';
  }
  text = text.replace(/[\u202f\u2009]/g, ' ');
  if (text && WIN_ANSI.test(text)) return text;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date's font size for a signature `height` points tall, and the gap above it. */
export function dateStampSize(signatureHeight: number): { fontSize: number; gap: number } {
  const fontSize = Math.min(14, Math.max(7, signatureHeight * 0.28));
  return { fontSize, gap: fontSize * 0.3 };
}

/** The room (points) a date needs below a signature `height` points tall. */
export function dateStampRoom(signatureHeight: number): number {
  const { fontSize, gap } = dateStampSize(signatureHeight);
  return gap + fontSize * 1.2;
}
