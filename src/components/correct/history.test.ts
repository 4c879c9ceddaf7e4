import { describe, expect, test } from 'vitest';
import { added, redo, rounded, undo } from './history.ts';
import type { Correction } from '../../core/correct/corrections.ts';

const pick: Correction = { kind: 'ink', x: 10, y: 5, reach: 4 };
const tap: Correction = { kind: 'notInk', x: 1, y: 2, reach: 4 };

describe('the corrections history', () => {
  test('undo and redo move the last correction and back; a new one clears redo', () => {
    let h = added(added({ corrections: [], undone: [] }, pick), tap);
    expect(h.corrections).toEqual([pick, tap]);
    h = undo(h)!;
    expect(h).toEqual({ corrections: [pick], undone: [tap] });
    h = redo(h)!;
    expect(h).toEqual({ corrections: [pick, tap], undone: [] });
    h = undo(undo(h)!)!;
    expect(h).toEqual({ corrections: [], undone: [tap, pick] });
    expect(undo(h)).toBeNull();
    h = added(redo(h)!, tap);
    expect(h).toEqual({ corrections: [pick, tap], undone: [] });
    expect(redo(h)).toBeNull();
  });

  test('rounds pointer positions to a tenth of a pixel', () => {
    expect(rounded({ kind: 'ink', x: 1.234, y: 5.678, reach: 3.33 })).toEqual({
      kind: 'ink',
      x: 1.2,
      y: 5.7,
      reach: 3.3,
    });
    expect(
      rounded({ kind: 'brush', mode: 'erase', points: [1.26, 2.01], radius: 2.55 }),
    ).toMatchObject({
      points: [1.3, 2],
      radius: 2.6,
    });
  });
});
