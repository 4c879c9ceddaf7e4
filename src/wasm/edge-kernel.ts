// The edge threshold after its contrast image (assembly/edge-windows.ts) behind
// core/clean/kernels.ts: the normalised picture, the contrast and the mask copied in, the edge
// pixels listed and the windows run there, the mask copied out.
import type { Kernels } from '../core/clean/kernels.ts';
import { align } from './byte-kernels.ts';

/** The export the wrapper calls. */
export interface EdgeExports {
  memory: WebAssembly.Memory;
  edgeInk(
    norm: number,
    contrast: number,
    mask: number,
    width: number,
    height: number,
    level: number,
    start: number,
    first: number,
    last: number,
    columns: number,
    xs: number,
    r: number,
    minEdges: number,
    k2: number,
  ): number;
}

/** The kernel on the instance `take(bytes)` returns (`release` after each call). */
export function edgeKernel(
  take: (bytes: number) => EdgeExports,
  release: () => void,
): Pick<Kernels, 'edgeInk'> {
  return {
    edgeInk({ normalised, contrast, width, height }, level, mask, r, minEdges, k2) {
      const n = width * height;
      const contrastAt = align(n);
      const maskAt = align(contrastAt + n);
      const startAt = align(maskAt + n);
      const firstAt = align(startAt + 4 * (height + 1));
      const lastAt = align(firstAt + 4 * height);
      const columnsAt = align(lastAt + 4 * height);
      // The edge list last: only as many of its pages are touched as there are edges.
      const xsAt = align(columnsAt + 12 * (width + 2 * r + 2));
      const k = take(xsAt + 4 * n);
      const heap = new Uint8Array(k.memory.buffer);
      heap.set(normalised, 0);
      heap.set(contrast, contrastAt);
      heap.set(mask, maskAt);
      const at = [startAt, firstAt, lastAt, columnsAt, xsAt] as const;
      const added = k.edgeInk(0, contrastAt, maskAt, width, height, level, ...at, r, minEdges, k2);
      mask.set(heap.subarray(maskAt, maskAt + n));
      release();
      return added;
    },
  };
}
