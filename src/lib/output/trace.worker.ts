// The SVG tracing worker: thin by design. One request, one answer; the client ends it after.
import type { TraceRequest, TraceResponse } from './trace-protocol.ts';
import { traceSvg } from './trace-svg.ts';

self.onmessage = async (event: MessageEvent<TraceRequest>) => {
  const { data, width, height, fill } = event.data;
  let response: TraceResponse;
  try {
    response = { ok: true, svg: await traceSvg({ data, width, height }, fill) };
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
