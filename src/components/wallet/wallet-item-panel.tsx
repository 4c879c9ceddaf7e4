// The chosen kept item's ways out: Save PNG, Save SVG, Copy, Share (the result's own buttons),
// Sign a PDF with it, Rename and Delete (asked once more).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { svgTextOf } from '../../lib/wallet/item-output.ts';
import { setCurrentSignature } from '../../lib/session/current-signature.ts';
import { deleteItem, markUsed, renameItem } from '../../lib/wallet/wallet-store.ts';
import { cleanName, isUsableName, NAME_MAX_LENGTH } from '../../lib/wallet/wallet-records.ts';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { ResultActions } from '../output/result-actions.tsx';
import { useWalletMessages } from './messages.ts';

type Mode = 'actions' | 'rename' | 'delete';

export function WalletItemPanel(props: {
  item: WalletItem;
  /** Says a change (renamed, deleted) or a storage failure. */
  onSay: (text: string, problem?: boolean) => void;
}) {
  const m = useWalletMessages();
  const navigate = useNavigate();
  const { item, onSay } = props;
  const [mode, setMode] = useState<Mode>('actions');
  const [name, setName] = useState(item.name);

  const attempt = async (task: () => Promise<void>, said: string) => {
    try {
      await task();
      onSay(said);
    } catch {
      onSay(m.failures.failed, true);
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && !isUsableName(name)) return onSay(m.nameRefused, true);
    const next = cleanName(name, item.name);
    setMode('actions');
    void attempt(() => renameItem(item.id, next), m.renamed(next));
  };
  const signPdf = () => {
    setCurrentSignature({ png: item.png, width: item.width, height: item.height });
    void markUsed(item.id).catch(() => undefined);
    void navigate(paths.sign);
  };

  return (
    <div className="wallet-item-panel" data-testid="wallet-item-panel">
      <ResultActions
        primary={false}
        png={item.png}
        makeSvg={async () => new Blob([await svgTextOf(item)], { type: 'image/svg+xml' })}
      />
      <div className="wallet-item-more">
        {mode === 'rename' ? (
          <form className="wallet-rename" onSubmit={rename}>
            <label>
              <span className="visually-hidden">{m.renameLabel(item.name)}</span>
              <input
                type="text"
                value={name}
                maxLength={NAME_MAX_LENGTH}
                autoFocus
                aria-label={m.renameLabel(item.name)}
                onChange={(event) => setName(event.target.value)}
              />
            </label>
            <button type="submit" className="button button-primary">
              {m.saveName}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => setMode('actions')}
            >
              {m.removeNo}
            </button>
          </form>
        ) : mode === 'delete' ? (
          <div className="wallet-confirm" role="group" aria-label={m.removeAsk(item.name)}>
            <p>{m.removeAsk(item.name)}</p>
            <button
              type="button"
              className="button button-danger"
              autoFocus
              onClick={() =>
                void attempt(() => deleteItem(item.id), m.removed(item.name)).then(() =>
                  document.getElementById('wallet-heading')?.focus(),
                )
              }
            >
              {m.removeYes}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => setMode('actions')}
            >
              {m.removeNo}
            </button>
          </div>
        ) : (
          <>
            <button type="button" className="button" onClick={signPdf}>
              {m.signPdf}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setName(item.name);
                setMode('rename');
              }}
            >
              {m.rename}
            </button>
            <button type="button" className="button button-quiet" onClick={() => setMode('delete')}>
              {m.remove}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
