// The cleaned result with its options and ways out (issue 13's result panel), loaded with the
// first result rather than with the page. It renders the model's current result and options,
// sends option changes to the model (which runs only the latest), hands the result to the Sign
// page and links there.
import { lazy, Suspense, useEffect, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { rgbToHex } from '../../core/output/ink-colour.ts';
import { makeSvg, makeSvgBlob } from '../../lib/output/svg-on-demand.ts';
import { setCurrentSignature } from '../../lib/session/current-signature.ts';
import { pixelsOfPng } from '../../lib/wallet/item-output.ts';
import { KeepForm } from '../../components/wallet/keep-form.tsx';
import { useCaptureKind } from './capture-kind.ts';
import type { CaptureEvent, CleanedResult, CleanSettings, SourceKind } from './capture-state.ts';
import { revealResult, type Reveal } from './reveal.ts';
import { useResultMessages } from './result/messages.ts';
import ResultPanel from './result/result-panel.tsx';
import { useCorrectMessages } from '../../components/correct/messages.ts';

// Loaded when a person first opens them: the quick path (capture, Save) never pays for them.
const CorrectTools = lazy(() => import('../../components/correct/correct-tools.tsx'));

export interface ResultOutputProps {
  result: CleanedResult;
  /** The result PNG's object URL (made by the screen, which shows pictures before results). */
  url: string | null;
  alt: string;
  /** The options shown (those being applied while a clean runs). */
  settings: CleanSettings;
  /** A job runs: the result shown is about to change and cannot be saved. */
  busy: boolean;
  dispatch: Dispatch<CaptureEvent>;
  /** The screen's progress and Cancel, shown over the preview while a job runs. */
  workStatus: ReactNode;
  /** A first result: bring Save PNG into view and focus (once this has mounted). */
  reveal: Reveal | null;
  /** A warning that the result looks wrong, shown right under it; Save PNG steps back then. */
  notice: ReactNode;
  /** A warning about the picture (blurred) that leaves the result usable: Save PNG stays first. */
  warning?: ReactNode;
  /** Where the picture came from, kept with the item in My signatures. */
  origin: SourceKind;
  /** The clean result's size (the crop's), which corrections are measured in. */
  cleanWidth: number;
  cleanHeight: number;
  /** The current source: a new one closes the corrections (it starts fresh). */
  sourceId: number;
}

export default function ResultOutput(props: ResultOutputProps) {
  const m = useResultMessages();
  const { result, url, alt, settings, busy, dispatch, workStatus, reveal, notice, warning } = props;
  const kind = useCaptureKind();
  const c = useCorrectMessages();
  const [correcting, setCorrecting] = useState(false);
  const [source, setSource] = useState(props.sourceId);
  if (source !== props.sourceId) {
    setSource(props.sourceId);
    setCorrecting(false);
  }
  const opener = useRef<HTMLButtonElement>(null);
  const { png, output } = result;
  const change = (next: Partial<CleanSettings>) =>
    dispatch({ type: 'settingsChanged', settings: next });

  useEffect(() => {
    setCurrentSignature({ png, width: output.width, height: output.height });
  }, [png, output]);
  useEffect(() => {
    if (reveal?.to === 'save') revealResult('save');
  }, [reveal]);

  return (
    <>
      <ResultPanel
        preview={{
          src: url,
          width: output.width,
          height: output.height,
          alt,
          busy,
          overlay: workStatus,
          kind: 'cleaned',
        }}
        options={{
          trim: settings.trim,
          onTrimChange: (trim) => change({ trim }),
          colour: settings.colour,
          onColourChange: (colour) => change({ colour }),
          originalHex: output.original ? rgbToHex(output.original) : undefined,
        }}
        view={
          correcting ? (
            <Suspense fallback={null}>
              <CorrectTools
                result={result}
                url={url}
                settings={settings}
                width={props.cleanWidth}
                height={props.cleanHeight}
                busy={busy}
                overlay={workStatus}
                change={change}
                onClose={() => {
                  setCorrecting(false);
                  requestAnimationFrame(() => opener.current?.focus());
                }}
              />
            </Suspense>
          ) : undefined
        }
        tools={
          !correcting && (
            <p className="result-correct">
              <button
                ref={opener}
                type="button"
                className="button"
                aria-expanded={false}
                onClick={() => setCorrecting(true)}
              >
                {c.open}
              </button>
            </p>
          )
        }
        fineTune={{
          value: settings.thickness,
          onChange: (thickness) => change({ thickness }),
        }}
        notice={
          notice || warning ? (
            <>
              {notice}
              {warning}
            </>
          ) : null
        }
        actions={{
          png,
          disabled: busy,
          primary: !notice,
          makeSvg: async () => makeSvgBlob(await pixelsOfPng(png), output.ink),
        }}
      />
      <KeepForm
        defaultKind={kind}
        disabled={busy}
        make={async () => ({
          png,
          width: output.width,
          height: output.height,
          svg: await makeSvg(await pixelsOfPng(png), output.ink),
          ink: rgbToHex(output.ink),
          origin: props.origin,
        })}
      />
      <p className="result-sign">
        <Link to={paths.sign} className="button">
          {m.signPdf}
        </Link>
      </p>
    </>
  );
}
