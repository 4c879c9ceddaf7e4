// What a person puts on the pages (issue 25): a picture (a signature or initials), a text box or
// a date, a tick or a cross. Each is a rectangle on the displayed page (placement-math.ts) with its
// body; pictures and marks keep their aspect, text boxes are sized freely. Pure: tested in Node.
import { dateStampRoom } from '../../lib/pdf/date-stamp.ts';
import type { Mark } from '../../lib/pdf/fill-types.ts';
import { TEXT_LINE_HEIGHT } from '../../lib/pdf/text-layout.ts';
import { keepOnPage, placeAt, type PageSize, type Placement } from './placement-math.ts';
import type { SignatureAsset } from './signature-image.ts';

export type InkName = 'black' | 'blue';

export type ItemBody =
  | { kind: 'image'; asset: SignatureAsset; alt: string }
  | { kind: 'text'; text: string; fontSize: number; ink: InkName; date: boolean }
  | { kind: 'mark'; mark: Mark; ink: InkName };

export type PlacedThing = Placement & ItemBody;

/** What a click places: the signature picture, a text box, a date, a tick or a cross. */
export type Tool = 'signature' | 'text' | 'date' | 'tick' | 'cross';

export const TOOLS: readonly Tool[] = ['signature', 'text', 'date', 'tick', 'cross'];

/** A new text box's font size and the smallest and largest (points). */
export const TEXT_SIZE = { initial: 12, min: 6, max: 72 } as const;
/** A new tick or cross: a square this many points wide. */
export const MARK_SIZE = 14;

export const INK_RGB: Record<InkName, { r: number; g: number; b: number }> = {
  black: { r: 0.1, g: 0.1, b: 0.12 },
  blue: { r: 0.09, g: 0.2, b: 0.6 },
};

/** A text box just large enough for `text` at `fontSize` (an estimate: 0.55 em a character). */
export function textBoxSize(text: string, fontSize: number): { width: number; height: number } {
  const lines = text.split('\n');
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return {
    width: Math.max(fontSize * 4, longest * fontSize * 0.55 + fontSize * 0.6),
    height: lines.length * fontSize * TEXT_LINE_HEIGHT + fontSize * 0.3,
  };
}

/** A new item of `body` centred on (u, v) on the page, kept whole on it. */
export function placeItem(
  id: number,
  pageIndex: number,
  page: PageSize,
  u: number,
  v: number,
  body: ItemBody,
  reserveBelow = 0,
): PlacedThing {
  if (body.kind === 'image') {
    const aspect = body.asset.width / body.asset.height;
    return { ...placeAt(id, pageIndex, page, u, v, aspect, reserveBelow), ...body };
  }
  const size =
    body.kind === 'text'
      ? textBoxSize(body.text || 'M'.repeat(8), body.fontSize)
      : { width: MARK_SIZE, height: MARK_SIZE };
  const width = Math.min(size.width, page.width);
  const height = Math.min(size.height, page.height);
  return keepOnPage(
    { id, pageIndex, left: u - width / 2, top: v - height / 2, width, height, ...body },
    page,
  );
}

/** A text box resized freely by (dw, dh), at least one line of its font high, kept on the page. */
export function resizeFree(p: PlacedThing, dw: number, dh: number, page: PageSize): PlacedThing {
  const minHeight = p.kind === 'text' ? p.fontSize * TEXT_LINE_HEIGHT : 8;
  const width = Math.min(page.width - p.left, Math.max(16, p.width + dw));
  const height = Math.min(page.height - p.top, Math.max(minHeight, p.height + dh));
  return keepOnPage({ ...p, width, height }, page);
}

/**
 * Copies of a placed item on every other page (or the pages in `only`), at the same place
 * relative to each page's displayed size — so a 90°-turned or larger page gets its copy in the
 * same corner — and at the same size in points, kept whole on each page. A page that already has
 * that copy among `existing` gets none: repeating twice (a double click) stacks nothing.
 */
export function repeatOnPages(
  item: PlacedThing,
  pages: readonly (PageSize & { index: number })[],
  firstId: number,
  options: { only?: ReadonlySet<number>; existing?: readonly PlacedThing[] } = {},
): PlacedThing[] {
  const { only, existing = [] } = options;
  const from = pages.find((page) => page.index === item.pageIndex);
  if (!from) return [];
  const centreU = (item.left + item.width / 2) / from.width;
  const centreV = (item.top + item.height / 2) / from.height;
  const copies: PlacedThing[] = [];
  for (const page of pages) {
    if (page.index === item.pageIndex || (only && !only.has(page.index))) continue;
    const width = Math.min(item.width, page.width);
    const height = Math.min(item.height, page.height);
    const copy = keepOnPage(
      {
        ...item,
        id: firstId + copies.length,
        pageIndex: page.index,
        left: centreU * page.width - width / 2,
        top: centreV * page.height - height / 2,
        width,
        height,
      },
      page,
    );
    if (!existing.some((other) => sameCopy(other, copy))) copies.push(copy);
  }
  return copies;
}

/** Less than this apart (points), two items of the same content count as one on top of the
 *  other: a copy the person could not tell from the one already there. */
const SAME_PLACE = 0.5;

/** Whether two items show the same thing in the same place on the same page. */
export function sameCopy(a: PlacedThing, b: PlacedThing): boolean {
  if (a.pageIndex !== b.pageIndex) return false;
  const near = (['left', 'top', 'width', 'height'] as const).every(
    (key) => Math.abs(a[key] - b[key]) < SAME_PLACE,
  );
  if (!near) return false;
  if (a.kind === 'image') return b.kind === 'image' && a.asset.png === b.asset.png;
  if (a.kind === 'text') {
    return b.kind === 'text' && a.text === b.text && a.fontSize === b.fontSize && a.ink === b.ink;
  }
  return b.kind === 'mark' && a.mark === b.mark && a.ink === b.ink;
}

/** A text box after its text or font size changed: grown to show every line, never shrunk. */
export function fitText(p: PlacedThing, page: PageSize): PlacedThing {
  if (p.kind !== 'text') return p;
  const need = textBoxSize(p.text, p.fontSize);
  const width = Math.min(page.width, Math.max(p.width, need.width));
  const height = Math.min(page.height, Math.max(p.height, need.height));
  return keepOnPage({ ...p, width, height }, page);
}

/**
 * The items as shown and written while the date is on: each picture moved up where the date below
 * it would fall off its page (the room a picture placed or dragged with the date on keeps anyway).
 * Derived, not stored: turning the date off puts every picture back where it was, and Undo's
 * history holds the places as the person left them. Items that need no move are the same objects.
 */
export function withDateRoom(
  items: readonly PlacedThing[],
  pages: readonly PageSize[],
): PlacedThing[] {
  return items.map((item) => {
    const page = pages[item.pageIndex];
    if (item.kind !== 'image' || !page) return item;
    const kept = keepOnPage(item, page, dateStampRoom(item.height));
    return kept.top === item.top && kept.left === item.left ? item : kept;
  });
}
