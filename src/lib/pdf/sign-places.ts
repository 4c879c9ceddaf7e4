// Finds the places on a page that ask for a signature, initials or a date: its empty signature
// fields, and labels (see sign-words.ts) with the room to sign beside or above them. Pure: text
// runs and widgets in, places out, on the displayed page in points.
//
// Where the item goes, in this order: over the underscores (or dots) that follow the label on its
// line; on such a rule just above the label (a label printed under its line); in the blank to the
// right of the label up to the next words on the line or the margin; else just above the label. A
// signature is about 3:1 and 2.5 lines tall, initials 3:2 and 2 lines, each shrunk to fit the
// room and standing on the label's line; a date is a text box one line high.
import type { FormWidget, SignPlace } from './fill-types.ts';
import type { ViewRect } from './page-geometry.ts';
import type { TextRun } from './page-text.ts';
import { labelKind, segments, type PlaceKind } from './sign-words.ts';

export interface PageSize {
  index: number;
  width: number;
  height: number;
}

interface Piece {
  text: string;
  rect: ViewRect;
  size: number;
  /** A line of underscores, dots or dashes: room to sign, not an obstacle. */
  fill: boolean;
}

const FILL_LINE = /[_.…\-–—]{3,}/g;
const SHAPE: Record<PlaceKind, { lines: number; ratio: number; minEms: number }> = {
  signature: { lines: 2.5, ratio: 3, minEms: 4 },
  initials: { lines: 2, ratio: 1.5, minEms: 2 },
  date: { lines: 1, ratio: 9, minEms: 4 },
};

export function findSignPlaces(
  runs: readonly TextRun[],
  widgets: readonly FormWidget[],
  page: PageSize,
): SignPlace[] {
  const onPage = widgets.filter((w) => w.pageIndex === page.index);
  const places: SignPlace[] = onPage
    .filter((w) => w.kind === 'signature' && w.value === '')
    .map((w) => ({
      pageIndex: page.index,
      kind: 'signature',
      rect: w.rect,
      source: 'field',
      label: w.name,
    }));
  const pieces = runs.filter(horizontal).flatMap(cut);
  for (const piece of pieces) {
    if (piece.fill) continue;
    const kind = labelKind(piece.text);
    if (!kind || insideRunningText(piece, pieces)) continue;
    const rect = placeFor(kind, piece, pieces, page);
    if (onPage.some((w) => overlap(rect, w.rect) > 0.25 * rect.width * rect.height)) continue;
    places.push({ pageIndex: page.index, kind, rect, source: 'word', label: piece.text });
  }
  return readingOrder(places);
}

const horizontal = (run: TextRun) => run.rect.height < run.size * 1.5;

/** A run's labels and words, and its lines of fill, each with its share of the run's width. */
function cut(run: TextRun): Piece[] {
  const { text, rect, size } = run;
  const at = (i: number) => rect.left + (rect.width * i) / text.length;
  const piece = (t: string, start: number, end: number, fill: boolean): Piece => ({
    text: t,
    rect: { left: at(start), top: rect.top, width: at(end) - at(start), height: rect.height },
    size,
    fill,
  });
  const words = segments(text).flatMap((s) => {
    // A segment may hold fill of fewer characters than the cut's; only words matter here.
    const bare = s.text.replace(FILL_LINE, '').trim();
    return bare ? [piece(s.text, s.start, s.end, false)] : [];
  });
  const fills = [...text.matchAll(FILL_LINE)].map((m) =>
    piece(m[0], m.index, m.index + m[0].length, true),
  );
  return [...words, ...fills];
}

const sameLine = (a: ViewRect, b: ViewRect) =>
  Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top) >
  0.5 * Math.min(a.height, b.height);

/** Words set tight against the label on its line: the label is part of a sentence. */
function insideRunningText(label: Piece, pieces: readonly Piece[]): boolean {
  const gap = 0.25 * label.size;
  return pieces.some(
    (p) =>
      p !== label &&
      !p.fill &&
      /\p{L}/u.test(p.text) &&
      sameLine(p.rect, label.rect) &&
      p.rect.left < label.rect.left + label.rect.width + gap &&
      p.rect.left + p.rect.width > label.rect.left - gap,
  );
}

function placeFor(kind: PlaceKind, label: Piece, pieces: readonly Piece[], page: PageSize) {
  const { rect, size } = label;
  const right = rect.left + rect.width;
  const margin = Math.min(36, page.width * 0.05);
  const ahead = pieces
    .filter((p) => p !== label && sameLine(p.rect, rect) && p.rect.left >= right - 0.5)
    .sort((a, b) => a.rect.left - b.rect.left);
  const fill = ahead[0]?.fill && ahead[0].rect.left - right < 2 * size ? ahead[0] : undefined;
  const stop = ahead.find((p) => !p.fill)?.rect.left ?? page.width - margin;
  const shape = SHAPE[kind];
  const bottom = rect.top + rect.height;
  if (fill) return fit(kind, span(fill.rect), bottom, size, rect.height);
  const rule = pieces.find(
    (p) =>
      p.fill &&
      p.rect.top + p.rect.height <= rect.top + 0.5 * size &&
      p.rect.top + p.rect.height >= rect.top - 2.5 * size &&
      p.rect.left < right &&
      p.rect.left + p.rect.width > rect.left,
  );
  if (rule) return fit(kind, span(rule.rect), rule.rect.top + rule.rect.height, size, rect.height);
  const blank = { left: right + 0.5 * size, right: stop - 0.5 * size };
  if (blank.right - blank.left >= shape.minEms * size) {
    return fit(kind, blank, bottom, size, rect.height);
  }
  // No room beside it and no rule above: just above the label.
  const over = {
    left: rect.left,
    right: Math.min(page.width, rect.left + Math.max(rect.width, 8 * size)),
  };
  return fit(kind, over, rect.top, size, rect.height);
}

const span = (r: ViewRect) => ({ left: r.left, right: r.left + r.width });

/** The item's box standing on `bottom`, fitted into [left, right]. */
function fit(
  kind: PlaceKind,
  room: { left: number; right: number },
  bottom: number,
  size: number,
  lineHeight: number,
): ViewRect {
  const shape = SHAPE[kind];
  const available = room.right - room.left;
  if (kind === 'date') {
    const width = Math.min(available, shape.ratio * size);
    return { left: room.left, top: bottom - lineHeight, width, height: lineHeight };
  }
  let height = shape.lines * size;
  let width = height * shape.ratio;
  if (width > available) {
    width = available;
    height = width / shape.ratio;
  }
  return { left: room.left, top: Math.max(0, bottom - height), width, height };
}

function overlap(a: ViewRect, b: ViewRect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Page, then top to bottom, then left to right; places that overlap vertically by half the
 *  smaller one's height count as one line (a tall signature and the date beside it). */
export function readingOrder(places: SignPlace[]): SignPlace[] {
  const bottom = (p: SignPlace) => p.rect.top + p.rect.height;
  const sorted = [...places].sort((a, b) => a.pageIndex - b.pageIndex || bottom(a) - bottom(b));
  const lines: SignPlace[][] = [];
  for (const place of sorted) {
    const line = lines.at(-1);
    const last = line?.at(-1);
    const shared = last
      ? Math.min(bottom(last), bottom(place)) - Math.max(last.rect.top, place.rect.top)
      : 0;
    const close =
      last?.pageIndex === place.pageIndex &&
      shared >= 0.5 * Math.min(place.rect.height, last.rect.height);
    if (close) line!.push(place);
    else lines.push([place]);
  }
  return lines.flatMap((line) => line.sort((a, b) => a.rect.left - b.rect.left));
}
