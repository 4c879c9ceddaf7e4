// A photo chosen as the signature: the Capture screen's crop step in a dialog over the document,
// opened on the area the signature seems to be in; Use this area cleans it (enhanced cleaner)
// and makes it the signature to place, Cancel or Escape leaves everything as it was.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { PhotoSession } from '../../lib/clean/photo-signature.ts';
import { useSignMessages } from './messages.ts';

const CropStep = lazy(() => import('../../components/crop/crop-step.tsx'));

export function PhotoCropDialog(props: {
  photo: PhotoSession;
  onConfirm: (crop: Crop) => Promise<void>;
  onCancel: () => void;
}) {
  const m = useSignMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const [cleaning, setCleaning] = useState(false);
  const { photo, onConfirm, onCancel } = props;

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
        <CropStep
          draft={{
            picture: photo.picture,
            preview: photo.preview,
            initial: { rect: photo.proposal, quarterTurns: 0 },
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
      </Suspense>
    </dialog>
  );
}
