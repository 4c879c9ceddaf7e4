// The items on the pages as the PDF writer takes them (lib/pdf/fill-types.ts): pictures with
// their alternative text, the date option's caption under each signature as a text item of its
// own, text boxes and marks in their ink. Pure.
import { dateStampSize } from '../../lib/pdf/date-stamp.ts';
import type { PlacedItem } from '../../lib/pdf/fill-types.ts';
import type { SignMessages } from './messages.ts';
import { INK_RGB, type PlacedThing } from './placed-items.ts';

export function toWriterItems(
  items: readonly PlacedThing[],
  dateText: string | null,
): PlacedItem[] {
  const out: PlacedItem[] = [];
  const rect = (item: PlacedThing) => ({
    left: item.left,
    top: item.top,
    width: item.width,
    height: item.height,
  });
  for (const item of items) {
    if (item.kind === 'image') {
      out.push({
        kind: 'image',
        pageIndex: item.pageIndex,
        rect: rect(item),
        png: item.asset.png,
        alt: item.alt,
      });
      if (dateText) {
        const { fontSize, gap } = dateStampSize(item.height);
        out.push({
          kind: 'text',
          pageIndex: item.pageIndex,
          rect: {
            left: item.left,
            // The preview's caption baseline sits about 0.75 em below its top; the writer's
            // text baseline 0.95 em (text-layout.ts).
            top: item.top + item.height + gap - 0.2 * fontSize,
            width: Math.max(item.width, dateText.length * fontSize * 0.6),
            height: fontSize * 1.2,
          },
          text: dateText,
          fontSize,
          colour: INK_RGB.black,
        });
      }
    } else if (item.kind === 'text') {
      if (!item.text.trim()) continue; // an empty box writes nothing
      out.push({
        kind: 'text',
        pageIndex: item.pageIndex,
        rect: rect(item),
        text: item.text,
        fontSize: item.fontSize,
        colour: INK_RGB[item.ink],
      });
    } else {
      out.push({
        kind: 'mark',
        pageIndex: item.pageIndex,
        rect: rect(item),
        mark: item.mark,
        colour: INK_RGB[item.ink],
      });
    }
  }
  return out;
}

/** Why Save failed, in words: characters the PDF's standard font cannot write, a field that
 *  refused its value, or anything else (the document and the work stay as they were). */
export function saveFailureText(m: SignMessages, error: unknown): string {
  const e = error as { name?: string; characters?: string[]; field?: string } | null;
  if (e?.name === 'UnwritableTextError' && e.characters?.length)
    return m.unwritable(e.characters.join(' '));
  if (e?.name === 'FieldValueError' && e.field) return m.fieldRefused(e.field);
  return m.saveFailed;
}
