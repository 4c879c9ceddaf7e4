// The capture model with corrections (issue 44): they are options of the result, so they survive
// thickness, trim and colour, run latest-only, are dropped by Cancel with the result before them
// kept, and a new photo or crop starts without them.
import { describe, expect, test } from 'vitest';
import type { Correction } from '../../core/correct/corrections.ts';
import { captureReducer } from './capture-model.ts';
import { initialCaptureState, shownSettings, type CaptureState } from './capture-state.ts';
import {
  blob,
  cleanedOutput,
  openAndConfirm,
  preview,
  photo,
  box,
} from './capture-model.test-helper.ts';

const pick: Correction = { kind: 'ink', x: 20, y: 10, reach: 4 };
const tap: Correction = { kind: 'notInk', x: 5, y: 5, reach: 4 };

function cleanedPhoto(): CaptureState {
  const state = openAndConfirm(initialCaptureState, blob('photo'));
  return captureReducer(state, {
    type: 'rendered',
    jobId: state.job!.id,
    output: cleanedOutput(blob('a')),
  });
}

const finish = (state: CaptureState, png = blob('next')) =>
  captureReducer(state, { type: 'rendered', jobId: state.job!.id, output: cleanedOutput(png) });

describe('corrections', () => {
  test('a correction re-renders the result; thickness, trim and colour keep it', () => {
    let state = captureReducer(cleanedPhoto(), {
      type: 'settingsChanged',
      settings: { corrections: [pick], undone: [] },
    });
    expect(state.job).toMatchObject({ kind: 'render', settings: { corrections: [pick] } });
    state = finish(state);
    for (const change of [{ thickness: 4 }, { trim: false }, { colour: 'blue' as const }]) {
      state = finish(captureReducer(state, { type: 'settingsChanged', settings: change }));
      expect(state.current?.result?.settings.corrections).toEqual([pick]);
    }
  });

  test('the newest correction wins over one still running; Cancel keeps the result before', () => {
    const done = cleanedPhoto();
    let state = captureReducer(done, {
      type: 'settingsChanged',
      settings: { corrections: [pick] },
    });
    const first = state.job!.id;
    state = captureReducer(state, {
      type: 'settingsChanged',
      settings: { corrections: [pick, tap] },
    });
    expect(shownSettings(state)?.corrections).toEqual([pick, tap]);
    state = captureReducer(state, {
      type: 'rendered',
      jobId: first,
      output: cleanedOutput(blob('old')),
    });
    expect(state.job?.kind === 'render' && state.job.settings?.corrections).toEqual([pick, tap]);
    state = captureReducer(state, { type: 'cancelled' });
    expect(state.current).toBe(done.current);
    expect(shownSettings(state)?.corrections).toEqual([]);
  });

  test('a new photo and a new crop start fresh, with the last cleaner and output options', () => {
    let state = finish(
      captureReducer(cleanedPhoto(), {
        type: 'settingsChanged',
        settings: { corrections: [pick], undone: [tap], inkLevel: 8, colour: 'blue' },
      }),
    );
    expect(state.current?.settings).toMatchObject({ corrections: [pick], inkLevel: 8 });
    const recrop = captureReducer(state, { type: 'cropRequested' });
    expect(recrop.job).toMatchObject({
      kind: 'open',
      recrop: { settings: { corrections: [], undone: [], inkLevel: 0, colour: 'blue' } },
    });
    state = captureReducer(state, { type: 'photoChosen', file: blob('another') });
    state = captureReducer(state, {
      type: 'opened',
      jobId: state.job!.id,
      picture: photo(blob('another')),
      preview,
      proposal: box,
    });
    expect(state.cropping?.settings).toMatchObject({
      corrections: [],
      inkLevel: 0,
      colour: 'blue',
    });
  });
});
