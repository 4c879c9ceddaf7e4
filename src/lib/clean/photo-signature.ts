// A photo chosen as the signature on the Sign page: opened like a photo on the Capture screen
// (decoded and turned upright in the clean worker, a small view made and the signature's area
// proposed), then the area the person confirms cleaned with the enhanced cleaner and trimmed —
// the transparent PNG the Capture screen would save with its defaults for photos.
import type { Rect } from '../../core/capture/guide-box.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import { createCleanClient } from './clean-client.ts';

export interface PhotoSession {
  /** Upright size in pixels. */
  picture: { width: number; height: number };
  preview: ImageBitmap;
  /** Where the signature seems to be, in the picture's pixels. */
  proposal: Rect;
  /** The area cleaned: a transparent PNG; throws when there is no ink in it. */
  render(crop: Crop): Promise<Blob>;
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
    return {
      picture: { width: opened.width, height: opened.height },
      preview: opened.preview,
      proposal: opened.proposal,
      async render(crop) {
        const rendered = await client.run({
          type: 'render',
          key,
          file,
          crop,
          clean: { algorithm: 'enhanced' },
          output: { trim: true, colour: 'original' },
        });
        if (rendered.type !== 'render' || !rendered.cleaned || rendered.inkShare <= 0)
          throw new Error('no signature found in the photo');
        return rendered.cleaned;
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
