// A photo chosen as the signature on the Sign page: opened like a photo on the Capture screen
// (decoded and turned upright in the clean worker, a small view made and the signature's area
// proposed), then the area the person confirms cleaned with the enhanced cleaner and trimmed —
// the transparent PNG the Capture screen would save with its defaults for photos, with whether
// the area was too dark or too blurred to read — or, when the
// person asks to correct it, cleaned with their corrections and handed back with what the
// correction tools need (the crop as it was, the clean's size, the corrections that did nothing).
import type { Rect } from '../../core/capture/guide-box.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { Correction } from '../../core/correct/corrections.ts';
import type { Unreadable } from '../../core/guidance/check-source.ts';
import { createCleanClient } from './clean-client.ts';
import type { OutputInfo } from './clean-protocol.ts';

/** What the correction tools change of the clean. */
export interface PhotoCorrections {
  /** More ink / less ink: the cleaner's threshold against the level it chose. */
  inkLevel: number;
  corrections: readonly Correction[];
}

/** The area cleaned with corrections, as the tools show it. */
export interface CorrectedPhoto {
  /** The output PNG (trimmed, its own colour); it may hold no ink once corrected. */
  png: Blob;
  output: OutputInfo;
  /** The clean's size (the crop's), which corrections are measured in. */
  width: number;
  height: number;
  original: Blob | null;
  idle: readonly number[];
  /** The area is too dark or too blurred for its signature to be read; null when it can be. */
  unreadable: Unreadable | null;
}

/** The area cleaned as it is (Use this area). */
export interface RenderedPhoto {
  /** The output PNG (trimmed, its own colour), with ink in it. */
  png: Blob;
  /** The area is too dark or too blurred for its signature to be read; null when it can be. */
  unreadable: Unreadable | null;
}

export interface PhotoSession {
  /** Upright size in pixels. */
  picture: { width: number; height: number };
  preview: ImageBitmap;
  /** Where the signature seems to be, in the picture's pixels. */
  proposal: Rect;
  /** The area cleaned (see RenderedPhoto); throws when there is no ink in it. */
  render(crop: Crop): Promise<RenderedPhoto>;
  /** The area cleaned with a person's corrections (see CorrectedPhoto). */
  correct(crop: Crop, corrections: PhotoCorrections): Promise<CorrectedPhoto>;
  /** Lets the worker and the preview go. */
  close(): void;
}

let nextKey = 1;

export async function openPhoto(file: Blob): Promise<PhotoSession> {
  const client = createCleanClient();
  const key = -nextKey++; // apart from the Capture screen's keys
  try {
    const opened = await client.run({ type: 'open', key, file });
    if (opened.type !== 'open') throw new Error('unexpected answer');
    /** The area cleaned as a photo's signature is (enhanced, trimmed, its own colour), with
     *  a person's corrections and the crop as it was when they are given. */
    const clean = async (crop: Crop, edits?: PhotoCorrections) => {
      const rendered = await client.run({
        type: 'render',
        key,
        file,
        crop,
        clean: { algorithm: 'enhanced', thresholdOffset: edits?.inkLevel ?? 0 },
        output: { trim: true, colour: 'original' },
        corrections: edits?.corrections ?? [],
        original: edits !== undefined,
      });
      if (rendered.type !== 'render') throw new Error('unexpected answer');
      return rendered;
    };
    return {
      picture: { width: opened.width, height: opened.height },
      preview: opened.preview,
      proposal: opened.proposal,
      async render(crop) {
        const { cleaned, inkShare, check } = await clean(crop);
        if (!cleaned || inkShare <= 0) throw new Error('no signature found in the photo');
        return { png: cleaned, unreadable: check?.unreadable ?? null };
      },
      async correct(crop, edits) {
        const { cleaned, output, width, height, original, idle, check } = await clean(crop, edits);
        if (!cleaned || !output) throw new Error('the photo could not be cleaned');
        return {
          png: cleaned,
          output,
          width,
          height,
          original: original ?? null,
          idle: idle ?? [],
          unreadable: check?.unreadable ?? null,
        };
      },
      close() {
        opened.preview.close();
        client.dispose();
      },
    };
  } catch (error) {
    client.dispose();
    throw error;
  }
}
