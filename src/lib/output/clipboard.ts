// Copy: puts the PNG on the system clipboard. The Blob may be passed as a promise so the
// clipboard write starts inside the click (Safari refuses a write that begins after an await).
// Browsers differ: some have no image clipboard at all, some refuse without focus or permission;
// the outcome says which, so the screen can tell the person what to do instead.

export type CopyOutcome = 'copied' | 'unsupported' | 'refused' | 'failed';

export interface ClipboardEnvironment {
  clipboard?: Pick<Clipboard, 'write'>;
  ClipboardItem?: typeof ClipboardItem;
}

const browserEnvironment = (): ClipboardEnvironment => ({
  clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
  ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
});

export function canCopyPng(env: ClipboardEnvironment = browserEnvironment()): boolean {
  const Item = env.ClipboardItem;
  if (!env.clipboard?.write || !Item) return false;
  return typeof Item.supports === 'function' ? Item.supports('image/png') : true;
}

export async function copyPng(
  png: Blob | Promise<Blob>,
  env: ClipboardEnvironment = browserEnvironment(),
): Promise<CopyOutcome> {
  if (!canCopyPng(env)) return 'unsupported';
  try {
    await env.clipboard!.write([new env.ClipboardItem!({ 'image/png': png })]);
    return 'copied';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'refused';
    return 'failed';
  }
}
