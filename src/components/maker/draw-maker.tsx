// Draw: the pad, Undo (the last stroke) and Clear, and — since a keyboard cannot draw — the
// way to Type. Says what Undo and Clear did in a polite live region.
import { useState, type Dispatch } from 'react';
import { thicknessFactor } from '../../core/output/thickness.ts';
import type { MakerEvent, MakerState } from './maker-state.ts';
import { useMakerMessages } from './messages.ts';
import { INK_HEX } from './inks.ts';
import { DrawPad } from './draw-pad.tsx';

export interface DrawMakerProps {
  state: MakerState;
  dispatch: Dispatch<MakerEvent>;
}

export function DrawMaker({ state, dispatch }: DrawMakerProps) {
  const m = useMakerMessages().draw;
  const [announcement, setAnnouncement] = useState('');
  const count = state.strokes.length;

  return (
    <div className="maker-draw">
      <DrawPad
        strokes={state.strokes}
        ink={INK_HEX[state.ink]}
        thicknessFactor={thicknessFactor(state.thickness)}
        onStroke={(stroke) => {
          dispatch({ type: 'strokeAdded', stroke });
          setAnnouncement('');
        }}
        label={`${m.padLabel}: ${m.strokes(count)}`}
        hint={m.padHint}
      />
      <div className="maker-bar">
        <button
          type="button"
          className="button"
          disabled={count === 0}
          onClick={() => {
            dispatch({ type: 'strokeUndone' });
            setAnnouncement(m.announce.undone);
          }}
        >
          {m.undo}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={count === 0}
          onClick={() => {
            dispatch({ type: 'cleared' });
            setAnnouncement(m.announce.cleared);
          }}
        >
          {m.clear}
        </button>
      </div>
      <p className="maker-note">
        {m.keyboardNote}{' '}
        <button
          type="button"
          className="maker-link"
          onClick={() => dispatch({ type: 'modeChanged', mode: 'type' })}
        >
          {m.typeInstead}
        </button>
      </p>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
