// React binding of the camera: one controller per Capture screen (camera-controller.ts; the code
// that starts a stream loads on the first Start, camera-session.ts). While the screen is open the
// camera list is kept fresh (devicechange); leaving the screen turns the camera off.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CameraController } from './camera-controller.ts';
import { initialCameraState } from './camera-state.ts';

function createController(): CameraController {
  return new CameraController({
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
    isSecureContext: typeof window === 'undefined' ? true : window.isSecureContext,
    log: (message, error) => console.error(`${message}:`, error),
    isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  });
}

export function useCamera() {
  const [camera] = useState(createController);
  const state = useSyncExternalStore(camera.subscribe, camera.getState, () => initialCameraState);
  useEffect(() => {
    const unwatch = camera.watchDevices();
    return () => {
      unwatch();
      camera.stop();
    };
  }, [camera]);
  return { state, controller: camera };
}
