// Notices a live view whose picture stopped: a track can stay 'live' and unmuted while its
// driver delivers no frames. Frames are counted with requestVideoFrameCallback; a browser
// without it is not watched (the video's currentTime keeps moving on a frozen stream, so it
// cannot stand in). Only a shown, playing video is judged: a hidden page or a paused video
// gets no frames painted by design.

/** How long a shown, playing live view may go without a new frame before it counts as stalled. */
export const NO_FRAMES_MS = 3000;
export const FRAME_POLL_MS = 500;

export type WatchedVideo = Pick<HTMLVideoElement, 'paused'> &
  Partial<Pick<HTMLVideoElement, 'requestVideoFrameCallback' | 'cancelVideoFrameCallback'>>;

export interface FrameWatchOptions {
  onStall: () => void;
  /** Whether the video can be painted now (the page is shown). */
  isShown: () => boolean;
}

/** Calls onStall once when no frame comes for NO_FRAMES_MS; returns the detach. */
export function watchFrames(video: WatchedVideo, { onStall, isShown }: FrameWatchOptions) {
  const request = video.requestVideoFrameCallback?.bind(video);
  if (!request) return () => undefined;
  let frames = 0;
  let lastCount = 0;
  let lastProgress = Date.now();

  const onFrame = () => {
    frames++;
    handle = request(onFrame);
  };
  let handle: number | null = request(onFrame);

  const timer = setInterval(() => {
    const now = Date.now();
    const progressed = frames !== lastCount;
    lastCount = frames;
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

/**
 * watchFrames for a video element on the page: judged while the page is shown and the video is
 * in view (a browser may stop painting a video scrolled away, on a phone after Capture).
 */
export function watchLiveView(video: HTMLVideoElement, onStall: () => void) {
  let inView = true;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          inView = entries.at(-1)?.isIntersecting ?? inView;
        });
  observer?.observe(video);
  const detach = watchFrames(video, {
    onStall,
    isShown: () => inView && document.visibilityState !== 'hidden',
  });
  return () => {
    detach();
    observer?.disconnect();
  };
}
