// @vitest-environment jsdom
// Where a result looks wrong, its message names the correction tool's tap that fixes it; the
// tools themselves never open unasked.
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { CleanedResult } from '../capture-state.ts';
import { initialCaptureState } from '../capture-state.ts';
import { resultNotes } from './source-notice.tsx';

afterEach(cleanup);

const result = (inkShare: number, lines = false, hollow = false): CleanedResult => ({
  png: new Blob(),
  settings: initialCaptureState.preferred.photo,
  inkShare,
  output: { width: 10, height: 10, ink: { r: 0, g: 0, b: 0 }, original: null },
  check: { empty: false, blurry: false, unreadable: null },
  original: null,
  idle: [],
  hints: { lines, hollow },
});

const shown = (notes: ReturnType<typeof resultNotes>) =>
  render(
    <>
      {notes.notice}
      {notes.warning}
    </>,
  );

describe('the message under a wrong result points to the tool', () => {
  test('almost no ink: pick the ink on the photo', () => {
    shown(resultNotes(result(0), 'photo', () => {}));
    expect(screen.getByTestId('correct-pointer').textContent).toBe(
      'Or press Correct the result, choose This is the ink and tap a stroke on the photo.',
    );
  });

  test('most of the picture as ink: tap what is not ink', () => {
    shown(resultNotes(result(0.5), 'photo', () => {}));
    expect(screen.getByTestId('correct-pointer').textContent).toMatch(/choose This is not ink/);
  });

  test('lines kept as ink: the result stays usable (a warning), and the line tap is named', () => {
    const notes = resultNotes(result(0.03, true), 'photo', () => {});
    expect(notes.notice).toBeNull();
    shown(notes);
    expect(screen.getByTestId('correct-pointer').textContent).toMatch(
      /This is not ink and tap the line/,
    );
  });

  test('hollow strokes: the result stays usable, and the pick that fills them is named', () => {
    const notes = resultNotes(result(0.03, false, true), 'camera', () => {});
    expect(notes.notice).toBeNull();
    shown(notes);
    expect(screen.getByTestId('correct-pointer').textContent).toBe(
      'Some strokes came out hollow. To fill them, press Correct the result, choose This is the ink and tap a stroke.',
    );
  });

  test('a plausible result without lines says nothing', () => {
    const notes = resultNotes(result(0.03), 'photo', () => {});
    expect([notes.notice, notes.warning]).toEqual([null, null]);
  });
});
