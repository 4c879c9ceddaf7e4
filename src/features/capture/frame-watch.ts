// Notices a live view whose picture stopped: a track can stay 'live' and unmuted while its
// driver delivers no frames. Frames are counted with requestVideoFrameCallback (or, where that
// is missing, by the video's currentTime moving). Only a shown, playing video is judged: a
// hidden page, a paused video or one scrolled out of view gets no frames painted by design.

/** How long a shown, playing live view may go without a new frame before it counts as stalled. */
export const NO_FRAMES_MS = 3000;
export const FRAME_POLL_MS = 500;

export type WatchedVideo = Pick<HTMLVideoElement, 'currentTime' | 'paused'> &
  Partial<Pick<HTMLVideoElement, 'requestVideoFrameCallback' | 'cancelVideoFrameCallback'>>;

export interface FrameWatchOptions {
  onStall: () => void;
  /** Whether the video can be painted now (page shown, video in view). */
  isShown: () => boolean;
}

/** Calls onStall once when no frame comes for NO_FRAMES_MS; returns the detach. */
export function watchFrames(video: WatchedVideo, { onStall, isShown }: FrameWatchOptions) {
  const byCallback = typeof video.requestVideoFrameCallback === 'function';
  let frames = 0;
  let handle: number | null = null;
  let lastCount = -1;
  let lastTime = Number.NaN;
  let lastProgress = Date.now();

  const onFrame = () => {
    frames++;
    handle = video.requestVideoFrameCallback!(onFrame);
  };
  if (byCallback) handle = video.requestVideoFrameCallback!(onFrame);

  const timer = setInterval(() => {
    const now = Date.now();
    const progressed = byCallback ? frames !== lastCount : video.currentTime !== lastTime;
    lastCount = frames;
    lastTime = video.currentTime;
    if (progressed || video.paused || !isShown()) {
      lastProgress = now;
    } else if (now - lastProgress >= NO_FRAMES_MS) {
      detach();
      onStall();
    }
  }, FRAME_POLL_MS);

  function detach() {
    clearInterval(timer);
    if (handle !== null) video.cancelVideoFrameCallback?.(handle);
    handle = null;
  }
  return detach;
}
