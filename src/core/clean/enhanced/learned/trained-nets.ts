// The trained nets installed as the learned decisions' defaults: the blur decision (blur-net.ts)
// and the core decision (core-net.ts). Only the entry points that clean captures and photos for
// real import this, so the weights (about 26 KB compressed each) stay out of the live preview's
// worker, which cleans with `learnedBlur: false`.
import { installBlurNet } from './blur-net.ts';
import { decodeBlurNet } from './blur-net-weights.ts';
import { installCoreNet } from './core-net.ts';
import { decodeCoreNet } from './core-net-weights.ts';

/** Installs the trained nets (idempotent; each decoded on first use). */
export function installTrainedNets(): void {
  installBlurNet(decodeBlurNet);
  installCoreNet(decodeCoreNet);
}
