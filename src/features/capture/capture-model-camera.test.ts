// The capture model with camera captures: the spec's flow (capture, Clean, Save), crop as an
// option, and settings kept per kind of source.
import { expect, test, describe } from 'vitest';
import { captureReducer } from './capture-model.ts';
import { savable } from './capture-state.ts';
import {
  blob,
  box,
  camera,
  cleanedOutput,
  openAndConfirm,
  preview,
  run,
} from './capture-model.test-helper.ts';

describe('a camera capture', () => {
  test('is current at once, uncleaned, with the spec clean; Save writes the capture', () => {
    const file = blob('capture.png');
    const state = run([{ type: 'captured', picture: camera(file) }]);
    expect(state.current?.settings.algorithm).toBe('spec');
    expect(state.current?.result).toBeNull();
    expect(savable(state)).toBe(file);
    expect(state.said?.what).toBe('captured');
  });

  test('Clean, then a new capture discards the result and the running clean', () => {
    let state = run([{ type: 'captured', picture: camera() }, { type: 'cleanRequested' }]);
    expect(state.job).toMatchObject({ kind: 'render', settings: { algorithm: 'spec' } });
    expect(savable(state)).toBeNull();
    const jobId = state.job!.id;
    const second = blob('second.png');
    state = captureReducer(state, { type: 'captured', picture: camera(second) });
    expect(state.job).toBeNull();
    state = captureReducer(state, { type: 'rendered', jobId, output: cleanedOutput(blob('old')) });
    expect(state.current?.result).toBeNull();
    expect(savable(state)).toBe(second);
  });

  test('can be cropped; an uncleaned capture stays uncleaned', () => {
    let state = run([{ type: 'captured', picture: camera() }, { type: 'cropRequested' }]);
    expect(state.job).toMatchObject({ kind: 'open', recrop: { crop: null, settings: null } });
    state = captureReducer(state, {
      type: 'opened',
      jobId: state.job!.id,
      picture: camera(),
      preview,
      proposal: box,
    });
    expect(state.cropping?.initial.rect).toEqual({ x: 0, y: 0, width: 600, height: 200 });
    state = captureReducer(state, { type: 'cropConfirmed', crop: { rect: box, quarterTurns: 0 } });
    expect(state.job).toMatchObject({ kind: 'render', settings: null });
    const cropped = blob('cropped.png');
    state = captureReducer(state, {
      type: 'rendered',
      jobId: state.job!.id,
      output: {
        cleaned: null,
        picture: cropped,
        width: 100,
        height: 50,
        inkShare: 0,
        output: null,
        check: null,
      },
    });
    expect(state.current?.source).toMatchObject({ png: cropped, crop: { rect: box } });
    expect(state.current?.result).toBeNull();
    expect(state.said?.what).toBe('cropped');
  });

  test('photos and captures keep their own settings', () => {
    let state = run([
      { type: 'captured', picture: camera() },
      { type: 'settingsChanged', settings: { thickness: 12 } },
    ]);
    expect(state.current?.settings).toMatchObject({ algorithm: 'spec', thickness: 12 });
    expect(state.job).toBeNull(); // nothing cleaned yet: nothing to redo
    state = openAndConfirm(state, blob('photo'));
    expect(state.job).toMatchObject({ settings: { algorithm: 'enhanced', thickness: 0 } });
    state = captureReducer(state, { type: 'captured', picture: camera() });
    expect(state.current?.settings).toMatchObject({ algorithm: 'spec', thickness: 12 });
  });
});

test('Discard clears the picture and stops the work; progress only for the running job', () => {
  let state = run([{ type: 'captured', picture: camera() }, { type: 'cleanRequested' }]);
  const jobId = state.job!.id;
  state = captureReducer(state, { type: 'progressed', jobId: jobId + 5, step: 'open' });
  expect(state.step).toBe('clean');
  state = captureReducer(state, { type: 'progressed', jobId, step: 'crop' });
  expect(state.step).toBe('crop');
  state = captureReducer(state, { type: 'discarded' });
  expect(state.current).toBeNull();
  expect(state.job).toBeNull();
  expect(savable(state)).toBeNull();
});
