// Which signature a click places: the latest of the one handed over from the Capture screen and
// the image the reader picked or the kept item chosen (My signatures). Object URLs live as long as the page (placements show them).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  getCurrentSignature,
  subscribeCurrentSignature,
} from '../../lib/session/current-signature.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { PhotoSession } from '../../lib/clean/photo-signature.ts';
import { assetFromFile, assetFromPng, fileKind, type SignatureAsset } from './signature-image.ts';

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

  /** A photo being cropped before it is cleaned (the crop dialog shows it). */
  const [photo, setPhoto] = useState<PhotoSession | null>(null);
  const [opening, setOpening] = useState(false);

  const pick = useCallback(
    async (file: File) => {
      const kind = await fileKind(file).catch(() => 'photo' as const);
      if (kind !== 'photo') return adopt(() => assetFromFile(file, kind));
      setOpening(true);
      try {
        const { openPhoto } = await import('../../lib/clean/photo-signature.ts');
        setPhoto(await openPhoto(file));
        setProblem(false);
      } catch {
        setProblem(true);
      } finally {
        setOpening(false);
      }
    },
    [adopt],
  );
  /** The photo's area confirmed: cleaned, then the signature to place. */
  const confirmPhotoArea = useCallback(
    async (crop: Crop) => {
      if (!photo) return;
      await adopt(() => photo.render(crop).then(assetFromPng));
      photo.close();
      setPhoto(null);
    },
    [photo, adopt],
  );
  const cancelPhoto = useCallback(() => {
    photo?.close();
    setPhoto(null);
  }, [photo]);
  /** A kept item's PNG (My signatures). */
  const adoptPng = useCallback((png: Blob) => adopt(() => assetFromPng(png)), [adopt]);
  return { asset, problem, pick, adoptPng, photo, opening, confirmPhotoArea, cancelPhoto };
}
