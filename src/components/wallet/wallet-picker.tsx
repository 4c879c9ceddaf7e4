// My signatures on the Sign page: the kept items, the one used last first; choosing one makes it
// the signature a click places. With nothing handed over from the Capture screen, the one used
// last is chosen at once, and the order stays put while the page is open. Shows nothing when nothing is kept or storage cannot be read.
import { useEffect, useRef, useState } from 'react';
import { markUsed } from '../../lib/wallet/wallet-store.ts';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { useWalletMessages } from './messages.ts';
import { useWallet } from './use-wallet.ts';
import { WalletList } from './wallet-list.tsx';
import './wallet.css';

export default function WalletPicker(props: {
  /** Makes the item's PNG the signature to place. */
  onUse: (item: WalletItem) => void;
  /** Whether a signature is already there (handed over or picked): nothing is chosen for it. */
  hasSignature: boolean;
}) {
  const m = useWalletMessages();
  const { items, urlOf } = useWallet();
  const [chosen, setChosen] = useState<string | null>(null);
  const { onUse, hasSignature } = props;
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !items) return;
    started.current = true;
    if (!hasSignature && items.length > 0) {
      setChosen(items[0].id);
      onUse(items[0]);
    }
  }, [items, hasSignature, onUse]);

  // The order of the first look stays while the page is open (an item used now does not jump
  // under the pointer); it comes first on the next visit.
  const order = useRef<string[] | null>(null);
  if (items && !order.current) order.current = items.map((item) => item.id);
  if (!items || items.length === 0) return null;
  const rank = (id: string) => order.current?.indexOf(id) ?? -1;
  const shown = [...items].sort((a, b) => rank(a.id) - rank(b.id));
  return (
    <div className="wallet-picker" role="group" aria-labelledby="wallet-picker-legend">
      <p id="wallet-picker-legend" className="wallet-picker-legend">
        {m.placeLegend}
      </p>
      <WalletList
        items={shown}
        chosen={chosen}
        urlOf={urlOf}
        labelOf={(item) => m.place(item.name)}
        onChoose={(item) => {
          setChosen(item.id);
          onUse(item);
          void markUsed(item.id).catch(() => undefined);
        }}
      />
    </div>
  );
}
