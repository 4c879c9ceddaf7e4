// React binding of the CameraController: one controller per Capture screen. While the screen
// is open the camera list is kept fresh (devicechange); leaving the screen turns the camera off.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CameraController, initialCameraState } from './camera-controller.ts';

function createController() {
  return new CameraController({
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
    isSecureContext: typeof window === 'undefined' ? true : window.isSecureContext,
    log: (message, error) => console.error(`${message}:`, error),
    isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  });
}

export function useCamera() {
  const [controller] = useState(createController);
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    () => initialCameraState,
  );
  useEffect(() => controller.watchDevices(), [controller]);
  useEffect(() => () => controller.stop(), [controller]);
  return { state, controller };
}
