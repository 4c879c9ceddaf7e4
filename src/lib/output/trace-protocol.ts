// Messages between svg-on-demand.ts and trace.worker.ts.
import type { Rgb } from '../../core/output/image-types.ts';

export interface TraceRequest {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  fill: Rgb;
}

export type TraceResponse = { ok: true; svg: string } | { ok: false; message: string };
