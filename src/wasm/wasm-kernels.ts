// The WebAssembly SIMD kernels (assembly/, compiled into kernels.wasm) behind the interface of
// core/clean/kernels.ts. This module only instantiates bytes it is given — the workers fetch
// them from our origin (load-kernels.ts), Node reads them from disk — so it runs anywhere.
// Where WebAssembly or its SIMD is missing, wasmKernels returns null and the TypeScript runs.
//
// Memory: the kernels have no allocator; each call lays out what it needs from offset 0 and
// grows the memory to fit. A WebAssembly memory cannot shrink, so after a call that needed more
// than RETAIN_BYTES the instance is dropped and the next call starts a fresh one from the
// compiled module (well under a millisecond): a worker keeps at most that much between photos.
import type { BitMask } from '../core/clean/bit-mask.ts';
import type { Kernels } from '../core/clean/kernels.ts';
import { align, byteKernels, type ByteExports, STRIP_BYTES } from './byte-kernels.ts';
import { contrastKernel, type ContrastExports } from './contrast-kernel.ts';
import { inkKernel, type InkExports } from './ink-kernel.ts';
import { cellKernel, type CellExports } from './cell-kernels.ts';
import { blurNetKernel, type BlurNetExports } from './blur-net-kernel.ts';
import { houghKernel, type HoughExports } from './hough-kernel.ts';
// speed-g (issue 26):
import { edgeKernel, type EdgeExports } from './edge-kernel.ts';
// speed-i (issue 26):
import { photoPassKernel } from './photo-pass-kernel.ts';
import { paperKernel, type PaperExports } from './paper-kernel.ts';

interface Exports
  extends
    ByteExports,
    ContrastExports,
    InkExports,
    CellExports,
    BlurNetExports,
    HoughExports,
    EdgeExports,
    PaperExports {
  memory: WebAssembly.Memory;
  specGray(src: number, dst: number, count: number, hist: number): void;
  projectedGray(
    src: number,
    dst: number,
    count: number,
    hist: number,
    wr: number,
    wg: number,
    wb: number,
  ): void;
  normalise(
    gray: number,
    width: number,
    height: number,
    closed: number,
    sw: number,
    sh: number,
    rows3: number,
    across: number,
    out: number,
    hist: number,
    pairs: number,
    dark: number,
  ): number;
  openedMask(
    gray: number,
    width: number,
    height: number,
    atMost: number,
    bits: number,
    work: number,
  ): number;
  closing(
    image: number,
    width: number,
    height: number,
    radius: number,
    out: number,
    a: number,
    b: number,
    forward: number,
    backward: number,
  ): void;
}

type Pixels = Uint8ClampedArray | Uint8Array;

/** RGBA pixels copied into the kernel's memory per step: the copy and the pass stay in cache. */
const STRIP_PIXELS = STRIP_BYTES / 4;
const HISTOGRAM_BYTES = 4 * 256 * 4;
/** The normalisation's pair table (assembly/pair-histogram.ts, PAIR_BYTES). */
const PAIR_BYTES = 64 << 10;
/** A memory larger than this after a call is given up (see the header). 80 MB keeps the spec
 * clean of a 50 MP photo (its grey and two masks, ≈ 63 MB) and the enhanced normalisation of a
 * 12 MP one (≈ 54 MB) from growing fresh memory on every call, which at 48 MP cost as much as
 * the clean itself; the clean worker already keeps the last decoded photo (200 MB at 50 MP). */
export const RETAIN_BYTES = 80 * 1024 * 1024;
const PAGE = 65536;

/** The four interleaved histograms at `at` summed into one. */
function mergedHistogram(k: Exports, at: number): Uint32Array {
  const counts = new Uint32Array(k.memory.buffer, at, 1024);
  const merged = new Uint32Array(256);
  for (let v = 0; v < 256; v++) {
    merged[v] = counts[v] + counts[256 + v] + counts[512 + v] + counts[768 + v];
  }
  return merged;
}

