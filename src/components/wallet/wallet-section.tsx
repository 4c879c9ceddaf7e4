// My signatures on the Capture screen (loaded after the page, not with it): the kept items, the
// chosen one's ways out, and export, import and Forget all. Says every change in a polite live
// region; a storage that cannot be read is said once, and the rest of the screen works as before.
// A wallet the browser emptied is said so, with the way back (Import); more than a few items
// kept only here bring a suggestion to export them.
import { useState } from 'react';
import { exportSuggested } from '../../lib/wallet/wallet-health.ts';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { useWalletMessages } from './messages.ts';
import { useWallet } from './use-wallet.ts';
import { WALLET_SECTION_ID } from './wallet-ids.ts';
import { WalletItemPanel } from './wallet-item-panel.tsx';
import { WalletList } from './wallet-list.tsx';
import { WalletTools } from './wallet-tools.tsx';
import './wallet.css';

export default function WalletSection() {
  const m = useWalletMessages();
  const { items, failure, lost, dismissLoss, urlOf } = useWallet();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const chosen: WalletItem | null =
    items?.find((item) => item.id === chosenId) ?? items?.[0] ?? null;
  const say = (text: string, problem = false) => setSaid({ text, problem });

  return (
    <section
      id={WALLET_SECTION_ID}
      className="panel wallet"
      aria-labelledby="wallet-heading"
      tabIndex={-1}
    >
      <h2 id="wallet-heading" className="wallet-heading" tabIndex={-1}>
        {m.heading}
        {items && items.length > 0 && <span className="wallet-count">{m.count(items.length)}</span>}
      </h2>
      <p className="wallet-intro">{m.intro}</p>
      {failure ? (
        <p className="message message-error" role="alert">
          {failure === 'newer' || failure === 'blocked' ? m.failures[failure] : m.listFailed}
        </p>
      ) : items === null ? null : lost > 0 ? (
        <div className="message message-error wallet-lost" role="alert">
          <p>{m.lost(lost)}</p>
          <button type="button" className="button button-quiet" onClick={dismissLoss}>
            {m.lostSeen}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="wallet-empty">{m.empty}</p>
      ) : (
        <>
          <WalletList
            items={items}
            chosen={chosen?.id ?? null}
            urlOf={urlOf}
            onChoose={(item) => {
              setChosenId(item.id);
              say(m.chosen(item.name));
            }}
          />
          {chosen && <WalletItemPanel key={chosen.id} item={chosen} onSay={say} />}
        </>
      )}
      {!failure && items && (
        <>
          {exportSuggested(items.length) && (
            <p className="wallet-suggest">{m.exportSuggested(items.length)}</p>
          )}
          <WalletTools items={items} onSay={say} />
          <p className="wallet-hint">{m.moveHint}</p>
        </>
      )}
      <div role="status" aria-live="polite" className="wallet-said">
        {said && !said.problem && said.text}
      </div>
      {said?.problem && (
        <p className="message message-error" role="alert">
          {said.text}
        </p>
      )}
    </section>
  );
}
