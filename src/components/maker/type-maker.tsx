// Type: the name, and a choice of handwriting fonts, each option showing the name in its font.
// The fonts are loaded when Type opens (use-fonts.ts); letters they lack (Chinese, Greek, …)
// come from the system font, and the screen says so.
import { useId, type Dispatch, type Ref } from 'react';
import { MAX_TEXT_LENGTH, type MakerEvent, type MakerState } from './maker-state.ts';
import { useMakerMessages } from './messages.ts';
import { FONT_CHOICES, coveredByFonts, fontFamilyList } from './font-choices.ts';
import type { FontStatus } from './use-fonts.ts';
import './maker-type.css';

export interface TypeMakerProps {
  state: MakerState;
  dispatch: Dispatch<MakerEvent>;
  fonts: FontStatus;
  nameRef?: Ref<HTMLInputElement>;
}

export function TypeMaker({ state, dispatch, fonts, nameRef }: TypeMakerProps) {
  const m = useMakerMessages().type;
  const id = useId();
  const shown = state.text.trim() === '' ? m.sample : state.text;

  return (
    <div className="maker-type">
      <div className="maker-field">
        <label htmlFor={`${id}-name`} className="maker-label">
          {m.nameLabel}
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="text"
          className="maker-input"
          value={state.text}
          maxLength={MAX_TEXT_LENGTH}
          autoComplete="name"
          spellCheck={false}
          onChange={(event) => dispatch({ type: 'textChanged', text: event.target.value })}
        />
      </div>
      <fieldset className="maker-fonts" aria-busy={fonts === 'loading'}>
        <legend className="maker-label">{m.fontLegend}</legend>
        <div className="maker-font-options">
          {FONT_CHOICES.map((choice) => (
            <label key={choice.id} className="maker-font-option">
              <input
                type="radio"
                name={`${id}-font`}
                value={choice.id}
                checked={state.font === choice.id}
                onChange={() => dispatch({ type: 'fontChosen', font: choice.id })}
              />
              <span
                className="maker-font-sample"
                // The dialog is never pre-rendered: React sets this through the CSSOM, which
                // the Content Security Policy allows.
                style={{ fontFamily: fontFamilyList(choice.id) }}
                aria-hidden="true"
              >
                {shown}
              </span>
              <span className="maker-font-name">{choice.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div role="status" className="maker-status">
        {fonts === 'loading' && <p className="maker-note">{m.fontsLoading}</p>}
        {fonts === 'failed' && <p className="message message-error">{m.fontsFailed}</p>}
        {!coveredByFonts(state.text) && <p className="message message-info">{m.systemFontNote}</p>}
      </div>
      <p className="maker-note">
        <button
          type="button"
          className="maker-link"
          onClick={() => dispatch({ type: 'modeChanged', mode: 'draw' })}
        >
          {m.drawInstead}
        </button>
      </p>
    </div>
  );
}
