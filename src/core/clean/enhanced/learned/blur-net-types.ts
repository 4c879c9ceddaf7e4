// The learned blur decision's net and its layers' kernel signature (blur-net.ts), in a module of
// their own so the weights, the packing and the kernels' interface import them without a cycle.

/** A 3 × 3 layer: `data` holds the channels' biases, then for each input channel and tap
 * (ky, kx) the weights of every output channel, float32. */
export interface BlurNetLayer {
  inputs: number;
  dilation: number;
  data: Float32Array;
}

export interface BlurNet {
  /** Input channels: the darkness, the mask before the cut, the rules' cut. */
  inputs: number;
  /** Output channels of every 3 × 3 layer. */
  channels: number;
  layers: BlurNetLayer[];
  /** The 1 × 1 output: its bias, then one weight per channel. */
  out: Float32Array;
}

/** The 3 × 3 layers on one window: `input` (pitch × rows pixels, `net.inputs` interleaved
 * float32 each) through every layer, layer k written on rects[4k..4k+3] (x0, y0, x1, y1);
 * returns the last layer's window (`net.channels` interleaved). */
export type BlurLayers = (
  net: BlurNet,
  input: Float32Array,
  pitch: number,
  rows: number,
  rects: Int32Array,
) => Float32Array;
