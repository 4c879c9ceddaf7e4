// Which signature a click places: the latest of the one handed over from the Capture screen and
// the image the reader picked or the kept item chosen (My signatures). Object URLs live as long as the page (placements show them).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  getCurrentSignature,
  subscribeCurrentSignature,
} from '../../lib/session/current-signature.ts';
import { assetFromFile, assetFromPng, type SignatureAsset } from './signature-image.ts';

export function useSignature() {
  const handedOver = useSyncExternalStore(
    subscribeCurrentSignature,
    getCurrentSignature,
    () => null,
  );
  const [asset, setAsset] = useState<SignatureAsset | null>(null);
  const [problem, setProblem] = useState(false);
  const urls = useRef<string[]>([]);
  const latest = useRef(0);

  const adopt = useCallback(async (make: () => Promise<SignatureAsset>) => {
    const id = ++latest.current;
    try {
      const made = await make();
      urls.current.push(made.url);
      if (id !== latest.current) return;
      setAsset(made);
      setProblem(false);
    } catch {
      if (id === latest.current) setProblem(true);
    }
  }, []);

  useEffect(() => {
    if (handedOver) void adopt(() => assetFromPng(handedOver.png));
  }, [handedOver, adopt]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const pick = useCallback((file: File) => adopt(() => assetFromFile(file)), [adopt]);
  /** A kept item's PNG (My signatures). */
  const adoptPng = useCallback((png: Blob) => adopt(() => assetFromPng(png)), [adopt]);
  return { asset, problem, pick, adoptPng };
}
