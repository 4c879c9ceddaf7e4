// Seeded, signature-like RGBA test images: slightly uneven paper with noise, a few looping pen
// strokes 1–5 px wide, and specks. Reproducible from the seed; used by the cross-check and the
// speed benchmark.

export function syntheticSignature(seed: number, width: number, height: number): Uint8ClampedArray {
  let s = seed >>> 0;
  const random = () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 4294967296);
  const data = new Uint8ClampedArray(width * height * 4);
  const paper = 200 + random() * 50;
  const slope = (random() - 0.5) * 60;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = paper + (slope * x) / width + (random() - 0.5) * 20;
      const i = (y * width + x) * 4;
      data[i] = v;
      data[i + 1] = v - 3;
      data[i + 2] = v - 8;
      data[i + 3] = 255;
    }
  }
  const scale = Math.max(1, Math.sqrt((width * height) / 250_000));
  const strokes = 3 + Math.floor(random() * 6);
  for (let k = 0; k < strokes; k++) {
    let x = random() * width;
    let y = random() * height;
    const thickness = Math.max(1, Math.round((1 + Math.floor(random() * 5)) * scale));
    const steps = Math.round(400 * scale);
    for (let step = 0; step < steps; step++) {
      x += Math.cos(step / (15 * scale) + k) * 1.5;
      y += Math.sin(step / (9 * scale) + k * 2) * 1.2;
      for (let dy = 0; dy < thickness; dy++) {
        for (let dx = 0; dx < thickness; dx++) {
          const px = Math.floor(x) + dx;
          const py = Math.floor(y) + dy;
          if (px < 0 || py < 0 || px >= width || py >= height) continue;
          const i = (py * width + px) * 4;
          data[i] = 30;
          data[i + 1] = 40;
          data[i + 2] = 110;
        }
      }
    }
  }
  for (let k = 0; k < 40 * scale; k++) {
    const i = (Math.floor(random() * height) * width + Math.floor(random() * width)) * 4;
    data[i] = data[i + 1] = data[i + 2] = 10;
  }
  return data;
}
