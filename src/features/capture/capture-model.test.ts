// The capture model with photos: the crop step, the newest picture winning, and cancel or
// failure keeping the previous result.
import { describe, expect, test } from 'vitest';
import { captureReducer } from './capture-model.ts';
import { initialCaptureState, savable, shownSettings } from './capture-state.ts';

import {
  blob,
  box,
  cleanedOutput,
  openAndConfirm,
  photo,
  preview,
} from './capture-model.test-helper.ts';

describe('a photo', () => {
  test('opens in the crop step on the proposal, then Use this area cleans it enhanced', () => {
    const file = blob('photo.jpg');
    let state = captureReducer(initialCaptureState, { type: 'photoChosen', file });
    expect(state.job).toMatchObject({ kind: 'open', file });
    expect(savable(state)).toBeNull();
    state = captureReducer(state, {
      type: 'opened',
      jobId: state.job!.id,
      picture: photo(file),
      preview,
      proposal: box,
    });
    expect(state.job).toBeNull();
    expect(state.cropping?.initial).toEqual({ rect: box, quarterTurns: 0 });
    expect(state.said?.what).toBe('cropReady');
    const crop = { rect: { ...box, width: 80 }, quarterTurns: 1 as const };
    state = captureReducer(state, { type: 'cropConfirmed', crop });
    expect(state.cropping).toBeNull();
    expect(state.job).toMatchObject({
      kind: 'render',
      crop,
      settings: { algorithm: 'enhanced' },
      sourceId: null,
    });
    const png = blob('cleaned.png');
    state = captureReducer(state, {
      type: 'rendered',
      jobId: state.job!.id,
      output: cleanedOutput(png, 80, 50),
    });
    expect(state.current?.source).toMatchObject({ crop, width: 80, height: 50, png: null });
    expect(state.current?.result).toMatchObject({ png, settings: { algorithm: 'enhanced' } });
    expect(savable(state)).toBe(png);
  });

  test('while Use this area cleans, the switch shows the cleaner used, and a change re-runs it', () => {
    // The first photo (nothing current yet, enhanced) and one after a result cleaned as the spec.
    const cases = [
      [initialCaptureState, 'enhanced', 'spec'],
      [specResult(), 'spec', 'enhanced'],
    ] as const;
    for (const [from, used, other] of cases) {
      let state = openAndConfirm(from, blob('photo'));
      expect(shownSettings(state)?.algorithm).toBe(used);
      const first = state.job!.id;
      state = captureReducer(state, { type: 'settingsChanged', settings: { algorithm: other } });
      expect(state.job).toMatchObject({
        kind: 'render',
        sourceId: null,
        settings: { algorithm: other },
      });
      expect(state.job!.id).not.toBe(first);
      expect(shownSettings(state)?.algorithm).toBe(other);
      const png = blob('cleaned');
      state = captureReducer(state, { type: 'rendered', jobId: first, output: cleanedOutput(png) });
      expect(state.job).not.toBeNull(); // the older options' answer is dropped
      const jobId = state.job!.id;
      state = captureReducer(state, { type: 'rendered', jobId, output: cleanedOutput(png) });
      expect(state.current?.result).toMatchObject({ png, settings: { algorithm: other } });
      expect(state.preferred.photo.algorithm).toBe(other);
    }
  });

  test('a big photo then a small one: the small one wins, whatever order the answers come in', () => {
    const big = blob('48 MP');
    const small = blob('small');
    let state = captureReducer(initialCaptureState, { type: 'photoChosen', file: big });
    const bigJob = state.job!.id;
    state = captureReducer(state, { type: 'photoChosen', file: small });
    const smallJob = state.job!.id;
    expect(smallJob).not.toBe(bigJob);
    // The big photo's decode answers late: dropped.
    state = captureReducer(state, {
      type: 'opened',
      jobId: bigJob,
      picture: photo(big),
      preview,
      proposal: box,
    });
    expect(state.cropping).toBeNull();
    state = captureReducer(state, {
      type: 'opened',
      jobId: smallJob,
      picture: photo(small, 300, 200),
      preview,
      proposal: box,
    });
    expect(state.cropping?.picture.file).toBe(small);
  });

  test('a photo opened while another is cleaned: the older clean result never becomes current', () => {
    const first = openAndConfirm(initialCaptureState, blob('big'));
    const bigRender = first.job!.id;
    let state = openAndConfirm(first, blob('small'));
    const smallRender = state.job!.id;
    state = captureReducer(state, {
      type: 'rendered',
      jobId: bigRender,
      output: cleanedOutput(blob('big cleaned')),
    });
    expect(state.current).toBeNull();
    expect(savable(state)).toBeNull();
    const png = blob('small cleaned');
    state = captureReducer(state, {
      type: 'rendered',
      jobId: smallRender,
      output: cleanedOutput(png),
    });
    expect(state.current?.result?.png).toBe(png);
  });

  test('Cancel in the crop step goes back to what was there', () => {
    const done = openAndConfirm(initialCaptureState, blob('one'));
    const before = captureReducer(done, {
      type: 'rendered',
      jobId: done.job!.id,
      output: cleanedOutput(blob('one cleaned')),
    });
    let state = captureReducer(before, { type: 'photoChosen', file: blob('two') });
    state = captureReducer(state, {
      type: 'opened',
      jobId: state.job!.id,
      picture: photo(blob('two')),
      preview,
      proposal: box,
    });
    expect(savable(state)).toBeNull(); // nothing is saved from behind the crop step
    state = captureReducer(state, { type: 'cropCancelled' });
    expect(state.current).toBe(before.current);
    expect(savable(state)).toBe(before.current!.result!.png);
  });
});

