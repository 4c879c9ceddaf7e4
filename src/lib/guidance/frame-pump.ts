// Feeds the live-guidance client from a playing video: on each new video frame (its
// requestVideoFrameCallback, else each animation frame) it grabs the guide box's region as an
// ImageBitmap — asynchronous, so the main thread only schedules the copy — but only when the
// worker is free and no grab is under way, so frames are skipped, never queued. A hidden page
// grabs nothing.
import type { Rect } from '../../core/capture/guide-box.ts';
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import type { GuidanceClient } from './guidance-client.ts';

export interface FramePumpOptions {
  video: HTMLVideoElement;
  client: Pick<GuidanceClient, 'canSend' | 'send'>;
  /** The region to measure, in the video's own pixels; null when there is none yet. */
  region: () => Rect | null;
  /** The preview's clean options, or null to measure only. Read for every frame. */
  clean: () => CleanOptions | null;
}

/** Starts pumping; returns the stop. */
export function pumpFrames({ video, client, region, clean }: FramePumpOptions): () => void {
  let stopped = false;
  let grabbing = false;
  const byVideoFrame = typeof video.requestVideoFrameCallback === 'function';
  let handle = 0;

  const grab = () => {
    if (grabbing || !client.canSend() || document.hidden || video.readyState < 2) return;
    const rect = region();
    if (!rect || rect.width < 8 || rect.height < 8) return;
    grabbing = true;
    createImageBitmap(video, rect.x, rect.y, rect.width, rect.height).then(
      (frame) => {
        grabbing = false;
        if (stopped) frame.close();
        else client.send(frame, clean());
      },
      () => {
        grabbing = false; // a frame that could not be copied (the video was just reset)
      },
    );
  };

  const onFrame = () => {
    if (stopped) return;
    grab();
    schedule();
  };
  const schedule = () => {
    handle = byVideoFrame
      ? video.requestVideoFrameCallback(onFrame)
      : requestAnimationFrame(onFrame);
  };
  schedule();

  return () => {
    stopped = true;
    if (byVideoFrame) video.cancelVideoFrameCallback(handle);
    else cancelAnimationFrame(handle);
  };
}
