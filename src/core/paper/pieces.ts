// The 8-connected pieces of a binary grid (pixels of ink, cells of a coarse grid), each with its
// size and bounding box: the crop proposal groups inky cells with it and tells handwriting from
// print by its pieces of ink (handwriting.ts). Pure; typed arrays only.

export interface Piece {
  size: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The 8-connected pieces of `ink` (1 = set), each with its size and box; `ink` is left as it was. */
export function pieces(ink: Uint8Array, width: number, height: number): Piece[] {
  const seen = new Uint8Array(ink.length);
  const stack = new Int32Array(ink.length);
  const out: Piece[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1 || seen[start]) continue;
    const piece: Piece = { size: 0, left: width, top: height, right: -1, bottom: -1 };
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top];
      const x = p % width;
      const y = (p - x) / width;
      piece.size++;
      if (x < piece.left) piece.left = x;
      if (x > piece.right) piece.right = x;
      if (y < piece.top) piece.top = y;
      if (y > piece.bottom) piece.bottom = y;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const q = ny * width + nx;
          if (ink[q] === 1 && !seen[q]) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    out.push(piece);
  }
  return out;
}