describe('cancel and failure keep the previous result', () => {
  const file = blob('one');
  const confirmed = openAndConfirm(initialCaptureState, file);
  const png = blob('one cleaned');
  const done = captureReducer(confirmed, {
    type: 'rendered',
    jobId: confirmed.job!.id,
    output: cleanedOutput(png),
  });

  test('cancelling a re-clean with other settings', () => {
    let state = captureReducer(done, { type: 'settingsChanged', settings: { algorithm: 'spec' } });
    expect(state.job).toMatchObject({ kind: 'render', settings: { algorithm: 'spec' } });
    expect(shownSettings(state)?.algorithm).toBe('spec');
    expect(savable(state)).toBeNull(); // never Save while a clean runs
    const jobId = state.job!.id;
    state = captureReducer(state, { type: 'cancelled' });
    expect(state.current).toBe(done.current);
    expect(shownSettings(state)?.algorithm).toBe('enhanced'); // the switch goes back
    expect(savable(state)).toBe(png);
    // The cancelled job's answer, arriving anyway, changes nothing.
    const late = captureReducer(state, {
      type: 'rendered',
      jobId,
      output: cleanedOutput(blob('x')),
    });
    expect(late.current).toBe(done.current);
  });

  test('a failing clean shows the problem and keeps the result', () => {
    let state = captureReducer(done, { type: 'cleanRequested' });
    state = captureReducer(state, {
      type: 'failed',
      jobId: state.job!.id,
      problem: { code: 'cleanFailed', detail: 'out of memory' },
    });
    expect(state.problem).toEqual({ code: 'cleanFailed', detail: 'out of memory' });
    expect(state.current).toBe(done.current);
    expect(savable(state)).toBe(png);
  });

  test('a bad file keeps everything', () => {
    let state = captureReducer(done, { type: 'photoChosen', file: blob('heic') });
    state = captureReducer(state, {
      type: 'failed',
      jobId: state.job!.id,
      problem: { code: 'heic', detail: 'HEIC' },
    });
    expect(state.current).toBe(done.current);
    expect(state.problem?.code).toBe('heic');
    const refused = captureReducer(done, { type: 'rejected', problem: { code: 'several' } });
    expect(refused.current).toBe(done.current);
    expect(refused.problem?.code).toBe('several');
  });

  test('options changed while a clean runs: its answer is dropped, only the latest runs next', () => {
    let state = captureReducer(done, { type: 'settingsChanged', settings: { algorithm: 'spec' } });
    const specJob = state.job!;
    // A dragged slider: two values while the clean runs; the job is kept (not restarted).
    state = captureReducer(state, { type: 'settingsChanged', settings: { thickness: 4 } });
    state = captureReducer(state, { type: 'settingsChanged', settings: { thickness: 8 } });
    expect(state.job).toBe(specJob);
    expect(shownSettings(state)).toMatchObject({ algorithm: 'spec', thickness: 8 });
    state = captureReducer(state, {
      type: 'rendered',
      jobId: specJob.id,
      output: cleanedOutput(blob('spec, offset 0')),
    });
    expect(state.current?.result?.png).toBe(png); // a result from older options is never shown
    expect(state.job).toMatchObject({ settings: { algorithm: 'spec', thickness: 8 } });
    expect(state.queued).toBeNull();
    const newest = blob('spec, offset 8');
    state = captureReducer(state, {
      type: 'rendered',
      jobId: state.job!.id,
      output: cleanedOutput(newest),
    });
    expect(state.current?.result?.png).toBe(newest);
    expect(state.current?.result?.settings).toMatchObject({ thickness: 8 });
    expect(state.job).toBeNull();
  });

  test('trim and colour are options of the result, on by default and original', () => {
    expect(done.current?.settings).toMatchObject({ trim: true, colour: 'original' });
    let state = captureReducer(done, { type: 'settingsChanged', settings: { colour: 'blue' } });
    expect(state.job).toMatchObject({ settings: { colour: 'blue', trim: true } });
    state = captureReducer(state, { type: 'cancelled' });
    expect(shownSettings(state)?.colour).toBe('original');
  });
});

/** A photo cleaned with the spec's Clean, the switch turned off before. */
function specResult() {
  let state = openAndConfirm(initialCaptureState, blob('earlier'));
  state = captureReducer(state, {
    type: 'rendered',
    jobId: state.job!.id,
    output: cleanedOutput(blob('e')),
  });
  state = captureReducer(state, { type: 'settingsChanged', settings: { algorithm: 'spec' } });
  return captureReducer(state, {
    type: 'rendered',
    jobId: state.job!.id,
    output: cleanedOutput(blob('s')),
  });
}
