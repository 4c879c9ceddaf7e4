// What the workspace has to say above the pages: a photo of a signature being cropped (its
// dialog) or opened, an XFA form, a document whose author restricted changes, and a problem.
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
