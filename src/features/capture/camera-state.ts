// The camera's state as the screen sees it, apart from the controller that changes it.
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
