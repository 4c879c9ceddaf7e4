// The "Your signature" panel: the current picture on a checkerboard (or, once cleaned, the result
// with its options and ways out, loaded then: result-output.tsx), the cleaner switch right above
// it, the work in progress, and Clean, Save, Crop and Discard. It renders the model and sends events; Save
// is offered only when the model has something finished to save.
import { lazy, Suspense, useEffect, type Dispatch, type ReactNode } from 'react';
import { savable, shownSettings, type CaptureEvent, type CaptureState } from './capture-state.ts';
import type { FeedbackModule } from './feedback/use-feedback-texts.ts';
import { useCaptureMessages } from './messages.ts';
import type { Reveal } from './reveal.ts';
import { useObjectUrl } from '../../components/use-object-url.ts';
import { oncePerIntent } from '../../lib/events/once-per-intent.ts';

// Through the job runner's chunk, already loaded when a result arrives (see loadResultOutput).
const ResultOutput = lazy(() =>
  import('./run-capture-job.ts').then(({ loadResultOutput }) => loadResultOutput()),
);

interface ResultPanelProps {
  state: CaptureState;
  dispatch: Dispatch<CaptureEvent>;
  dragging: boolean;
  onSave: (png: Blob) => void;
  feedback: FeedbackModule | null;
  /** Bring the panel into view (a new capture) or its Save PNG (a first result). */
  reveal: Reveal | null;
  /** The screen's notices and problems. */
  children?: ReactNode;
}

export function ResultPanel(props: ResultPanelProps) {
  const { state, dispatch, dragging, onSave, feedback, reveal, children } = props;
  const { current, job, step } = state;
  const m = useCaptureMessages();
  const result = current?.result ?? null;
  const shown = result?.png ?? current?.source.png ?? null;
  const previewUrl = useObjectUrl(shown);
  const settings = shownSettings(state);
  const toSave = savable(state);
  const busy = job !== null;
  const workStatus = feedback && (
    <feedback.WorkStatus step={step} onCancel={() => dispatch({ type: 'cancelled' })} />
  );
  useEffect(() => {
    if (reveal?.to === 'heading') feedback?.revealResult('heading');
  }, [reveal, feedback]);
  const notes =
    result && current && !busy && feedback
      ? feedback.resultNotes(result, current.source.picture.kind, (algorithm) =>
          dispatch({ type: 'settingsChanged', settings: { algorithm } }),
        )
      : null;

  return (
    <section className="panel result-panel" aria-labelledby="result-heading">
      <h2 id="result-heading" className="panel-heading" tabIndex={-1}>
        {m.resultHeading}
      </h2>
      {/* The choice that changes the result most sits with the preview: a switch shows the
          new result in the same place (the old one stays until it arrives). */}
      <div className="preview-head">
        {current && !dragging && (
          <p className="preview-state" data-testid="preview-state">
            {result ? m.shows.cleaned : m.shows.captured}
          </p>
        )}
        <label className="check preview-switch">
          <input
            type="checkbox"
            checked={settings?.algorithm === 'enhanced'}
            disabled={!settings} // the model ignores a change while a picture opens
            onChange={(event) =>
              dispatch({
                type: 'settingsChanged',
                settings: { algorithm: event.target.checked ? 'enhanced' : 'spec' },
              })
            }
          />
          {m.enhanced}
        </label>
      </div>
      {result && settings && !dragging ? (
        <div data-testid="preview">
          <Suspense fallback={null}>
            <ResultOutput
              result={result}
              url={previewUrl}
              alt={m.previewAlt.cleaned}
              settings={settings}
              busy={busy}
              dispatch={dispatch}
              workStatus={workStatus}
              reveal={reveal}
              notice={notes?.notice ?? null}
              warning={notes?.warning ?? null}
              origin={current?.source.picture.kind ?? 'photo'}
              cleanWidth={current?.source.width ?? result.output.width}
              cleanHeight={current?.source.height ?? result.output.height}
              sourceId={current?.source.id ?? 0}
            />
          </Suspense>
        </div>
      ) : (
        <div className="preview checkerboard" data-testid="preview" aria-busy={busy}>
          {previewUrl && !dragging ? (
            <img src={previewUrl} alt={m.previewAlt.captured} data-kind="captured" />
          ) : (
            <p className="preview-placeholder">{dragging ? m.dropHere : m.previewPlaceholder}</p>
          )}
          {workStatus}
        </div>
      )}
      <div className="control-bar">
        <div className="control-group">
          {!result && (
            <button
              type="button"
              className={current ? 'button button-primary' : 'button'}
              data-step="clean"
              onClick={() => dispatch({ type: 'cleanRequested' })}
              disabled={!current || busy}
            >
              {m.clean}
            </button>
          )}
          {!result && (
            <button
              type="button"
              className="button"
              onClick={oncePerIntent(() => toSave && onSave(toSave))}
              disabled={!toSave}
            >
              {m.save}
            </button>
          )}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => dispatch({ type: 'cropRequested' })}
            disabled={!current || busy}
          >
            {m.crop}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => dispatch({ type: 'discarded' })}
            disabled={!current}
          >
            {m.discard}
          </button>
        </div>
      </div>
      {children}
    </section>
  );
}
