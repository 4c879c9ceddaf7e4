// No certificate yet: create one on this device (name, e-mail, P-256 or RSA 2048; self-signed,
// three years, said plainly), or open a .p12/.pfx with its password. A file that cannot be used
// is refused with its reason; nothing is kept until it opened and passed every check. A new
// certificate can come with a password-protected backup (.p12), saved as it is created: the
// only moment its key can be written out.
import { useId, useState, type FormEvent } from 'react';
import {
  describeCertificate,
  type CertificateInfo,
} from '../../../lib/certificate/certificate-info.ts';
import {
  createCertificate,
  createCertificateWithBackup,
} from '../../../lib/certificate/create-certificate.ts';
import { downloadBlob } from '../../../lib/files/download.ts';
import { ImportError, importP12 } from '../../../lib/certificate/import-p12.ts';
import type { KeyKind, SigningKey } from '../../../lib/certificate/signing-key.ts';
import { useCertificateMessages } from './messages.ts';

/** The shortest backup password accepted (the file may leave this device). */
const BACKUP_PASSWORD_MIN = 8;
const BACKUP_FILE = 'inklift-certificate.p12';

export function CertificateSetup(props: {
  onKeep: (key: SigningKey, info: CertificateInfo) => Promise<void>;
}) {
  const m = useCertificateMessages();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<KeyKind>('P-256');
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [backup, setBackup] = useState(false);
  const [backupPassword, setBackupPassword] = useState('');
  const [backupRepeat, setBackupRepeat] = useState('');
  const [busy, setBusy] = useState<'create' | 'import' | null>(null);
  const [problem, setProblem] = useState<{ form: 'create' | 'import'; text: string } | null>(null);

  const keep = async (key: SigningKey, info: CertificateInfo, form: 'create' | 'import') => {
    try {
      await props.onKeep(key, info);
    } catch {
      setProblem({ form, text: m.storeFailed });
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !name.trim()) return;
    if (backup && [...backupPassword].length < BACKUP_PASSWORD_MIN)
      return setProblem({ form: 'create', text: m.backupShort });
    if (backup && backupPassword !== backupRepeat)
      return setProblem({ form: 'create', text: m.backupMismatch });
    setBusy('create');
    setProblem(null);
    try {
      const request = { name, email, kind };
      let key: SigningKey;
      if (backup) {
        const made = await createCertificateWithBackup(request, backupPassword);
        downloadBlob(new Blob([made.backup], { type: 'application/x-pkcs12' }), BACKUP_FILE);
        key = made.key;
      } else key = await createCertificate(request);
      await keep(key, await describeCertificate(key.certificate), 'create');
    } catch {
      setProblem({ form: 'create', text: m.signProblems.failed });
    } finally {
      setBusy(null);
    }
  };

  const open = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setProblem({ form: 'import', text: m.chooseFile });
    setBusy('import');
    setProblem(null);
    try {
      const { key, info } = await importP12(new Uint8Array(await file.arrayBuffer()), password);
      await keep(key, info, 'import');
    } catch (error) {
      const reason = error instanceof ImportError ? error.problem : 'unreadable';
      setProblem({ form: 'import', text: m.importProblems[reason] });
    } finally {
      setBusy(null);
    }
  };

  const say = (form: 'create' | 'import') =>
    problem?.form === form && (
      <p className="sign-message" role="alert">
        {problem.text}
      </p>
    );

  return (
    <div className="certificate-setup">
      <p className="certificate-none">{m.none}</p>
      <form className="certificate-form" onSubmit={(event) => void create(event)}>
        <h3>{m.createLegend}</h3>
        <label htmlFor={`${id}-name`}>{m.name}</label>
        <input
          id={`${id}-name`}
          required
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={`${id}-email`}>{m.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <fieldset className="certificate-choice">
          <legend>{m.keyLegend}</legend>
          {(['P-256', 'RSA-2048'] as const).map((each) => (
            <label key={each} className="check">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === each}
                onChange={() => setKind(each)}
              />
              {each === 'P-256' ? m.keyEc : m.keyRsa}
            </label>
          ))}
        </fieldset>
        <p className="certificate-warning">{m.createWarning}</p>
        <label className="check">
          <input
            type="checkbox"
            checked={backup}
            aria-describedby={`${id}-backup-hint`}
            onChange={(event) => setBackup(event.target.checked)}
          />
          {m.backup}
        </label>
        <p id={`${id}-backup-hint`} className="hint">
          {m.backupHint}
        </p>
        {backup && (
          <>
            <label htmlFor={`${id}-backup-password`}>{m.backupPassword}</label>
            <input
              id={`${id}-backup-password`}
              type="password"
              autoComplete="new-password"
              value={backupPassword}
              onChange={(event) => setBackupPassword(event.target.value)}
            />
            <label htmlFor={`${id}-backup-repeat`}>{m.backupRepeat}</label>
            <input
              id={`${id}-backup-repeat`}
              type="password"
              autoComplete="new-password"
              value={backupRepeat}
              onChange={(event) => setBackupRepeat(event.target.value)}
            />
          </>
        )}
        <button type="submit" className="button button-primary" disabled={busy !== null}>
          {busy === 'create' ? m.creating : m.create}
        </button>
        {say('create')}
      </form>
      <form className="certificate-form" onSubmit={(event) => void open(event)}>
        <h3>{m.importLegend}</h3>
        <label htmlFor={`${id}-file`}>{m.file}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".p12,.pfx,application/x-pkcs12"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={`${id}-password`}>{m.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'import' ? m.importing : m.importButton}
        </button>
        {say('import')}
      </form>
    </div>
  );
}
