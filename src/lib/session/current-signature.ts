// The signature made on the Capture screen, handed to the Sign page in memory: set when a result
// is ready, read when a PDF is signed. Never persisted (no storage, no URL): it lives as long as
// the tab and is gone on reload, like everything else the app touches.

export interface CurrentSignature {
  /** A PNG with a transparent background. */
  png: Blob;
  /** Its size in pixels. */
  width: number;
  height: number;
}

type Listener = () => void;

let current: CurrentSignature | null = null;
const listeners = new Set<Listener>();

export function getCurrentSignature(): CurrentSignature | null {
  return current;
}

/** Replaces the current signature (null clears it) and tells every subscriber. */
export function setCurrentSignature(signature: CurrentSignature | null): void {
  if (signature && (!(signature.width > 0) || !(signature.height > 0))) {
    throw new RangeError('A signature needs a positive pixel size');
  }
  current = signature;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeCurrentSignature(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
