import { describe, expect, it } from 'vitest';
import {
  fitText,
  placeItem,
  repeatOnPages,
  resizeFree,
  textBoxSize,
  withDateRoom,
  type PlacedThing,
} from './placed-items.ts';
import { dateStampRoom } from '../../lib/pdf/date-stamp.ts';

const asset = { png: new Uint8Array(), url: 'blob:x', width: 300, height: 100 };
const letter = { index: 0, width: 612, height: 792 };

describe('placed items', () => {
  it('a picture keeps its aspect; a mark is a small square; a text box fits its text', () => {
    const image = placeItem(1, 0, letter, 300, 400, { kind: 'image', asset, alt: 'Signature' });
    expect(image.width / image.height).toBeCloseTo(3, 9);
    const mark = placeItem(2, 0, letter, 300, 400, { kind: 'mark', mark: 'tick', ink: 'black' });
    expect([mark.width, mark.height]).toEqual([14, 14]);
    expect(mark.left + 7).toBeCloseTo(300, 9);
    const text = placeItem(3, 0, letter, 300, 400, {
      kind: 'text',
      text: 'Ada Lovelace\n12 Main Street',
      fontSize: 12,
      ink: 'blue',
      date: false,
    });
    expect(text.height).toBeGreaterThan(2 * 12);
    expect(text.width).toBeGreaterThan(13 * 12 * 0.5);
  });

  it('keeps a new item whole on its page, even at the edge', () => {
    const body = {
      kind: 'text',
      text: 'A long line of text',
      fontSize: 20,
      ink: 'black',
      date: false,
    } as const;
    const item = placeItem(1, 0, letter, 610, 790, body);
    expect(item.left + item.width).toBeLessThanOrEqual(612);
    expect(item.top + item.height).toBeLessThanOrEqual(792);
  });

  it('resizes a text box freely but never below one line of its font', () => {
    const body = { kind: 'text', text: 'x', fontSize: 12, ink: 'black', date: false } as const;
    const item = placeItem(1, 0, letter, 300, 300, body);
    const wider = resizeFree(item, 40, 0, letter);
    expect(wider.width).toBeCloseTo(item.width + 40, 9);
    expect(wider.height).toBe(item.height);
    expect(resizeFree(item, 0, -500, letter).height).toBeCloseTo(12 * 1.2, 9);
  });

  it('repeats an item on every other page at the same relative place, each page its own size', () => {
    const pages = [
      letter,
      { index: 1, width: 792, height: 612 },
      { index: 2, width: 612, height: 792 },
    ];
    const initials: PlacedThing = {
      id: 1,
      pageIndex: 0,
      left: 540,
      top: 740,
      width: 60,
      height: 40,
      kind: 'image',
      asset,
      alt: 'Initials',
    };
    const copies = repeatOnPages(initials, pages, 10);
    expect(copies.map((c) => [c.id, c.pageIndex])).toEqual([
      [10, 1],
      [11, 2],
    ]);
    expect(copies[1]).toMatchObject({ left: 540, top: 740, width: 60, height: 40 });
    // The landscape page: the same corner, relative to its own size, whole on the page.
    const landscape = copies[0];
    expect((landscape.left + 30) / 792).toBeCloseTo(570 / 612, 9);
    expect(landscape.top + landscape.height).toBeLessThanOrEqual(612);
    expect(
      repeatOnPages(initials, pages, 20, { only: new Set([2]) }).map((c) => c.pageIndex),
    ).toEqual([2]);
  });

  it('repeating again adds nothing where the copy is already there; a moved or other copy does not count', () => {
    const pages = [letter, { index: 1, width: 792, height: 612 }, { ...letter, index: 2 }];
    const tick = placeItem(1, 0, letter, 500, 700, { kind: 'mark', mark: 'tick', ink: 'black' });
    const first = repeatOnPages(tick, pages, 10);
    expect(first).toHaveLength(2);
    const existing = [tick, ...first];
    // The same item again (a double click), or one of its copies (selected after a drag back).
    expect(repeatOnPages(tick, pages, 20, { existing })).toEqual([]);
    expect(repeatOnPages(first[1], pages, 20, { existing })).toEqual([]);
    // A copy the person moved away no longer stands for its page; a cross is not a tick.
    const moved = [tick, first[0], { ...first[1], top: first[1].top - 50 }];
    expect(repeatOnPages(tick, pages, 30, { existing: moved }).map((c) => c.pageIndex)).toEqual([
      2,
    ]);
    const cross = { ...tick, id: 2, mark: 'cross' as const };
    expect(repeatOnPages(cross, pages, 40, { existing })).toHaveLength(2);
  });

  it('sizes a text box from its longest line and its line count', () => {
    const one = textBoxSize('abc', 10);
    const two = textBoxSize('abc\nabcdefghijklmnopqrstuvwxyz', 10);
    expect(two.height).toBeGreaterThan(one.height);
    expect(two.width).toBeGreaterThan(one.width);
  });

  it('grows a text box to show what is typed, and never shrinks it', () => {
    const body = { kind: 'text', text: '', fontSize: 12, ink: 'black', date: false } as const;
    const item = placeItem(1, 0, letter, 300, 300, body) as PlacedThing & { kind: 'text' };
    const typed = fitText({ ...item, text: 'Ada Lovelace, 12 Main Street' }, letter);
    expect(typed.width).toBeGreaterThanOrEqual(
      textBoxSize(typed.kind === 'text' ? typed.text : '', 12).width,
    );
    const two = fitText({ ...typed, text: 'Ada\nLovelace' } as PlacedThing, letter);
    expect(two.width).toBe(typed.width);
    expect(two.height).toBeGreaterThan(typed.height);
  });

  it('with the date on, a picture at the foot of its page moves up to leave the date room; others stay', () => {
    const body = { kind: 'image', asset, alt: 'Signature' } as const;
    // Placed (and dragged) with the date off: its foot on the page's foot.
    const low = placeItem(1, 0, letter, 300, 790, body);
    expect(low.top + low.height).toBeCloseTo(letter.height, 9);
    const high = placeItem(2, 0, letter, 300, 200, body);
    const mark = placeItem(3, 0, letter, 300, 790, { kind: 'mark', mark: 'tick', ink: 'black' });
    const items = [low, high, mark];
    const shown = withDateRoom(items, [letter]);
    const room = dateStampRoom(low.height);
    expect(shown[0].top + shown[0].height + room).toBeCloseTo(letter.height, 9);
    expect([shown[0].left, shown[0].width, shown[0].height]).toEqual([
      low.left,
      low.width,
      low.height,
    ]);
    expect(shown[1]).toBe(high);
    expect(shown[2]).toBe(mark);
    expect(items[0]).toBe(low); // the stored item is unchanged: date off puts it back
  });
});
