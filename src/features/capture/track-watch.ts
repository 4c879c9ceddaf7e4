// Notices a camera that stops without saying so. An unplugged camera normally fires 'ended' on
// its track, but some drivers and systems stop the track silently (readyState turns 'ended'
// with no event), or keep it live but muted while no frames come. The track is checked on its
// events and twice a second. A hidden page is not judged: phones mute the camera in the
// background and unmute it on return.

export type TrackLoss = 'ended' | 'noFrames';

/** How long a live track may stay muted on a shown page before it counts as lost. */
export const MUTE_LIMIT_MS = 2000;
export const TRACK_POLL_MS = 500;

export type WatchedTrack = Pick<
  MediaStreamTrack,
  'readyState' | 'muted' | 'addEventListener' | 'removeEventListener'
>;

export interface TrackWatchOptions {
  onLost: (cause: TrackLoss) => void;
  isVisible: () => boolean;
}

/** Calls onLost once when the track ends or stays muted too long; returns the detach. */
export function watchTrack(track: WatchedTrack, { onLost, isVisible }: TrackWatchOptions) {
  let mutedSince: number | null = null;
  let watching = true;

  const lose = (cause: TrackLoss) => {
    detach();
    onLost(cause);
  };
  const check = () => {
    if (!watching) return;
    if (track.readyState === 'ended') return lose('ended');
    if (!track.muted || !isVisible()) {
      mutedSince = null;
      return;
    }
    const now = Date.now();
    mutedSince ??= now;
    if (now - mutedSince >= MUTE_LIMIT_MS) lose('noFrames');
  };
  const onEnded = () => watching && lose('ended');

  track.addEventListener('ended', onEnded);
  track.addEventListener('mute', check);
  track.addEventListener('unmute', check);
  const timer = setInterval(check, TRACK_POLL_MS);

  function detach() {
    watching = false;
    clearInterval(timer);
    track.removeEventListener('ended', onEnded);
    track.removeEventListener('mute', check);
    track.removeEventListener('unmute', check);
  }
  return detach;
}
