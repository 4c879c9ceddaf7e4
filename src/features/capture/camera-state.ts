// The camera's state as the screen sees it. Kept apart from the controller so that the page can
// show the camera off (and the controller's code can load after the first paint).
import type { CameraDevice } from '../../core/capture/camera-choice.ts';
import type { CameraError } from './camera-media.ts';

export type CameraStatus = 'off' | 'starting' | 'on';
export interface CameraState {
  status: CameraStatus;
  stream: MediaStream | null;
  devices: readonly CameraDevice[];
  selectedId: string;
  mirrored: boolean;
  error: CameraError | null;
  /** Set by a Start that found the chosen camera gone and used another one instead. */
  fellBackFrom: CameraDevice | null;
}

export const initialCameraState: CameraState = {
  status: 'off',
  stream: null,
  devices: [],
  selectedId: '',
  mirrored: true,
  error: null,
  fellBackFrom: null,
};
