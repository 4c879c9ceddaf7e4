// The signature maker, in a modal <dialog> (focus kept inside, Escape closes, the page behind
// inert): Draw or Type, then the same output as a captured signature. Loaded on first use by
// maker-launcher.tsx, which mounts it open and unmounts it on close (and puts focus back).
import { useEffect, useId, useReducer, useRef } from 'react';
import { DrawMaker } from './draw-maker.tsx';
import { initialMakerState, makerReducer, type MakerMode } from './maker-state.ts';
import { useMakerMessages } from './messages.ts';
import { MakerOutput } from './maker-output.tsx';
import { TypeMaker } from './type-maker.tsx';
import { useFonts } from './use-fonts.ts';
import './maker.css';

export interface MakerDialogProps {
  mode: MakerMode;
  /** The dialog closed (Escape, Close): unmount it. */
  onClose(): void;
}

export default function MakerDialog({ mode, onClose }: MakerDialogProps) {
  const m = useMakerMessages();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(makerReducer, mode, initialMakerState);
  const fonts = useFonts(state.mode === 'type');
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
    // Fires for Escape and Close alike.
    const onCloseEvent = () => closed.current();
    dialog.addEventListener('close', onCloseEvent);
    return () => dialog.removeEventListener('close', onCloseEvent);
  }, []);

  // Focus where the work starts: the name for Type, the heading for Draw (the pad takes no
  // focus); again when the mode changes inside the dialog.
  useEffect(() => {
    if (state.mode === 'type') nameRef.current?.focus();
    else headingRef.current?.focus();
  }, [state.mode]);

  return (
    <dialog
      ref={dialogRef}
      className="maker-dialog"
      aria-labelledby={`${id}-title`}
      data-mode={state.mode}
    >
      <div className="maker-dialog-inner">
        <div className="maker-head">
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
            {state.mode === 'draw' ? m.drawTitle : m.typeTitle}
          </h2>
          <button
            type="button"
            className="icon-button maker-close"
            onClick={() => dialogRef.current?.close()}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
            </svg>
            {m.close}
          </button>
        </div>
        {state.mode === 'draw' ? (
          <DrawMaker state={state} dispatch={dispatch} />
        ) : (
          <TypeMaker state={state} dispatch={dispatch} fonts={fonts} nameRef={nameRef} />
        )}
        <MakerOutput
          state={state}
          dispatch={dispatch}
          version={fonts}
          ready={state.mode === 'draw' || (fonts !== 'loading' && fonts !== 'idle')}
        />
      </div>
    </dialog>
  );
}
