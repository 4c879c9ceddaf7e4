// The export file: what is written reads back the same, and every kind of wrong file is told
// apart (not ours, newer, damaged) without returning anything.
import { describe, expect, it } from 'vitest';
import { readWalletFile, walletFileText, WALLET_FILE_FORMAT } from './wallet-file.ts';
import { readRecord } from './wallet-records.ts';
import { newItem } from './wallet.test-helper.ts';
import type { WalletItem } from './wallet-types.ts';

const item = (seed: number): WalletItem => ({
  ...newItem(seed, { svg: '<svg viewBox="0 0 3 2"></svg>' }),
  id: `id${seed}`,
  v: 1,
  created: 1000 + seed,
  used: 2000 + seed,
});

describe('the signatures file', () => {
  it('reads back every item with its bytes and fields', async () => {
    const items = [item(1), item(2)];
    const read = readWalletFile(await walletFileText(items));
    expect(read).toHaveLength(2);
    for (const [i, entry] of read.entries()) {
      const back = readRecord({ ...entry, id: 'x' })!;
      expect(back).toMatchObject({ name: items[i].name, width: 3, height: 2, ink: '#102030' });
      expect(back.created).toBe(items[i].created);
      expect(back.svg).toBe(items[i].svg);
      expect(new Uint8Array(await back.png.arrayBuffer())).toEqual(
        new Uint8Array(await items[i].png.arrayBuffer()),
      );
    }
  });

  it('tells a file that is not ours, a newer one and a damaged one apart', async () => {
    const good = JSON.parse(await walletFileText([item(1)]));
    const reason = (text: string) => {
      try {
        readWalletFile(text);
        return 'read';
      } catch (error) {
        return (error as { reason: string }).reason;
      }
    };
    expect(reason('not json at all')).toBe('notWallet');
    expect(reason(JSON.stringify({ format: 'other', version: 1, items: [] }))).toBe('notWallet');
    expect(reason(JSON.stringify({ ...good, version: 2 }))).toBe('newer');
    expect(reason(JSON.stringify({ ...good, items: 'x' }))).toBe('damaged');
    const notPng = { ...good.items[0], png: btoa('GIF89a') };
    expect(reason(JSON.stringify({ ...good, items: [notPng] }))).toBe('damaged');
    expect(reason(JSON.stringify({ ...good, items: [{ ...good.items[0], kind: 'x' }] }))).toBe(
      'damaged',
    );
    expect(reason(JSON.stringify({ ...good, items: [{ ...good.items[0], png: '%%%' }] }))).toBe(
      'damaged',
    );
    expect(reason(JSON.stringify(good))).toBe('read');
    expect(good.format).toBe(WALLET_FILE_FORMAT);
  });
});
