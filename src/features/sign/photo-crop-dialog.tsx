// A photo chosen as the signature: the Capture screen's crop step in a dialog over the document,
// opened on the area the signature seems to be in; Use this area cleans it (enhanced cleaner)
// and makes it the signature to place; Use and correct cleans it and opens the correction tools
// on it first (Back returns to the area); Cancel or Escape leaves everything as it was.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { PhotoSession } from '../../lib/clean/photo-signature.ts';
import { useSignMessages } from './messages.ts';

const CropStep = lazy(() => import('../../components/crop/crop-step.tsx'));
const PhotoCorrectStep = lazy(() => import('./photo-correct-step.tsx'));

export function PhotoCropDialog(props: {
  photo: PhotoSession;
  onConfirm: (crop: Crop) => Promise<void>;
  /** The corrected picture is the signature to place. */
  onUse: (png: Blob) => Promise<void>;
  onCancel: () => void;
}) {
  const m = useSignMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const [cleaning, setCleaning] = useState(false);
  // The area being corrected (and the crop step's box to return to).
  const [correcting, setCorrecting] = useState<Crop | null>(null);
  const [area, setArea] = useState<Crop>({ rect: props.photo.proposal, quarterTurns: 0 });
  const { photo, onConfirm, onUse, onCancel } = props;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="photo-crop-dialog"
      aria-label={m.photoCrop}
      aria-busy={cleaning}
      onCancel={(event) => {
        event.preventDefault();
        if (!cleaning) onCancel();
      }}
    >
      <Suspense fallback={<p className="sign-status">{m.photoOpening}</p>}>
        {correcting ? (
          <PhotoCorrectStep
            photo={photo}
            crop={correcting}
            onUse={(png) => {
              if (cleaning) return;
              setCleaning(true);
              void onUse(png).finally(() => setCleaning(false));
            }}
            onBack={() => setCorrecting(null)}
          />
        ) : (
          <CropStep
            draft={{ picture: photo.picture, preview: photo.preview, initial: area }}
            alternative={{
              label: m.photoCorrect,
              onConfirm: (crop) => {
                if (cleaning) return;
                setArea(crop);
                setCorrecting(crop);
              },
            }}
            onConfirm={(crop) => {
              if (cleaning) return;
              setCleaning(true);
              void onConfirm(crop).finally(() => setCleaning(false));
            }}
            onCancel={() => {
              if (!cleaning) onCancel(); // the paper is being removed: let it finish
            }}
          >
            {cleaning && (
              <p className="sign-status" role="status">
                {m.photoCleaning}
              </p>
            )}
          </CropStep>
        )}
      </Suspense>
    </dialog>
  );
}
