// Before a document is open: the picker and drop hint, the password question, and what went
// wrong with the last file, in words (the page stays usable whatever the file was).
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSignMessages } from './messages.ts';
import type { OpenProblem, Pending } from './use-pdf-document.ts';

export function PdfPicker({ onFile, primary }: { onFile: (file: File) => void; primary: boolean }) {
  const m = useSignMessages();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (file) onFile(file);
  };
  return (
    <label className={primary ? 'button button-primary file-button' : 'button file-button'}>
      <input
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        onChange={onChange}
      />
      {primary ? m.openPdf : m.openAnother}
    </label>
  );
}

export function OpenProblemMessage({ problem }: { problem: OpenProblem | null }) {
  const m = useSignMessages();
  if (!problem || problem === 'needs-password') return null;
  return (
    <p className="sign-message" role="alert" data-testid="open-problem">
      {problem === 'read' ? m.readFailed : m.failures[problem]}
    </p>
  );
}

export function PasswordForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: Extract<Pending, { kind: 'password' }>;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const m = useSignMessages();
  const id = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form className="password-form" onSubmit={submit} aria-describedby={`${id}-why`}>
      <p id={`${id}-why`}>
        <strong>{pending.name}</strong>
        {': '}
        {m.failures['needs-password']}
      </p>
      <div className="password-row">
        <label htmlFor={`${id}-input`}>{m.passwordLabel}</label>
        <input
          id={`${id}-input`}
          type="password"
          autoComplete="off"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={pending.wrong || undefined}
        />
        <button type="submit" className="button button-primary">
          {m.passwordSubmit}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {m.passwordCancel}
        </button>
      </div>
      {pending.wrong && (
        <p className="sign-message" role="alert">
          {m.failures['wrong-password']}
        </p>
      )}
    </form>
  );
}
