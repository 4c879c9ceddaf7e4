// React binding of the camera: one controller per Capture screen, its code loaded right after the
// page's first paint (see lazy-camera.ts). While the screen is open the camera list is kept fresh
// (devicechange); leaving the screen turns the camera off.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CameraController } from './camera-controller.ts';
import { initialCameraState, type CameraState } from './camera-state.ts';
import { lazyCamera } from './lazy-camera.ts';

function loadController(shown: CameraState): Promise<CameraController> {
  return import('./camera-controller.ts').then(
    ({ CameraController }) =>
      new CameraController(
        {
          mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
          isSecureContext: typeof window === 'undefined' ? true : window.isSecureContext,
          log: (message, error) => console.error(`${message}:`, error),
          isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
        },
        shown,
      ),
  );
}

export function useCamera() {
  const [camera] = useState(() => lazyCamera(loadController));
  const state = useSyncExternalStore(camera.subscribe, camera.getState, () => initialCameraState);
  useEffect(() => {
    let left = false;
    let unwatch: (() => void) | undefined;
    void camera.ready().then((controller) => {
      if (!left) unwatch = controller?.watchDevices();
    });
    return () => {
      left = true;
      unwatch?.();
      camera.stop();
    };
  }, [camera]);
  return { state, controller: camera };
}
