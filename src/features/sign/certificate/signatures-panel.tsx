// The digital signatures of the open PDF, checked on this device when it opens: for each, who
// signed (the certificate's name), when they claim, whether the signed content is intact, what
// changed after it, and what its certificate is. Loaded only for a PDF that carries a signature.
import { useEffect, useId, useState } from 'react';
import { verifySignatures, type SignatureReport } from '../../../lib/pdf/sign/verify-signatures.ts';
import { useCertificateMessages, type CertificateMessages } from './messages.ts';
import './certificate.css';

type Checked =
  { status: 'checking' } | { status: 'done'; reports: SignatureReport[] } | { status: 'failed' };

const when = (date: Date) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(date);

function facts(m: CertificateMessages, report: SignatureReport): string[] {
  const out: string[] = [];
  if (report.later.revisions > 0) {
    const changes = report.later.changes.map((kind) => m.changes[kind]).join(', ');
    out.push(m.changedAfter(report.later.revisions, changes));
  } else if (report.intact) {
    out.push(m.unchanged);
  }
  if (report.certifies !== null && m.certifies[report.certifies])
    out.push(m.certifies[report.certifies]!);
  const certificate = report.certificate;
  if (certificate?.selfSigned) out.push(m.selfSignedCertificate);
  else if (certificate?.issuer) out.push(m.unknownIssuer(certificate.issuer));
  if (certificate?.expired) out.push(m.expired);
  if (certificate?.notYetValid) out.push(m.notYetValid);
  return out;
}

export default function SignaturesPanel(props: { bytes: Uint8Array }) {
  const m = useCertificateMessages();
  const id = useId();
  const [checked, setChecked] = useState<Checked>({ status: 'checking' });
  const { bytes } = props;

  useEffect(() => {
    let current = true;
    setChecked({ status: 'checking' });
    verifySignatures(bytes)
      .then((reports) => current && setChecked({ status: 'done', reports }))
      .catch(() => current && setChecked({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [bytes]);

  return (
    <section className="signatures-panel" aria-labelledby={`${id}-heading`} aria-live="polite">
      <h2 id={`${id}-heading`}>{m.panelHeading}</h2>
      {checked.status === 'checking' && <p className="sign-status">{m.checking}</p>}
      {checked.status === 'failed' && <p className="sign-message">{m.checkFailed}</p>}
      {checked.status === 'done' && (
        <>
          <p>{m.count(checked.reports.length)}</p>
          <ol>
            {checked.reports.map((report) => (
              <li key={report.field} data-intact={report.intact}>
                <p>
                  <strong>{report.signer ?? m.unknownSigner}</strong>
                  {report.email && <span> · {report.email}</span>}
                </p>
                {report.claimedAt && <p>{m.claimed(when(report.claimedAt))}</p>}
                <p className="signature-verdict">{report.intact ? m.intact : m.broken}</p>
                {facts(m, report).map((fact) => (
                  <p key={fact}>{fact}</p>
                ))}
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="signatures-note">{m.noNetwork}</p>
    </section>
  );
}
