// The trained blur net installed as the learned decision's default (blur-net.ts). Only the entry
// points that clean captures and photos for real import this, so the weights (about 26 KB
// compressed) stay out of the live preview's worker, which cleans with `learnedBlur: false`.
import { installBlurNet } from './blur-net.ts';
import { decodeBlurNet } from './blur-net-weights.ts';

/** Installs the trained net (idempotent; decoded on first use). */
export function installTrainedBlurNet(): void {
  installBlurNet(decodeBlurNet);
}
