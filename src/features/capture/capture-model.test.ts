import { describe, expect, test } from 'vitest';
import {
  captureReducer,
  initialCaptureState,
  savable,
  shownSettings,
  type CaptureEvent,
  type CaptureState,
  type Picture,
  type RenderOutput,
} from './capture-model.ts';

const run = (events: CaptureEvent[], from: CaptureState = initialCaptureState) =>
  events.reduce(captureReducer, from);

const blob = (label: string) => new Blob([label]);
const preview = {} as ImageBitmap;

function photo(file: Blob, width = 4000, height = 3000): Picture {
  return { kind: 'photo', file, width, height, scaledFromMegapixels: null };
}

function camera(file = blob('capture.png')): Picture {
  return { kind: 'camera', file, width: 600, height: 200, scaledFromMegapixels: null };
}

const cleanedOutput = (png: Blob, width = 100, height = 50): RenderOutput => ({
  cleaned: png,
  picture: null,
  width,
  height,
  inkShare: 0.02,
});

const box = { x: 10, y: 10, width: 100, height: 50 };

/** Opens a photo through the crop step and returns the state with its crop being cleaned. */
function openAndConfirm(state: CaptureState, file: Blob) {
  let next = captureReducer(state, { type: 'photoChosen', file });
  const openId = next.job!.id;
  next = captureReducer(next, {
    type: 'opened',
    jobId: openId,
    picture: photo(file),
    preview,
    proposal: box,
  });
  next = captureReducer(next, { type: 'cropConfirmed', crop: next.cropping!.initial });
  return next;
}

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

  test('switching settings twice: only the last clean counts', () => {
    let state = captureReducer(done, { type: 'settingsChanged', settings: { algorithm: 'spec' } });
    const specJob = state.job!.id;
    state = captureReducer(state, { type: 'settingsChanged', settings: { algorithm: 'enhanced' } });
    const enhancedJob = state.job!.id;
    state = captureReducer(state, {
      type: 'rendered',
      jobId: specJob,
      output: cleanedOutput(blob('spec')),
    });
    expect(state.current?.result?.png).toBe(png);
    const newest = blob('enhanced again');
    state = captureReducer(state, {
      type: 'rendered',
      jobId: enhancedJob,
      output: cleanedOutput(newest),
    });
    expect(state.current?.result).toMatchObject({
      png: newest,
      settings: { algorithm: 'enhanced' },
    });
  });
});

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
      output: { cleaned: null, picture: cropped, width: 100, height: 50, inkShare: 0 },
    });
    expect(state.current?.source).toMatchObject({ png: cropped, crop: { rect: box } });
    expect(state.current?.result).toBeNull();
    expect(state.said?.what).toBe('cropped');
  });

  test('photos and captures keep their own settings', () => {
    let state = run([
      { type: 'captured', picture: camera() },
      { type: 'settingsChanged', settings: { thresholdOffset: 12 } },
    ]);
    expect(state.current?.settings).toEqual({ algorithm: 'spec', thresholdOffset: 12 });
    expect(state.job).toBeNull(); // nothing cleaned yet: nothing to redo
    state = openAndConfirm(state, blob('photo'));
    expect(state.job).toMatchObject({ settings: { algorithm: 'enhanced', thresholdOffset: 0 } });
    state = captureReducer(state, { type: 'captured', picture: camera() });
    expect(state.current?.settings).toEqual({ algorithm: 'spec', thresholdOffset: 12 });
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
