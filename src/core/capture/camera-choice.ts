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

/**
 * The list to show while a camera is live: it always holds the live camera, labelled from its
 * track when the listing had no label (a listing that failed, raced the permission or lags a
 * device change must not leave the list empty, "No camera yet", beside a live picture).
 */
export function includeLiveCamera(
  devices: readonly CameraDevice[],
  live: CameraDevice,
): CameraDevice[] {
  const index = live.deviceId ? devices.findIndex((d) => d.deviceId === live.deviceId) : -1;
  if (index >= 0) {
    const listed = devices[index];
    if (listed.label || !live.label) return [...devices];
    return devices.map((device, i) => (i === index ? { ...device, label: live.label } : device));
  }
  if (!live.deviceId && devices.length > 0) return [...devices];
  // Entries without an id are the placeholders a browser lists before permission.
  return [live, ...devices.filter((device) => device.deviceId)];
}

/**
 * The camera a fresh listing leaves selected while the camera is off: the chosen one while it is
 * still there, otherwise the one Start would pick, so the list shows what Start will use. A
 * listing without ids (no permission yet) cannot judge, and keeps the choice.
 */
export function keepSelection(devices: readonly CameraDevice[], selectedId: string): string {
  const known = devices.filter((device) => device.deviceId);
  if (known.length === 0 || known.some((device) => device.deviceId === selectedId)) {
    return selectedId;
  }
  return chooseCamera(known)!.deviceId;
}
