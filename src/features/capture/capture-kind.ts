// What the camera captures now: a signature (the spec's 3 : 1 guide box) or initials (a 1.5 : 1
// box). In memory for the tab, like the rest of the screen's work; Keep offers the same kind.
import { useSyncExternalStore } from 'react';
import type { WalletKind } from '../../lib/wallet/wallet-types.ts';

let kind: WalletKind = 'signature';
const listeners = new Set<() => void>();

export function setCaptureKind(next: WalletKind): void {
  kind = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCaptureKind(): WalletKind {
  return useSyncExternalStore(
    subscribe,
    () => kind,
    () => 'signature' as const,
  );
}
