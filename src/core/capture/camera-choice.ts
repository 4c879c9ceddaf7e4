// Which camera to use, and whether its live view is mirrored (product spec §3–4). Pure.

export interface CameraDevice {
  deviceId: string;
  label: string;
}

const BACK_CAMERA = /back|rear|environment/i;

/** A camera whose label says back / rear / environment, otherwise the first one. */
export function chooseCamera(devices: readonly CameraDevice[]): CameraDevice | undefined {
  return devices.find((device) => BACK_CAMERA.test(device.label)) ?? devices[0];
}

/** Mirrored unless the camera reports a rear / environment facing mode. */
export function isMirrored(facingMode: string | undefined): boolean {
  return !(facingMode === 'environment' || facingMode === 'rear' || facingMode === 'back');
}
