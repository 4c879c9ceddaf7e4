// A kept item for the wallet's tests: a small real PNG (signature bytes and all) per seed.
import { PNG } from 'pngjs';
import type { NewWalletItem } from './wallet-types.ts';

export function tinyPng(seed: number): Blob {
  const png = new PNG({ width: 3, height: 2 });
  png.data.fill(0);
  png.data[3] = 255;
  png.data[0] = seed & 255;
  return new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' });
}

export function newItem(seed: number, change: Partial<NewWalletItem> = {}): NewWalletItem {
  return {
    kind: 'signature',
    name: `Signature ${seed}`,
    png: tinyPng(seed),
    width: 3,
    height: 2,
    svg: null,
    ink: '#102030',
    origin: 'photo',
    ...change,
  };
}
