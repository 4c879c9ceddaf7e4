// What the workspace has to say above the pages: a photo of a signature being cropped (its
// dialog) or opened, a signature taken from a photo too dark or too blurred to read (in a live
// region that is always there, so what it says is announced; here, not in the tools, because a
// phone folds the tools away once a signature is ready), an XFA form, a document whose author
// restricted changes, and a problem.
import { PhotoCropDialog } from './photo-crop-dialog.tsx';
import { useSignMessages } from './messages.ts';
import type { SignatureChoice } from './use-signature.ts';

export function WorkspaceNotices(props: {
  signature: SignatureChoice;
  xfa: boolean;
  restricted: boolean;
  problem: string | null;
}) {
  const m = useSignMessages();
  const { signature } = props;
  return (
    <>
      {signature.photo && (
        <PhotoCropDialog
          photo={signature.photo}
          onConfirm={signature.confirmPhotoArea}
          onUse={signature.adoptCorrectedPhoto}
          onCancel={signature.cancelPhoto}
        />
      )}
      {signature.opening && <p className="sign-status">{m.photoOpening}</p>}
      <div
        className="signature-unreadable-region"
        role="status"
        data-testid="signature-unreadable"
        data-problem={signature.unreadable ?? undefined}
      >
        {signature.unreadable && (
          // A new node for each signature: a second dark photo is announced again.
          <p className="signature-unreadable" key={signature.asset?.url}>
            {signature.unreadable === 'tooDark' ? m.photoTooDark : m.photoTooBlurred}
          </p>
        )}
      </div>
      {props.xfa && <p className="sign-status">{m.xfaForm}</p>}
      {props.restricted && <p className="sign-status">{m.restricted}</p>}
      {props.problem && (
        <p className="sign-message" role="alert">
          {props.problem}
        </p>
      )}
    </>
  );
}
