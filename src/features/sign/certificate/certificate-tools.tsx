// What the Sign workspace shows of digital signatures: the panel of the signatures the open PDF
// carries (loaded only for such a PDF), the Sign with certificate button and its dialog (loaded
// when first opened), and the choice asked before a save that would break a signature.
import { lazy, Suspense, useMemo, useState } from 'react';
import { carriesSignature, type BreakingChange } from '../../../lib/pdf/sign/carries-signature.ts';
import type { PlacedThing } from '../placed-items.ts';
import type { DocumentWork } from './certificate-dialog.tsx';
import { useCertificateMessages } from './messages.ts';

const CertificateDialog = lazy(() => import('./certificate-dialog.tsx'));
const SignaturesPanel = lazy(() => import('./signatures-panel.tsx'));

export function CertificateTools(props: {
  work: () => DocumentWork;
  bytes: Uint8Array;
  selected: PlacedThing | null;
  announce: (text: string) => void;
}) {
  const m = useCertificateMessages();
  const [open, setOpen] = useState(false);
  const signed = useMemo(() => carriesSignature(props.bytes), [props.bytes]);
  return (
    <>
      {signed && (
        <Suspense fallback={<p className="sign-status">{m.checking}</p>}>
          <SignaturesPanel bytes={props.bytes} />
        </Suspense>
      )}
      <div className="sign-bar">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {m.open}
        </button>
      </div>
      {open && (
        <Suspense fallback={<p className="sign-status">{m.loading}</p>}>
          <CertificateDialog
            work={props.work}
            selected={props.selected}
            alreadySigned={signed}
            announce={props.announce}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** Asked before a save that would break the PDF's digital signature: keep it, or break it. */
export function BreakSignatures(props: {
  change: BreakingChange;
  onChoose: (choice: 'keep' | 'break' | 'cancel') => void;
}) {
  const m = useCertificateMessages();
  const text = props.change === 'flatten' ? m.breakFlatten : m.breakEncrypted;
  return (
    <div className="sign-message" role="alertdialog" aria-label={text}>
      <p>{text}</p>
      <div className="sign-bar">
        {props.change === 'flatten' && (
          <button
            type="button"
            className="button button-primary"
            autoFocus
            onClick={() => props.onChoose('keep')}
          >
            {m.keepAndSave}
          </button>
        )}
        <button
          type="button"
          className="button button-danger"
          onClick={() => props.onChoose('break')}
        >
          {m.breakAndSave}
        </button>
        <button
          type="button"
          className="button button-quiet"
          autoFocus={props.change !== 'flatten'}
          onClick={() => props.onChoose('cancel')}
        >
          {m.cancel}
        </button>
      </div>
    </div>
  );
}
