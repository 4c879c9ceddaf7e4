// What the live preview (guidance.worker.ts, every frame at up to 640 px) asks of the cleaner:
// the user's cleaner and offset, never the learned blur decision (enhanced/blur-net.ts: up to
// a second on a blurry frame). The capture itself is cleaned with it.
import type { CleanOptions } from '../../core/clean/clean-options.ts';

export const previewCleanOptions = (options: CleanOptions): CleanOptions => ({
  ...options,
  learnedBlur: false,
});
