// The two ways a photo arrives besides the picker: dropped anywhere on the Capture screen (with
// a drop target shown while dragging) and pasted with Ctrl/Cmd+V. Each hands one file on, or a
// problem when the drop or paste held something else.
import { useEffect, useState, type DragEvent } from 'react';
import type { Problem } from './capture-state.ts';
import { takeTransfer } from './photo-intake.ts';

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

/** `onIntake` must be stable (a useCallback). */
export function usePhotoIntake(onIntake: (intake: { file: File } | { problem: Problem }) => void) {
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if ((event.target as Element | null)?.closest?.(EDITABLE)) return;
      const intake = takeTransfer(event.clipboardData);
      if (!intake) return;
      event.preventDefault();
      onIntake(intake);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onIntake]);

  const dropProps = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      // Leaving for a child is not leaving the drop area.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const intake = takeTransfer(event.dataTransfer);
      if (intake) onIntake(intake);
    },
  };
  return { dragging, dropProps };
}
