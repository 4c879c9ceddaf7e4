// The kept items as React state: read on mount and again after every change made here or in
// another tab (the store's notices), with an object URL per item's PNG for thumbnails, revoked
// when the item goes or the view closes. An empty wallet that held items when last noted is
// reported as lost (the browser cleared the site's storage), until the person has seen it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { acceptLoss, lostCount } from '../../lib/wallet/wallet-health.ts';
import {
  listItems,
  subscribeWallet,
  WalletError,
  type WalletFailure,
} from '../../lib/wallet/wallet-store.ts';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';

export interface WalletView {
  /** null until the first read answers. */
  items: WalletItem[] | null;
  failure: WalletFailure | null;
  /** How many items the browser lost since they were last listed (0: none). */
  lost: number;
  /** The loss has been seen: it is not said again. */
  dismissLoss(): void;
  urlOf(item: WalletItem): string;
}

export function useWallet(): WalletView {
  const [items, setItems] = useState<WalletItem[] | null>(null);
  const [failure, setFailure] = useState<WalletFailure | null>(null);
  const [lost, setLost] = useState(0);
  const urls = useRef(new Map<string, { png: Blob; url: string }>());
  const reads = useRef(0);

  const read = useCallback(async () => {
    const id = ++reads.current;
    try {
      const next = await listItems();
      if (id !== reads.current) return;
      setItems(next);
      setFailure(null);
      // Looked for on the first read only: a loss happens between visits, and a read after
      // another tab's change may still see that tab's note of the count from before it.
      if (id === 1) setLost(lostCount(next.length));
      else if (next.length > 0) setLost(0);
    } catch (error) {
      if (id !== reads.current) return;
      setItems([]);
      setFailure(error instanceof WalletError ? error.reason : 'failed');
    }
  }, []);

  useEffect(() => {
    void read();
    return subscribeWallet(() => void read());
  }, [read]);

  // Let go of the URLs of items that are gone, and of all when the view closes.
  useEffect(() => {
    const live = new Set(items?.map((item) => item.id));
    for (const [id, entry] of urls.current)
      if (!live.has(id)) {
        URL.revokeObjectURL(entry.url);
        urls.current.delete(id);
      }
  }, [items]);
  useEffect(() => {
    const map = urls.current;
    return () => {
      for (const entry of map.values()) URL.revokeObjectURL(entry.url);
      map.clear();
    };
  }, []);

  const urlOf = useCallback((item: WalletItem) => {
    let entry = urls.current.get(item.id);
    if (!entry || entry.png.size !== item.png.size) {
      if (entry) URL.revokeObjectURL(entry.url);
      entry = { png: item.png, url: URL.createObjectURL(item.png) };
      urls.current.set(item.id, entry);
    }
    return entry.url;
  }, []);

  const dismissLoss = useCallback(() => {
    acceptLoss();
    setLost(0);
  }, []);

  return { items, failure, lost, dismissLoss, urlOf };
}
