// The learned blur decision's net (blur-net.ts) from train.py's JSON: the weights reordered so
// that each input channel's tap holds the weights of every output channel side by side (the
// kernel multiplies them as vectors), all float32. Used by the scripts that read the JSON, and
// to decode the generated weights modules.
import type { BlurNet } from './blur-net-types.ts';

/** The net from train.py's JSON (weights [out, in, k, k]) in the layout above. */
export function packBlurNet(json: {
  inputs: number;
  layers: { weight: number[]; bias: number[]; shape: number[]; dilation: number }[];
}): BlurNet {
  const convs = json.layers.slice(0, -1);
  const final = json.layers[json.layers.length - 1];
  const channels = convs.length > 0 ? convs[0].shape[0] : json.inputs;
  const layers = convs.map(({ weight, bias, shape: [cout, cin, k], dilation }) => {
    if (k !== 3 || cout !== channels) throw new RangeError('3 × 3 layers of one width expected');
    const data = new Float32Array(cout + cin * 9 * cout);
    data.set(bias);
    for (let c = 0; c < cin; c++)
      for (let t = 0; t < 9; t++)
        for (let o = 0; o < cout; o++)
          data[cout + (c * 9 + t) * cout + o] = weight[(o * cin + c) * 9 + t];
    return { inputs: cin, dilation, data };
  });
  const out = Float32Array.from([final.bias[0], ...final.weight]);
  return { inputs: json.inputs, channels, layers, out };
}

/** A net from its generated module (blur-net-module.ts): `base64` holds, as little-endian
 * float32, the biases and weights of each 3 × 3 layer (the layout above), then the 1 × 1 output. */
export function decodeNet(
  inputs: number,
  channels: number,
  dilations: number[],
  base64: string,
): BlurNet {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const values = new Float32Array(bytes.buffer);
  let at = 0;
  const take = (count: number) => values.subarray(at, (at += count));
  const layers = dilations.map((dilation, k) => {
    const cin = k === 0 ? inputs : channels;
    return { inputs: cin, dilation, data: take(channels + cin * 9 * channels) };
  });
  return { inputs, channels, layers, out: take(1 + channels) };
}
