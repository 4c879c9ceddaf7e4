// A photo chosen as the signature on the Sign page: opened like a photo on the Capture screen
// (decoded and turned upright in the clean worker, the signature's area proposed), then that area
// cleaned with the enhanced cleaner and trimmed — the transparent PNG the Capture screen would
// save with its defaults for photos.
import { createCleanClient } from './clean-client.ts';

let nextKey = 1;

/** The photo's signature as a transparent PNG; throws when it cannot be read or has no ink. */
export async function signatureFromPhoto(file: Blob): Promise<Blob> {
  const client = createCleanClient();
  const key = -nextKey++; // apart from the Capture screen's keys
  try {
    const opened = await client.run({ type: 'open', key, file });
    if (opened.type !== 'open') throw new Error('unexpected answer');
    opened.preview.close();
    const rendered = await client.run({
      type: 'render',
      key,
      file,
      crop: { rect: opened.proposal, quarterTurns: 0 },
      clean: { algorithm: 'enhanced' },
      output: { trim: true, colour: 'original' },
    });
    if (rendered.type !== 'render' || !rendered.cleaned || rendered.inkShare <= 0)
      throw new Error('no signature found in the photo');
    return rendered.cleaned;
  } finally {
    client.dispose();
  }
}
