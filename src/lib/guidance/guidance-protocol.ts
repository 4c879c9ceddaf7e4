// The messages between the live-guidance client and its worker (types only). A frame travels
// as an ImageBitmap of the guide box's region (transferred, not copied); the worker answers
// with the frame's measures and, when asked, the cleaned region as a bitmap (transferred back).
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import type { FrameReading } from '../../core/guidance/judge-frame.ts';

export interface FrameRequest {
  id: number;
  /** The guide box's region at the camera's resolution; the worker closes it. */
  frame: ImageBitmap;
  /** Clean the region for the live preview with these options; null: measure only. */
  clean: CleanOptions | null;
}

export interface FrameAnswer {
  id: number;
  reading: FrameReading;
  /** The cleaned region (scaled down to the preview's size), when a clean was asked. */
  preview: ImageBitmap | null;
  /** Time the worker spent on the frame (ms). */
  workMs: number;
}

export interface FrameFailure {
  id: number;
  error: string;
}

/** Sent once by the worker when its script has loaded. */
export interface GuidanceReady {
  ready: true;
}

export type GuidanceMessage = FrameAnswer | FrameFailure | GuidanceReady;
