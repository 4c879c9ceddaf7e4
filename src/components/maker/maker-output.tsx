// The made signature as it leaves the maker: the preview on a checkerboard (what is
// transparent), the ways out shared with the Capture screen (Save PNG, Save SVG, Copy, Share),
// Keep in My signatures, Sign a PDF, and the output's options (ink, thickness, trim).
import { useEffect, useId, useState, type Dispatch } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { setCurrentSignature } from '../../lib/session/current-signature.ts';
import { ResultActions } from '../output/result-actions.tsx';
import { KeepForm } from '../wallet/keep-form.tsx';
import { InkChoice } from './ink-choice.tsx';
import { hasInk, type MakerEvent, type MakerState } from './maker-state.ts';
import { useMakerMessages } from './messages.ts';
import { ThicknessSlider } from './thickness-slider.tsx';
import { useMadeSignature } from './use-made-signature.ts';
import './maker-output.css';

export interface MakerOutputProps {
  state: MakerState;
  dispatch: Dispatch<MakerEvent>;
  /** Something outside the state that changes the output (the fonts' status). */
  version: unknown;
  /** False while the output cannot be made yet (Type's fonts are loading). */
  ready: boolean;
}

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function MakerOutput({ state, dispatch, version, ready }: MakerOutputProps) {
  const m = useMakerMessages().output;
  const id = useId();
  const { made, busy, failed } = useMadeSignature(state, version, ready);
  // A result of the other mode, or of ink since removed, is not shown while the next is made.
  const shown = hasInk(state) && made?.origin === state.mode ? made : null;
  const url = useObjectUrl(shown?.png ?? null);

  return (
    <section className="maker-output" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="maker-label">
        {m.heading}
      </h3>
      <div className="maker-preview checkerboard" data-testid="maker-preview" aria-busy={busy}>
        {url && shown ? (
          <img src={url} width={shown.width} height={shown.height} alt={m.previewAlt} />
        ) : (
          <p className="maker-preview-empty">{m.empty[state.mode]}</p>
        )}
      </div>
      {failed && (
        <p className="message message-error" role="alert">
          {m.failed}
        </p>
      )}
      <ResultActions
        png={shown?.png ?? null}
        makeSvg={() => (shown ? shown.makeSvg() : Promise.reject(new Error('Nothing made')))}
        disabled={busy}
      />
      <div className="maker-bar">
        <KeepForm
          key={state.mode}
          // My signatures is behind the dialog: it shows the item once the dialog closes.
          seeLink={false}
          make={async () => {
            if (!shown) throw new Error('Nothing made yet');
            const { png, width, height, svg, ink, origin } = shown;
            return { png, width, height, svg, ink, origin };
          }}
          defaultKind="signature"
          disabled={!shown || busy}
        />
        {shown ? (
          <Link
            to={paths.sign}
            className="button button-quiet"
            onClick={() =>
              setCurrentSignature({ png: shown.png, width: shown.width, height: shown.height })
            }
          >
            {m.signPdf}
          </Link>
        ) : (
          <button type="button" className="button button-quiet" disabled>
            {m.signPdf}
          </button>
        )}
      </div>
      <div className="maker-options">
        <InkChoice value={state.ink} onChange={(ink) => dispatch({ type: 'inkChosen', ink })} />
        <ThicknessSlider
          value={state.thickness}
          onChange={(thickness) => dispatch({ type: 'thicknessChanged', thickness })}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={state.trim}
            onChange={(event) => dispatch({ type: 'trimChanged', trim: event.target.checked })}
          />
          {m.trim}
        </label>
      </div>
    </section>
  );
}
