// Which signature a click places: the latest of the one handed over from the Capture screen and
// the image the reader picked or the kept item chosen (My signatures), with its alternative text
// when it is a named kept item, and whether the photo area it was taken from as it is (Use this
// area) was too dark or too blurred to read. Held by the Sign tool, above the open document, so
// opening another PDF keeps the signature chosen. Object URLs live as long as the page
// (placements show them).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  getCurrentSignature,
  subscribeCurrentSignature,
} from '../../lib/session/current-signature.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { Unreadable } from '../../core/guidance/check-source.ts';
import type { PhotoSession } from '../../lib/clean/photo-signature.ts';
import { assetFromFile, assetFromPng, fileKind, type SignatureAsset } from './signature-image.ts';

/** The signature to place, with what the page says of it. */
interface Chosen {
  asset: SignatureAsset;
  /** Taken from a photo area too dark or too blurred to read (said over the document). */
  unreadable: Unreadable | null;
}

const plain = (asset: SignatureAsset): Chosen => ({ asset, unreadable: null });

export function useSignature() {
  const handedOver = useSyncExternalStore(
    subscribeCurrentSignature,
    getCurrentSignature,
    () => null,
  );
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState(false);
  /** The picture's alternative text in the saved PDF; null: the plain "Signature". */
  const [alt, setAlt] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  const latest = useRef(0);

  const adopt = useCallback(async (make: () => Promise<Chosen>) => {
    const id = ++latest.current;
    try {
      const made = await make();
      urls.current.push(made.asset.url);
      if (id !== latest.current) return;
      setChosen(made);
      setProblem(false);
    } catch {
      if (id === latest.current) setProblem(true);
    }
  }, []);

  useEffect(() => {
    if (handedOver) void adopt(() => assetFromPng(handedOver.png).then(plain));
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

  const photoRef = useRef<PhotoSession | null>(null);
  const showPhoto = useCallback((next: PhotoSession | null) => {
    photoRef.current?.close(); // one photo at a time: the worker and preview of another go
    photoRef.current = next;
    setPhoto(next);
  }, []);
  useEffect(() => () => photoRef.current?.close(), []);

  const pick = useCallback(
    async (file: File) => {
      const id = ++latest.current; // a later choice (a kept item, another file) wins
      const kind = await fileKind(file).catch(() => 'photo' as const);
      if (kind !== 'photo') return adopt(() => assetFromFile(file, kind).then(plain));
      setOpening(true);
      try {
        const { openPhoto } = await import('../../lib/clean/photo-signature.ts');
        const session = await openPhoto(file);
        if (id !== latest.current) session.close();
        else {
          showPhoto(session);
          setProblem(false);
        }
      } catch {
        if (id === latest.current) setProblem(true);
      } finally {
        setOpening(false);
      }
    },
    [adopt, showPhoto],
  );
  /** The photo's area confirmed: cleaned, then the signature to place (and whether it could be
   *  read: the dialog closes at once, so the page says so over the document). */
  const confirmPhotoArea = useCallback(
    async (crop: Crop) => {
      const session = photoRef.current;
      if (!session) return;
      await adopt(async () => {
        const { png, unreadable } = await session.render(crop);
        return { asset: await assetFromPng(png), unreadable };
      });
      showPhoto(null);
    },
    [adopt, showPhoto],
  );
  /** The photo's area, corrected in its dialog: the signature to place. Whether it could be read
   *  was said under the corrected result, which the person chose to use. */
  const adoptCorrectedPhoto = useCallback(
    async (png: Blob) => {
      if (!photoRef.current) return;
      await adopt(() => assetFromPng(png).then(plain));
      showPhoto(null);
    },
    [adopt, showPhoto],
  );
  const cancelPhoto = useCallback(() => showPhoto(null), [showPhoto]);
  /** A kept item's PNG (My signatures). */
  const adoptPng = useCallback((png: Blob) => adopt(() => assetFromPng(png).then(plain)), [adopt]);
  return {
    asset: chosen?.asset ?? null,
    unreadable: chosen?.unreadable ?? null,
    problem,
    alt,
    setAlt,
    pick,
    adoptPng,
    photo,
    opening,
    confirmPhotoArea,
    adoptCorrectedPhoto,
    cancelPhoto,
  };
}

export type SignatureChoice = ReturnType<typeof useSignature>;
