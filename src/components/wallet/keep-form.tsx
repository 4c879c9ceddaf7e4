// Keep in My signatures: one button, then a name and a kind (Signature or Initials) and Keep.
// Nothing is stored before Keep is pressed. A refused or full storage is said plainly; the
// signature itself stays on screen for this visit either way. With the first item kept, the
// browser is asked to keep the site's storage, and its answer is said.
import { useId, useRef, useState, type FormEvent } from 'react';
import { askToPersist, type Persistence } from '../../lib/wallet/wallet-health.ts';
import { isUsableName, NAME_MAX_LENGTH } from '../../lib/wallet/wallet-records.ts';
import { keepItem, WalletError, type WalletFailure } from '../../lib/wallet/wallet-store.ts';
import type { NewWalletItem, WalletKind } from '../../lib/wallet/wallet-types.ts';
import { failureText, useWalletMessages } from './messages.ts';
import { WALLET_SECTION_ID } from './wallet-ids.ts';
import './wallet.css';

export interface KeepFormProps {
  /** The item's pictures and colour, made when Keep is pressed. */
  make: () => Promise<Omit<NewWalletItem, 'kind' | 'name'>>;
  defaultKind: WalletKind;
  disabled?: boolean;
  /** Offer a link to My signatures after keeping (not where it is hidden, e.g. behind a dialog). */
  seeLink?: boolean;
}

type Outcome =
  | { kept: string; persistence: Persistence | null }
  | { failed: WalletFailure }
  | { badName: true }
  | null;

export function KeepForm(props: KeepFormProps) {
  const { make, defaultKind, disabled = false, seeLink = true } = props;
  const m = useWalletMessages();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<WalletKind>(defaultKind);
  const [name, setName] = useState<string | null>(null); // null: the kind's default name
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const shownName = name ?? m.kinds[kind];

  const close = () => {
    setOpen(false);
    setName(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    const chosenName = shownName.trim() || m.kinds[kind]; // emptied: the kind's, in this language
    if (!isUsableName(chosenName)) return setOutcome({ badName: true });
    setWorking(true);
    try {
      const { item, total } = await keepItem({ ...(await make()), kind, name: chosenName });
      const persistence = total === 1 ? await askToPersist() : null;
      setOutcome({ kept: item.name, persistence });
      close();
    } catch (error) {
      setOutcome({ failed: error instanceof WalletError ? error.reason : 'failed' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="keep">
      {open ? (
        <form className="keep-form" onSubmit={submit} aria-labelledby={`${id}-legend`}>
          <fieldset className="keep-kinds">
            <legend id={`${id}-legend`}>{m.keep.legend}</legend>
            {(['signature', 'initials'] as const).map((each) => (
              <label key={each} className="check">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={each}
                  checked={kind === each}
                  onChange={() => setKind(each)}
                />
                {m.kinds[each]}
              </label>
            ))}
          </fieldset>
          <label className="keep-name">
            <span>{m.keep.name}</span>
            <input
              type="text"
              value={shownName}
              maxLength={NAME_MAX_LENGTH}
              autoFocus
              aria-invalid={outcome !== null && 'badName' in outcome}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <div className="keep-buttons">
            <button type="submit" className="button button-primary" disabled={working}>
              {working ? m.keep.working : m.keep.confirm}
            </button>
            <button type="button" className="button button-quiet" onClick={close}>
              {m.keep.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          {m.keep.open}
        </button>
      )}
      <div role="status" aria-live="polite" className="keep-status">
        {outcome && 'kept' in outcome && (
          <>
            {m.keep.kept(outcome.kept)}{' '}
            {seeLink && <a href={`#${WALLET_SECTION_ID}`}>{m.keep.see}</a>}
            {outcome.persistence && outcome.persistence !== 'unknown' && (
              <>
                {' '}
                <span className="keep-persistence">{m.keep[outcome.persistence]}</span>
              </>
            )}
          </>
        )}
      </div>
      {outcome && ('failed' in outcome || 'badName' in outcome) && (
        <p className="message message-error" role="alert">
          {'failed' in outcome ? failureText(m, outcome.failed) : m.nameRefused}
        </p>
      )}
    </div>
  );
}
