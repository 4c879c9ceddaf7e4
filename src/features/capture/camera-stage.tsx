// The live video with the guide box over it. The box is recomputed whenever the video's
// displayed size, the window or the orientation changes, and positioned through the CSSOM
// (never a style attribute, which the Content Security Policy forbids in markup). Given
// onNoFrames, it also watches that the live picture keeps moving while it can be seen.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { computeGuideBox, type Rect } from '../../core/capture/guide-box.ts';
import {
  GUIDE_BORDER_PADDING,
  GUIDE_BOX_ASPECT_RATIO,
  INITIALS_BOX_ASPECT_RATIO,
} from '../../core/constants.ts';
import { useCaptureKind } from './capture-kind.ts';
import type { CameraStatus } from './camera-controller.ts';
import { useCaptureMessages } from './messages.ts';

interface CameraStageProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  boxRef: RefObject<Rect | null>;
  stream: MediaStream | null;
  status: CameraStatus;
  mirrored: boolean;
  countdown: number | null;
  /** A camera failure's advice: shown in place of the live view, instead of 'Press Start…'. */
  errorText?: string | null;
  /** Whether there is a failure (its text may still be loading): no 'Press Start…' then. */
  failed?: boolean;
  /** Called once when the live view gets no new frame for a while (pass the controller's
   * reportNoFrames): a track can stay live while its camera sends nothing. */
  onNoFrames?: () => void;
}

function currentGuideBox(video: HTMLVideoElement, aspectRatio: number): Rect {
  const portrait = window.matchMedia('(orientation: portrait)').matches;
  const hasFrame = video.videoWidth > 0 && video.videoHeight > 0;
  return computeGuideBox({
    videoWidth: hasFrame ? video.clientWidth : 0,
    videoHeight: hasFrame ? video.clientHeight : 0,
    screenWidth: window.innerWidth,
    portrait,
    aspectRatio,
  });
}

export function CameraStage({
  videoRef,
  boxRef,
  stream,
  status,
  mirrored,
  countdown,
  onNoFrames,
  errorText = null,
  failed = false,
}: CameraStageProps) {
  const guideRef = useRef<HTMLDivElement>(null);
  const live = status === 'on';
  const m = useCaptureMessages();
  const kind = useCaptureKind();
  const aspectRatio = kind === 'initials' ? INITIALS_BOX_ASPECT_RATIO : GUIDE_BOX_ASPECT_RATIO;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) video.play().catch(() => undefined); // autoplay of a muted video may still be refused
  }, [stream, videoRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream || !live || !onNoFrames) return;
    // Loaded with the first live picture, not with the page.
    let detach: (() => void) | null = null;
    let ended = false;
    void import('./frame-watch.ts').then(({ watchLiveView }) => {
      if (ended) return;
      detach = watchLiveView(video, onNoFrames);
    });
    return () => {
      ended = true;
      detach?.();
    };
  }, [stream, live, onNoFrames, videoRef]);

  useLayoutEffect(() => {
    const video = videoRef.current;
    const guide = guideRef.current;
    if (!video || !guide) return;
    const place = () => {
      const box = currentGuideBox(video, aspectRatio);
      boxRef.current = box;
      // The border sits GUIDE_BORDER_PADDING outside the crop area, so it is never captured.
      guide.style.left = `${box.x - GUIDE_BORDER_PADDING}px`;
      guide.style.top = `${box.y - GUIDE_BORDER_PADDING}px`;
      guide.style.width = `${box.width + 2 * GUIDE_BORDER_PADDING}px`;
      guide.style.height = `${box.height + 2 * GUIDE_BORDER_PADDING}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(video);
    video.addEventListener('resize', place);
    video.addEventListener('loadedmetadata', place);
    window.addEventListener('resize', place);
    window.addEventListener('orientationchange', place);
    return () => {
      observer.disconnect();
      video.removeEventListener('resize', place);
      video.removeEventListener('loadedmetadata', place);
      window.removeEventListener('resize', place);
      window.removeEventListener('orientationchange', place);
    };
  }, [videoRef, boxRef, aspectRatio]);

  return (
    <div className={!live && errorText ? 'stage stage-failed' : 'stage'} data-state={status}>
      <video
        ref={videoRef}
        className={mirrored ? 'stage-video is-mirrored' : 'stage-video'}
        playsInline
        muted
        autoPlay
        aria-label={m.liveView}
        data-testid="camera-video"
      />
      <div ref={guideRef} className="guide-box" hidden={!live} data-testid="guide-box">
        <span className="guide-box-label">
          {kind === 'initials' ? m.guideBoxInitials : m.guideBox}
        </span>
      </div>
      {!live && (
        <div className="stage-placeholder">
          {errorText ? (
            <p className="message message-error" role="alert">
              {errorText}
            </p>
          ) : (
            (status === 'starting' || !failed) && (
              <p>{status === 'starting' ? m.cameraStarting : m.cameraOff}</p>
            )
          )}
        </div>
      )}
      {countdown !== null && (
        <div className="stage-countdown" aria-hidden="true">
          {countdown}
        </div>
      )}
    </div>
  );
}
