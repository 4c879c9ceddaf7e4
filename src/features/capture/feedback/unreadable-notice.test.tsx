// @vitest-environment jsdom
// A picture too dark or too blurred to read says so under its result — an empty-looking result
// too — with what to do, as a status screen readers announce; never a result without a word.
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Unreadable } from '../../../core/guidance/check-source.ts';
import type { CleanedResult } from '../capture-state.ts';
import { initialCaptureState } from '../capture-state.ts';
import { resultNotes } from './source-notice.tsx';

afterEach(cleanup);

const result = (inkShare: number, unreadable: Unreadable): CleanedResult => ({
  png: new Blob(),
  settings: initialCaptureState.preferred.photo,
  inkShare,
  output: { width: 10, height: 10, ink: { r: 0, g: 0, b: 0 }, original: null },
  check: { empty: unreadable === 'tooDark', blurry: unreadable === 'tooBlurred', unreadable },
  original: null,
  idle: [],
  hints: { lines: true, hollow: false },
});

const shown = (notes: ReturnType<typeof resultNotes>) =>
  render(
    <>
      {notes.notice}
      {notes.warning}
    </>,
  );

describe('too dark or too blurred to read', () => {
  test('an empty result of a dark capture: "too dark", not "no signature", and what to do', () => {
    const notes = resultNotes(result(0, 'tooDark'), 'camera', () => {});
    expect(notes.warning).toBeNull();
    shown(notes);
    const notice = screen.getByRole('status');
    expect(notice.dataset.problem).toBe('tooDark');
    expect(notice.textContent).toBe(
      'This capture is too dark to read the signature: strokes may be missing or speckled. Add light (a lamp or a window) and capture again, or press Open a photo.',
    );
    expect(screen.queryByTestId('correct-pointer')).toBeNull(); // not the implausible notice
  });

  test('a blurred photo whose result does not look wrong: a warning, Save PNG stays first', () => {
    const notes = resultNotes(result(0.02, 'tooBlurred'), 'photo', () => {});
    expect(notes.notice).toBeNull();
    shown(notes);
    const warning = screen.getByRole('status');
    expect(warning.dataset.problem).toBe('tooBlurred');
    expect(warning.textContent).toMatch(/^This photo is too blurred to read the signature/);
    expect(warning.textContent).toMatch(/holding still and letting the camera focus/);
    // The correction hint (lines kept) waits for a picture that can be read.
    expect(screen.queryByTestId('correct-pointer')).toBeNull();
  });
});
