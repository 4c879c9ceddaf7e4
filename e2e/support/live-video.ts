// Waits until the live view plays: the video has a picture size and is not paused.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function videoPlays(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByTestId('camera-video')
        .evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused),
    )
    .toBe(true);
}
