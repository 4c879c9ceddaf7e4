// Moving and clearing the wallet: Export to a file, Import from a file (checked in full first:
// a wrong file changes nothing) and Forget all (asked once more; deletes the whole database).
import { useRef, useState, type ChangeEvent } from 'react';
import { downloadBlob } from '../../lib/files/download.ts';
import { oncePerIntent } from '../../lib/events/once-per-intent.ts';
import {
  WALLET_FILE_MAX_BYTES,
  WALLET_FILE_NAME,
  walletFileText,
  WalletFileError,
} from '../../lib/wallet/wallet-file.ts';
import { noteExported } from '../../lib/wallet/wallet-health.ts';
import { importWalletText, TooManyItems } from '../../lib/wallet/wallet-import.ts';
import { forgetAll, WALLET_MAX_ITEMS, WalletError } from '../../lib/wallet/wallet-store.ts';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { failureText, useWalletMessages } from './messages.ts';

export function WalletTools(props: {
  items: WalletItem[];
  onSay: (text: string, problem?: boolean) => void;
}) {
  const m = useWalletMessages();
  const { items, onSay } = props;
  const [asking, setAsking] = useState(false);
  const forgetButton = useRef<HTMLButtonElement>(null);

  const exportAll = oncePerIntent(async () => {
    const text = await walletFileText(items);
    downloadBlob(new Blob([text], { type: 'application/json' }), WALLET_FILE_NAME);
    noteExported(items.length);
    onSay(m.exported(items.length));
  });
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > WALLET_FILE_MAX_BYTES) return onSay(m.importFailures.tooLarge, true);
    try {
      const { added, present } = await importWalletText(await file.text());
      onSay(m.imported(added, present));
    } catch (error) {
      if (error instanceof WalletFileError)
        onSay(
          error.reason === 'picture' ? m.importPicture(error.item) : m.importFailures[error.reason],
          true,
        );
      else if (error instanceof TooManyItems)
        onSay(m.importTooMany(error.items, error.room, WALLET_MAX_ITEMS), true);
      else onSay(failureText(m, error instanceof WalletError ? error.reason : 'failed'), true);
    }
  };
  const forget = async () => {
    setAsking(false);
    try {
      await forgetAll();
      onSay(m.forgotten);
      document.getElementById('wallet-heading')?.focus(); // the buttons asked from are gone
    } catch (error) {
      onSay(failureText(m, error instanceof WalletError ? error.reason : 'failed'), true);
    }
  };

  return (
    <div className="wallet-tools">
      <button type="button" className="button" disabled={items.length === 0} onClick={exportAll}>
        {m.exportFile}
      </button>
      <label className="button file-button">
        <input
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          onChange={(event) => void importFile(event)}
        />
        {m.importFile}
      </label>
      {asking ? (
        <div className="wallet-confirm" role="group" aria-label={m.forgetAsk}>
          <p>{m.forgetAsk}</p>
          <button type="button" className="button button-danger" autoFocus onClick={forget}>
            {m.forgetYes}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setAsking(false);
              requestAnimationFrame(() => forgetButton.current?.focus());
            }}
          >
            {m.removeNo}
          </button>
        </div>
      ) : (
        <button
          ref={forgetButton}
          type="button"
          className="button button-quiet"
          disabled={items.length === 0}
          onClick={() => setAsking(true)}
        >
          {m.forgetAll}
        </button>
      )}
    </div>
  );
}
