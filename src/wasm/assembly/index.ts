// The WebAssembly SIMD kernels (issue 26), compiled by `npm run build:wasm` into
// src/wasm/kernels.wasm. No allocator: the caller (src/wasm/wasm-kernels.ts) lays out the
// memory and passes byte offsets. Each kernel reproduces a TypeScript reference bit for bit.
export { specGray, projectedGray } from './gray';
export { openedMask } from './bits';
export { closing } from './closing';
export { normalise } from './normalise';
export { atOrBelow, halfMaximum, nonZeroBlocks } from './bytes';
export { closeCells, smoothChannel } from './cells';
export { strokeLevels } from './stroke-levels';
export { strokeColumns, strokeRows } from './strokes';
export { contrast } from './contrast';
// speed-b (issue 26): the colour weights' contrast levels.
export { contrastLevels } from './ink-levels';
// findPaper's cell means (speed-a, issue 26).
export { cellMeans8 } from './cells';
// learned-wasm (issue 23 item 7): the learned blur decision's 3 × 3 layers.
export { blurLayer } from './blur-net';
// speed-d (issue 26): the stroke widths' ink limits, 16 columns at once.
export { strokeLimits } from './stroke-columns';
// The line finder's vote table on lined paper (issue 26).
export { houghMay, houghVote, houghUnvote, houghStrongest } from './hough';
// speed-g (issue 26): the edge threshold after its contrast image.
export { edgeInk } from './edge-windows';
// The pen colour's paper, block by block (issue 48).
export { paperSums, brightSums } from './paper-blocks';
