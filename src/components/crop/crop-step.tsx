// The crop step (its own chunk, loaded when a picture is opened): the picture with the crop box,
// Rotate, Use this area and Cancel. It only edits a crop; its screen decides what happens next
// (the Capture screen's model, or the Sign page's photo of a signature).
import { useEffect, useState, type ReactNode } from 'react';
import { turnedSize, turnRectClockwise, type Crop } from '../../core/capture/crop-geometry.ts';
import { CropFrame } from './crop-frame.tsx';
import { useCropMessages } from './messages.ts';
import './crop.css';

/** A picture opened for cropping: its upright size, a scaled-down view and the box it opens on. */
export interface CropInput {
  picture: { width: number; height: number };
  preview: ImageBitmap;
  initial: Crop;
}

interface CropStepProps {
  draft: CropInput;
  /** The screen's notices and problems (e.g. a second file dropped while cropping). */
  children?: ReactNode;
  onConfirm: (crop: Crop) => void;
  onCancel: () => void;
  /** A second way to use the area, beside Use this area (the Sign page: Use and correct). */
  alternative?: { label: string; onConfirm: (crop: Crop) => void };
}

export default function CropStep(props: CropStepProps) {
  const { draft, children, onConfirm, onCancel, alternative } = props;
  const m = useCropMessages();
  const [crop, setCrop] = useState<Crop>(draft.initial);
  const size = turnedSize(draft.picture, crop.quarterTurns);

  // When the step closes, focus goes to the result rather than back to the page's start.
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) document.getElementById('result-heading')?.focus();
      });
    },
    [],
  );

  const rotate = () =>
    setCrop(({ rect, quarterTurns }) => ({
      rect: turnRectClockwise(rect, turnedSize(draft.picture, quarterTurns)),
      quarterTurns: ((quarterTurns + 1) % 4) as Crop['quarterTurns'],
    }));

  return (
    <section
      className="panel crop-step"
      aria-labelledby="crop-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id="crop-heading" className="panel-heading">
        {m.heading}
      </h2>
      <p id="crop-hint" className="hint">
        {m.hint}
      </p>
      <CropFrame
        preview={draft.preview}
        turns={crop.quarterTurns}
        size={size}
        rect={crop.rect}
        onChange={(rect) => setCrop((current) => ({ ...current, rect }))}
        onEnter={() => onConfirm(crop)}
      />
      <div className="control-bar">
        <button type="button" className="button" onClick={rotate} aria-label={m.rotateLabel}>
          <span aria-hidden="true">↻ </span>
          {m.rotate}
        </button>
        <div className="control-group">
          <button type="button" className="button button-primary" onClick={() => onConfirm(crop)}>
            {m.use}
          </button>
          {alternative && (
            <button type="button" className="button" onClick={() => alternative.onConfirm(crop)}>
              {alternative.label}
            </button>
          )}
          <button type="button" className="button" onClick={onCancel}>
            {m.cancel}
          </button>
        </div>
      </div>
      {children}
    </section>
  );
}
