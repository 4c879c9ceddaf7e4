// The preview that lets a person judge the result: the cleaned PNG on a checkerboard (what is
// transparent), on white paper or on a dark page (halos show there), fitted or at 1:1 (one image
// pixel per CSS pixel, scrollable, reachable by keyboard). Background and zoom are view state
// of this component only.
import { useId, useState, type ReactNode } from 'react';
import { ChoiceGroup } from '../../../components/choice/choice-group.tsx';
import { useResultMessages } from './messages.ts';
import './result.css';
import {
  PREVIEW_BACKGROUNDS,
  PREVIEW_ZOOMS,
  type PreviewBackground,
  type PreviewZoom,
} from './preview-modes.ts';

export interface ResultPreviewProps {
  /** Object URL of the output PNG; null shows `placeholder`. */
  src: string | null;
  /** The PNG's size in pixels. */
  width: number;
  height: number;
  alt: string;
  /** Newer options are being applied: the picture shown is about to change. */
  busy?: boolean;
  placeholder?: ReactNode;
  /** Shown over the view instead of the busy note (e.g. the screen's progress and Cancel). */
  overlay?: ReactNode;
  /** Marks the image (data-kind) for the screen's styles and tests. */
  kind?: string;
  defaultBackground?: PreviewBackground;
}

export function ResultPreview({
  src,
  width,
  height,
  alt,
  busy = false,
  placeholder = null,
  overlay = null,
  kind,
  defaultBackground = 'checker',
}: ResultPreviewProps) {
  const m = useResultMessages().preview;
  const name = useId();
  const [background, setBackground] = useState<PreviewBackground>(defaultBackground);
  const [zoom, setZoom] = useState<PreviewZoom>('fit');
  const actual = zoom === 'actual' && src !== null;

  return (
    <div className="result-preview">
      <div
        className={background === 'checker' ? 'result-view checkerboard' : 'result-view'}
        data-background={background}
        data-zoom={zoom}
        data-testid="result-view"
        aria-busy={busy}
        role={actual ? 'region' : undefined}
        aria-label={actual ? m.actualSizeRegion : undefined}
        tabIndex={actual ? 0 : undefined}
      >
        {src ? (
          <img src={src} width={width} height={height} alt={alt} data-kind={kind} />
        ) : (
          placeholder
        )}
        {overlay ?? (busy && <p className="preview-busy">{m.busy}</p>)}
      </div>
      <div className="result-preview-bar">
        <ChoiceGroup<PreviewBackground>
          legend={m.backgroundLegend}
          name={`preview-background-${name}`}
          options={PREVIEW_BACKGROUNDS}
          value={background}
          onChange={setBackground}
          label={(option) => m.backgrounds[option]}
        />
        <ChoiceGroup<PreviewZoom>
          legend={m.zoomLegend}
          name={`preview-zoom-${name}`}
          options={PREVIEW_ZOOMS}
          value={zoom}
          onChange={setZoom}
          label={(option) => m.zooms[option]}
          disabled={src === null}
        />
      </div>
    </div>
  );
}
