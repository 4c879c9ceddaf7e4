// Sign with certificate: the kept certificate (or the way to make or open one), where the
// signature shows (invisible, or at the selected signature picture with the name and date) and
// whether it certifies the document, then Sign and save. Loaded when first opened, with the
// certificate and PDF-signing libraries; the signed copy is downloaded as Save downloads.
import { useEffect, useId, useRef, useState } from 'react';
import { certificateProblem } from '../../../lib/certificate/certificate-info.ts';
import { downloadBlob } from '../../../lib/files/download.ts';
import { SignRefusedError, type Certify } from '../../../lib/pdf/sign/sign-pdf.ts';
import { signedFileName } from '../../../lib/pdf/write-signed.ts';
import { CertificateSetup } from './certificate-setup.tsx';
import { certificateMessagesNow, useCertificateMessages } from './messages.ts';
import { signWithCertificate, type CertificateSignRequest } from './sign-with-certificate.ts';
import { useKeptCertificate } from './use-kept-certificate.ts';
import type { PlacedThing } from '../placed-items.ts';
import './certificate.css';

export type DocumentWork = Pick<
  CertificateSignRequest,
  'pdf' | 'placements' | 'dateText' | 'fields' | 'flatten'
>;

const dateOf = (date: Date) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date);

export default function CertificateDialog(props: {
  work: () => DocumentWork;
  /** The item selected on the pages: a signature picture can carry the visible signature. */
  selected: PlacedThing | null;
  /** The PDF already carries a digital signature (so this one cannot certify it). */
  alreadySigned: boolean;
  announce: (text: string) => void;
  onClose: () => void;
}) {
  const m = useCertificateMessages();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { state, keep, remove } = useKeptCertificate();
  const picture = props.selected?.kind === 'image' ? props.selected : null;
  const [visible, setVisible] = useState(picture !== null);
  const [certify, setCertify] = useState<Certify>('none');
  const [signing, setSigning] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const { onClose, announce } = props;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const kept = state.status === 'kept' ? state : null;
  const unusable = kept ? certificateProblem(kept.info, new Date()) : null;

  const sign = async () => {
    if (!kept || signing || unusable) return;
    setSigning(true);
    setSaid(null);
    const cm = certificateMessagesNow();
    try {
      const work = props.work();
      const bytes = await signWithCertificate({
        ...work,
        key: kept.key,
        signer: kept.info.name,
        at: visible ? picture : null,
        certify: props.alreadySigned ? 'none' : certify,
        signedBy: cm.signedBy,
        now: new Date(),
      });
      const name = signedFileName(work.pdf.name);
      downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
      setSaid({ text: cm.signed(name), problem: false });
      announce(cm.signed(name));
    } catch (error) {
      const reason = error instanceof SignRefusedError ? error.reason : 'failed';
      setSaid({ text: cm.signProblems[reason], problem: true });
    } finally {
      setSigning(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="certificate-dialog"
      aria-labelledby={`${id}-heading`}
      aria-busy={signing}
      onCancel={(event) => {
        event.preventDefault();
        if (!signing) onClose();
      }}
    >
      <div className="certificate-head">
        <h2 id={`${id}-heading`}>{m.heading}</h2>
        <button type="button" className="button button-quiet" onClick={onClose} disabled={signing}>
          {m.close}
        </button>
      </div>
      <p className="certificate-intro">{m.intro}</p>
      {state.status === 'loading' && <p className="sign-status">{m.loading}</p>}
      {state.status === 'none' && (
        <CertificateSetup
          onKeep={async (key, info) => {
            await keep(key, info);
            announce(certificateMessagesNow().kept(info.name));
          }}
        />
      )}
      {kept && (
        <>
          <section className="certificate-card" aria-labelledby={`${id}-yours`}>
            <h3 id={`${id}-yours`}>{m.yours}</h3>
            <p className="certificate-name">
              <strong>{kept.info.name}</strong>
              {kept.info.email && <span> · {kept.info.email}</span>}
            </p>
            <p>{m.validUntil(dateOf(kept.info.notAfter))}</p>
            <p className={kept.info.selfSigned ? 'certificate-warning' : undefined}>
              {kept.info.selfSigned ? m.selfSignedCertificate : m.unknownIssuer(kept.info.issuer)}
            </p>
            {unusable && (
              <p className="sign-message" role="alert">
                {m.importProblems[unusable]}
              </p>
            )}
            <button
              type="button"
              className="button button-quiet"
              disabled={signing}
              onClick={() => void remove().then(() => announce(certificateMessagesNow().removed))}
            >
              {m.remove}
            </button>
          </section>
          <fieldset className="certificate-choice">
            <legend>{m.showLegend}</legend>
            <label className="check">
              <input
                type="radio"
                name={`${id}-show`}
                checked={!visible || !picture}
                onChange={() => setVisible(false)}
              />
              {m.invisible}
            </label>
            <label className="check">
              <input
                type="radio"
                name={`${id}-show`}
                checked={visible && picture !== null}
                disabled={!picture}
                aria-describedby={picture ? undefined : `${id}-needs`}
                onChange={() => setVisible(true)}
              />
              {m.visible}
            </label>
            {!picture && (
              <p className="sign-status" id={`${id}-needs`}>
                {m.visibleNeedsPicture}
              </p>
            )}
          </fieldset>
          <fieldset className="certificate-choice" disabled={props.alreadySigned}>
            <legend>{m.certifyLegend}</legend>
            {(
              [
                ['none', m.certifyNone],
                ['no-changes', m.certifyNoChanges],
                ['form-filling', m.certifyForms],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="check">
                <input
                  type="radio"
                  name={`${id}-certify`}
                  checked={(props.alreadySigned ? 'none' : certify) === value}
                  onChange={() => setCertify(value)}
                />
                {label}
              </label>
            ))}
            {props.alreadySigned && <p className="sign-status">{m.certifyOnlyFirst}</p>}
          </fieldset>
          <button
            type="button"
            className="button button-primary"
            disabled={signing || unusable !== null}
            onClick={() => void sign()}
          >
            {signing ? m.signing : m.sign}
          </button>
        </>
      )}
      <div aria-live="polite">
        {said && (
          <p
            className={said.problem ? 'sign-message' : 'sign-status certificate-done'}
            role={said.problem ? 'alert' : undefined}
          >
            {said.text}
          </p>
        )}
      </div>
    </dialog>
  );
}
