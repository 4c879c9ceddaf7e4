// The kept items as a grid of thumbnails; each is a toggle button that chooses the item the
// actions below apply to (or, on the Sign page, the one to place).
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { useWalletMessages } from './messages.ts';

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
  return (
    <ul className="wallet-list" aria-label={m.listLabel}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="wallet-card"
            aria-pressed={item.id === chosen}
            onClick={() => onChoose(item)}
            data-testid="wallet-item"
          >
            <span className="wallet-thumb checkerboard">
              <img src={urlOf(item)} alt="" width={item.width} height={item.height} />
            </span>
            <span className="wallet-name">
              {labelOf ? labelOf(item) : m.itemLabel(item.name, m.kinds[item.kind])}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
