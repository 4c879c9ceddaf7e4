// Share: hands the signature to the system share sheet, on devices that can share files (most
// phones; few desktops). Whether to offer it at all is asked with the actual file, since a device
// may share some types and not others.

export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

export type ShareEnvironment = Pick<Navigator, 'share' | 'canShare'> | undefined;

const browserNavigator = (): ShareEnvironment =>
  typeof navigator === 'undefined' ? undefined : navigator;

export function canShareFiles(files: File[], nav: ShareEnvironment = browserNavigator()): boolean {
  if (!nav || typeof nav.canShare !== 'function' || typeof nav.share !== 'function') return false;
  try {
    return nav.canShare({ files });
  } catch {
    return false;
  }
}

export async function shareFiles(
  files: File[],
  title: string,
  nav: ShareEnvironment = browserNavigator(),
): Promise<ShareOutcome> {
  if (!canShareFiles(files, nav)) return 'failed';
  try {
    await nav!.share({ files, title });
    return 'shared';
  } catch (error) {
    // The person closed the sheet: not an error worth a message.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'failed';
  }
}

export function fileFromBlob(blob: Blob, name: string): File {
  return new File([blob], name, { type: blob.type });
}
