import { describe, expect, it } from 'vitest';
import type { PlacedThing } from './placed-items.ts';
import { EMPTY_PLACED, placedReducer } from './use-placed-items.ts';

const mark = (id: number, left = 0): PlacedThing => ({
  id,
  pageIndex: 0,
  left,
  top: 0,
  width: 14,
  height: 14,
  kind: 'mark',
  mark: 'tick',
  ink: 'black',
});

describe('placed items with undo', () => {
  it('undoes adds, removes and a run of changes to one item as one step each', () => {
    let s = placedReducer(EMPTY_PLACED, { type: 'add', items: [mark(1)] });
    s = placedReducer(s, { type: 'add', items: [mark(2), mark(3)] });
    for (let left = 1; left <= 5; left++)
      s = placedReducer(s, { type: 'change', item: mark(2, left), at: 1000 + left * 16 });
    s = placedReducer(s, { type: 'remove', id: 1 });
    expect(s.items.map((i) => [i.id, i.left])).toEqual([
      [2, 5],
      [3, 0],
    ]);
    s = placedReducer(s, { type: 'undo' }); // the removal
    expect(s.items.map((i) => i.id)).toEqual([1, 2, 3]);
    s = placedReducer(s, { type: 'undo' }); // the whole drag of item 2
    expect(s.items.find((i) => i.id === 2)!.left).toBe(0);
    s = placedReducer(s, { type: 'undo' }); // adding 2 and 3 together
    expect(s.items.map((i) => i.id)).toEqual([1]);
    s = placedReducer(s, { type: 'undo' });
    expect(s.items).toEqual([]);
    expect(placedReducer(s, { type: 'undo' })).toBe(s);
  });

  it('a change to another item after a change starts a new step', () => {
    let s = placedReducer(EMPTY_PLACED, { type: 'add', items: [mark(1), mark(2)] });
    s = placedReducer(s, { type: 'change', item: mark(1, 9), at: 100 });
    s = placedReducer(s, { type: 'change', item: mark(2, 7), at: 110 });
    s = placedReducer(s, { type: 'undo' });
    expect(s.items.map((i) => i.left)).toEqual([9, 0]);
  });

  it('a later change to the same item, after a pause, is a step of its own', () => {
    let s = placedReducer(EMPTY_PLACED, { type: 'add', items: [mark(1)] });
    s = placedReducer(s, { type: 'change', item: mark(1, 10), at: 1000 });
    s = placedReducer(s, { type: 'change', item: mark(1, 20), at: 1016 }); // the same drag
    s = placedReducer(s, { type: 'change', item: mark(1, 50), at: 5000 }); // a second drag
    s = placedReducer(s, { type: 'undo' });
    expect(s.items[0].left).toBe(20);
    s = placedReducer(s, { type: 'undo' });
    expect(s.items[0].left).toBe(0);
  });
});
