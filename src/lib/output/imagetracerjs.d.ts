// The part of imagetracerjs (public domain, no types of its own) that trace-svg.ts uses.
declare module 'imagetracerjs' {
  interface TracedSegment {
    type: 'L' | 'Q';
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    x3?: number;
    y3?: number;
  }
  interface TraceData {
    layers: { segments: TracedSegment[] }[][];
    width: number;
    height: number;
  }
  interface ImageTracer {
    imagedataToTracedata(
      image: { data: Uint8ClampedArray; width: number; height: number },
      options: Record<string, unknown>,
    ): TraceData;
  }
  const tracer: ImageTracer;
  export default tracer;
}
