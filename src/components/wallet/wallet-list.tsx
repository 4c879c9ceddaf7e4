// The kept items as a grid of thumbnails; each is a toggle button that chooses the item the
// actions below apply to (or, on the Sign page, the one to place). Shown a page at a time, each
// thumbnail loaded when it nears the view, so a wallet at its limit opens as fast as a small one.
import { useRef, useState } from 'react';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { useWalletMessages } from './messages.ts';

/** How many thumbnails are shown at first, and added by each Show more. */
export const WALLET_PAGE_SIZE = 48;

export function WalletList(props: {
  items: WalletItem[];
  chosen: string | null;
  urlOf: (item: WalletItem) => string;
  onChoose: (item: WalletItem) => void;
  /** The button's name; defaults to the item's name and kind. */
  labelOf?: (item: WalletItem) => string;
}) {
  const m = useWalletMessages();
  const { items, chosen, urlOf, onChoose, labelOf } = props;
  const [shown, setShown] = useState(WALLET_PAGE_SIZE);
  const more = Math.min(WALLET_PAGE_SIZE, items.length - shown);
  const list = useRef<HTMLUListElement>(null);
  const showMore = () => {
    const first = shown;
    setShown(first + WALLET_PAGE_SIZE);
    // Focus goes on to the first item shown now (the button itself may be gone).
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLButtonElement>('.wallet-card')[first]?.focus(),
    );
  };
  return (
    <>
      <ul ref={list} className="wallet-list" aria-label={m.listLabel}>
        {items.slice(0, shown).map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="wallet-card"
              aria-pressed={item.id === chosen}
              onClick={() => onChoose(item)}
              data-testid="wallet-item"
            >
              <span className="wallet-thumb checkerboard">
                <img
                  src={urlOf(item)}
                  alt=""
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className="wallet-name">
                {labelOf ? labelOf(item) : m.itemLabel(item.name, m.kinds[item.kind])}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="button button-quiet wallet-more" onClick={showMore}>
          {m.showMore(more)}
        </button>
      )}
    </>
  );
}
