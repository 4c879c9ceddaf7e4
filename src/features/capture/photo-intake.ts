// What a drop or a paste holds, told apart before anything is decoded: one file (used), several
// files, a folder or only text (each refused with advice). The DataTransfer is read at once (it
// is emptied after the event); the decision is pure, so it is tested without a DOM.
import type { Problem } from './capture-state.ts';

export interface TransferContents<F> {
  files: readonly F[];
  /** Whether any dropped item is a folder. */
  hasFolder: boolean;
  /** Whether text, a link or markup was offered. */
  hasText: boolean;
}

export type Intake<F> = { file: F } | { problem: Problem } | null;

export function classifyTransfer<F>({ files, hasFolder, hasText }: TransferContents<F>): Intake<F> {
  if (hasFolder) return { problem: { code: 'folder' } };
  if (files.length > 1) return { problem: { code: 'several', detail: String(files.length) } };
  if (files.length === 1) return { file: files[0] };
  return hasText ? { problem: { code: 'text' } } : null;
}

/** Reads a DataTransfer (drop or clipboard) and decides. */
export function takeTransfer(transfer: DataTransfer | null): Intake<File> {
  if (!transfer) return null;
  return classifyTransfer({
    files: Array.from(transfer.files),
    hasFolder: Array.from(transfer.items).some(
      (item) => item.kind === 'file' && item.webkitGetAsEntry?.()?.isDirectory === true,
    ),
    hasText: transfer.types.some((type) => type.startsWith('text/')),
  });
}
