import { describe, expect, it } from 'vitest';
import {
  MAX_TEXT_LENGTH,
  hasInk,
  initialMakerState,
  makerReducer,
  type MakerEvent,
  type MakerState,
} from './maker-state.ts';
import type { Stroke } from './stroke-geometry.ts';

const stroke = (x: number): Stroke => ({ points: [{ x, y: 10, pressure: 0.5 }], pressure: false });
const run = (state: MakerState, ...events: MakerEvent[]) => events.reduce(makerReducer, state);

describe('makerReducer', () => {
  it('starts empty in the mode asked for, black, usual thickness, trimmed', () => {
    const state = initialMakerState('type');
    expect(state).toMatchObject({ mode: 'type', strokes: [], text: '', ink: 'black' });
    expect(state.thickness).toBe(0);
    expect(state.trim).toBe(true);
    expect(hasInk(state)).toBe(false);
  });

  it('adds strokes; Undo takes the last one off, Clear all of them', () => {
    const drawn = run(
      initialMakerState('draw'),
      { type: 'strokeAdded', stroke: stroke(1) },
      { type: 'strokeAdded', stroke: stroke(2) },
      { type: 'strokeAdded', stroke: stroke(3) },
    );
    expect(hasInk(drawn)).toBe(true);
    const undone = makerReducer(drawn, { type: 'strokeUndone' });
    expect(undone.strokes.map((s) => s.points[0].x)).toEqual([1, 2]);
    expect(drawn.strokes).toHaveLength(3); // the old state is untouched
    const cleared = makerReducer(undone, { type: 'cleared' });
    expect(cleared.strokes).toEqual([]);
    expect(hasInk(cleared)).toBe(false);
  });

  it('ignores an empty stroke, and Undo or Clear with nothing drawn', () => {
    const empty = initialMakerState('draw');
    expect(
      makerReducer(empty, { type: 'strokeAdded', stroke: { points: [], pressure: false } }),
    ).toBe(empty);
    expect(makerReducer(empty, { type: 'strokeUndone' })).toBe(empty);
    expect(makerReducer(empty, { type: 'cleared' })).toBe(empty);
  });

  it('keeps the drawing and the name when switching between Draw and Type', () => {
    const state = run(
      initialMakerState('draw'),
      { type: 'strokeAdded', stroke: stroke(1) },
      { type: 'modeChanged', mode: 'type' },
      { type: 'textChanged', text: 'Ada Lovelace' },
    );
    expect(state.mode).toBe('type');
    expect(hasInk(state)).toBe(true);
    const back = makerReducer(state, { type: 'modeChanged', mode: 'draw' });
    expect(back.strokes).toHaveLength(1);
    expect(back.text).toBe('Ada Lovelace');
  });

  it('counts a name of spaces as no ink, and cuts a long name at 60 characters', () => {
    const spaces = run(initialMakerState('type'), { type: 'textChanged', text: '   ' });
    expect(hasInk(spaces)).toBe(false);
    const long = makerReducer(spaces, { type: 'textChanged', text: '签'.repeat(80) });
    expect([...long.text]).toHaveLength(MAX_TEXT_LENGTH);
  });

  it('keeps the thickness on the slider’s scale', () => {
    const state = initialMakerState('draw');
    expect(makerReducer(state, { type: 'thicknessChanged', thickness: 3 }).thickness).toBe(3);
    expect(makerReducer(state, { type: 'thicknessChanged', thickness: 40 }).thickness).toBe(8);
    expect(makerReducer(state, { type: 'thicknessChanged', thickness: -9 }).thickness).toBe(-8);
  });

  it('takes the ink, the font and trim, and refuses what it does not know', () => {
    const state = run(
      initialMakerState('type'),
      { type: 'inkChosen', ink: 'blue' },
      { type: 'fontChosen', font: 'vibes' },
      { type: 'trimChanged', trim: false },
    );
    expect(state).toMatchObject({ ink: 'blue', font: 'vibes', trim: false });
    expect(() =>
      makerReducer(state, { type: 'inkChosen', ink: 'red' as unknown as 'blue' }),
    ).toThrow(/ink/);
    expect(() =>
      makerReducer(state, { type: 'fontChosen', font: 'comic' as unknown as 'vibes' }),
    ).toThrow(/font/);
  });
});
