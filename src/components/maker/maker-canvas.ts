// A canvas for the maker's PNGs: an OffscreenCanvas where there is one, a detached <canvas>
// otherwise; and its PNG, encoded without blocking the page.

export type MakerCanvas = OffscreenCanvas | HTMLCanvasElement;

export function newCanvas(width: number, height: number): MakerCanvas {
  if (!(width > 0 && height > 0))
    throw new RangeError(`A canvas needs a size, got ${width}×${height}`);
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function canvasToPng(canvas: MakerCanvas): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made'))),
      'image/png',
    ),
  );
}