/** The kernels, or null where this runtime cannot compile them (no WebAssembly, no SIMD). */
export function wasmKernels(bytes: BufferSource): Kernels | null {
  if (typeof WebAssembly !== 'object' || !WebAssembly.validate(bytes)) return null;
  const module = new WebAssembly.Module(bytes);
  let current: Exports | null = null;

  /** The exports with at least `bytes` of memory. */
  function take(bytes: number): Exports {
    current ??= new WebAssembly.Instance(module, {}).exports as unknown as Exports;
    const have = current.memory.buffer.byteLength;
    if (have < bytes) current.memory.grow(Math.ceil((bytes - have) / PAGE));
    return current;
  }
  function release() {
    if (current && current.memory.buffer.byteLength > RETAIN_BYTES) current = null;
  }
  /** The image's bytes as a plain Uint8Array (set() between two of them is one memmove). */
  const bytesOf = (data: Pixels) => new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

  /**
   * The grey of `pixelCount` pixels: strip by strip copied in and converted, the grey left at
   * `grayAt` (or, with `out`, copied out strip by strip), the histogram summed at HISTOGRAM;
   * `onRead` is told after each strip how many pixels have been read (they are in cache).
   */
  function grayPass(
    k: Exports,
    data: Pixels,
    pixelCount: number,
    grayAt: number,
    histogram: boolean,
    out: Uint8Array | null,
    weights: readonly [number, number, number] | null,
    onRead?: (end: number) => void,
  ) {
    const source = bytesOf(data);
    const heap = new Uint8Array(k.memory.buffer);
    const histAt = histogram ? STRIP_BYTES : 0;
    if (histogram) heap.fill(0, histAt, histAt + HISTOGRAM_BYTES);
    for (let start = 0; start < pixelCount; start += STRIP_PIXELS) {
      const count = Math.min(STRIP_PIXELS, pixelCount - start);
      heap.set(source.subarray(start * 4, (start + count) * 4), 0);
      const at = out ? grayAt : grayAt + start;
      if (weights) k.projectedGray(0, at, count, histAt, weights[0], weights[1], weights[2]);
      else k.specGray(0, at, count, histAt);
      if (out) out.set(heap.subarray(at, at + count), start);
      onRead?.(start + count);
    }
    return histogram ? mergedHistogram(k, histAt) : null;
  }

  /** The grey copied out strip by strip (into `into` when given): the memory stays a strip's
   * size. */
  function grayOut(
    data: Pixels,
    pixelCount: number,
    histogram: boolean,
    weights: readonly [number, number, number] | null,
    onRead?: (end: number) => void,
    into?: Uint8Array,
  ) {
    const grayAt = STRIP_BYTES + HISTOGRAM_BYTES;
    const k = take(grayAt + STRIP_PIXELS);
    const gray = into ?? new Uint8Array(pixelCount);
    const counts = grayPass(k, data, pixelCount, grayAt, histogram, gray, weights, onRead);
    return { gray, histogram: counts };
  }

  /** The image copied to 0 and closed into `outAt`, with its work images from `workAt` on. */
  function closingIn(
    image: Uint8Array,
    width: number,
    height: number,
    radius: number,
    outAt: number,
    workAt: number,
  ) {
    // Each work image holds the rows padded to 16 bytes, or the row buffer (assembly/closing.ts).
    const workBytes = align(Math.max(align(width) * height, width + 4 * radius + 64));
    const k = take(workAt + 4 * workBytes);
    new Uint8Array(k.memory.buffer).set(image, 0);
    const [a, b, forward, backward] = [0, 1, 2, 3].map((i) => workAt + i * workBytes);
    k.closing(0, width, height, radius, outAt, a, b, forward, backward);
    return k;
  }

  return {
    grayAndHistogram(data, pixelCount) {
      const { gray, histogram } = grayOut(data, pixelCount, true, null);
      return { gray, histogram: histogram ?? new Uint32Array(256) };
    },
    grayOnly: (data, pixelCount, onRead, into) =>
      grayOut(data, pixelCount, false, null, onRead, into).gray,
    projectGray: (data, pixelCount, weights, withHistogram, onRead, into) =>
      grayOut(data, pixelCount, withHistogram, weights, onRead, into),
    specOpening(data, width, height, limitOf) {
      const n = width * height;
      const stride = (width + 31) >>> 5;
      const bitBytes = stride * height * 4;
      const grayAt = STRIP_BYTES + HISTOGRAM_BYTES;
      const bitsAt = align(grayAt + n + 32); // thresholdBits reads up to 31 bytes past the grey
      const workAt = align(bitsAt + bitBytes);
      const k = take(workAt + bitBytes);
      const histogram = grayPass(k, data, n, grayAt, true, null, null) ?? new Uint32Array(256);
      const limit = limitOf(histogram);
      const mask: BitMask = { width, height, stride, bits: new Int32Array(stride * height) };
      let inkPixels = 0;
      if (limit >= 0) {
        inkPixels = k.openedMask(
          grayAt,
          width,
          height,
          Math.min(255, Math.floor(limit)),
          bitsAt,
          workAt,
        );
        mask.bits.set(new Int32Array(k.memory.buffer, bitsAt, stride * height));
      }
      release();
      return { mask, inkPixels };
    },
    closing(image, width, height, radius) {
      const n = width * height;
      const outAt = align(n);
      const k = closingIn(image, width, height, radius, outAt, align(outAt + n));
      const out = new Uint8Array(k.memory.buffer, outAt, n).slice();
      release();
      return out;
    },
    normaliseByBackground(gray, width, height, radius, { small, sw, sh }, into) {
      const n = width * height;
      const m = sw * sh;
      const closedAt = align(m);
      const grayAt = align(closedAt + m);
      const outAt = align(grayAt + n);
      const histAt = align(outAt + n);
      const rows3At = histAt + HISTOGRAM_BYTES;
      const acrossAt = align(rows3At + m);
      const pairsAt = align(acrossAt + 2 * sh * width);
      const darkAt = pairsAt + PAIR_BYTES;
      const k = closingIn(small, sw, sh, radius, closedAt, darkAt + 4 * ((n + 15) >> 4));
      const heap = new Uint8Array(k.memory.buffer);
      heap.set(gray, grayAt);
      heap.fill(0, histAt, histAt + HISTOGRAM_BYTES);
      const at = [rows3At, acrossAt, outAt, histAt, pairsAt, darkAt] as const;
      const found = k.normalise(grayAt, width, height, closedAt, sw, sh, ...at);
      const dark = new Int32Array(k.memory.buffer, darkAt, found).slice();
      const normalised = into ?? heap.slice(outAt, outAt + n);
      if (into) into.set(heap.subarray(outAt, outAt + n));
      const histogram = mergedHistogram(k, histAt);
      release();
      return { normalised, histogram, dark };
    },
    ...byteKernels(take, release),
    ...contrastKernel(take, release),
    ...inkKernel(take, release),
    ...cellKernel(take, release),
    // learned-wasm (issue 23 item 7):
    ...blurNetKernel(take, release),
    // The line finder on lined paper (issue 26):
    ...houghKernel(take, release),
    // speed-g (issue 26):
    ...edgeKernel(take, release),
    // speed-i (issue 26):
    ...photoPassKernel(take, release),
    // The pen colour's paper (issue 48):
    ...paperKernel(take, release),
  };
}
