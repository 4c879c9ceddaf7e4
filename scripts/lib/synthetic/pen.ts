// The pen: a signature-like path and its footprint stamped on the truth mask (render.ts).

/** A signature-like path: a few loops and a flourish across the middle of the box. */
export function signaturePath(
  random: () => number,
  width: number,
  height: number,
  left0 = 0,
  top = 0,
): [number, number][] {
  const points: [number, number][] = [];
  const left = left0 + width * (0.12 + random() * 0.08);
  const right = left0 + width * (0.82 + random() * 0.06);
  const mid = top + height * (0.48 + (random() - 0.5) * 0.1);
  const amplitude = height * (0.18 + random() * 0.1);
  const loops = 4 + Math.floor(random() * 5);
  const phase = random() * Math.PI * 2;
  const steps = Math.ceil((right - left) * 3);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = left + (right - left) * t + Math.sin(t * Math.PI * 2 * loops + phase) * width * 0.02;
    const y =
      mid + Math.sin(t * Math.PI * 2 * loops * 0.5 + phase) * amplitude * Math.cos(t * 3 + phase);
    points.push([x, y]);
  }
  return points;
}

export function stampPath(
  gt: Uint8Array,
  width: number,
  height: number,
  path: [number, number][],
  radius: number,
) {
  const r2 = radius * radius;
  const reach = Math.ceil(radius);
  for (const [cx, cy] of path) {
    for (let y = Math.floor(cy - reach); y <= Math.ceil(cy + reach); y++) {
      if (y < 0 || y >= height) continue;
      for (let x = Math.floor(cx - reach); x <= Math.ceil(cx + reach); x++) {
        if (x < 0 || x >= width) continue;
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        if (dx * dx + dy * dy <= r2) gt[y * width + x] = 1;
      }
    }
  }
}
