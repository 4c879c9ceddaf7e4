// What the live preview (guidance.worker.ts, every frame at up to 640 px) asks of the cleaner:
// the user's cleaner and offset, never the learned decisions (enhanced/learned/: up to a second
// on a blurry frame), whatever the options it was sent hold. The capture itself is cleaned
// with them.
import type { CleanOptions } from '../../core/clean/clean-options.ts';

export const previewCleanOptions = ({
  algorithm,
  thresholdOffset,
}: CleanOptions): CleanOptions => ({
  algorithm,
  thresholdOffset,
});
