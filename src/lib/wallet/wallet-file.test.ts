// The export file: what is written reads back the same, and every kind of wrong file is told
// apart (not ours, newer, damaged) without returning anything.
import { describe, expect, it } from 'vitest';
import { readWalletFile, walletFileText, WALLET_FILE_FORMAT } from './wallet-file.ts';
import { readRecord } from './wallet-records.ts';
import { newItem } from './wallet.test-helper.ts';
import type { WalletItem } from './wallet-types.ts';

const SVG = '<svg viewBox="0 0 3 2"></svg>';
const item = (seed: number): WalletItem => ({
  ...newItem(seed),
  svg: new Blob([SVG], { type: 'image/svg+xml' }),
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
      expect(await back.svg?.text()).toBe(SVG);
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
    expect(reason(JSON.stringify({ ...good, items: [good.items[0], notPng] }))).toBe('picture');
    expect(reason(JSON.stringify({ ...good, items: [{ ...good.items[0], kind: 'x' }] }))).toBe(
      'damaged',
    );
    expect(reason(JSON.stringify({ ...good, items: [{ ...good.items[0], png: '%%%' }] }))).toBe(
      'damaged',
    );
    expect(reason(JSON.stringify(good))).toBe('read');
    expect(good.format).toBe(WALLET_FILE_FORMAT);
  });

  it('calls a cut-off file of ours damaged, not "not an InkLift file"', async () => {
    const text = await walletFileText([item(1), item(2)]);
    for (const end of [text.length - 1, Math.floor(text.length / 2), 40])
      expect(() => readWalletFile(text.slice(0, end))).toThrow(
        expect.objectContaining({ reason: 'damaged' }),
      );
    expect(() => readWalletFile('{"a":')).toThrow(expect.objectContaining({ reason: 'notWallet' }));
  });

  it('names which item holds a picture that is not a PNG', async () => {
    const good = JSON.parse(await walletFileText([item(1), item(2), item(3)]));
    good.items[2].png = btoa('not a png');
    expect(() => readWalletFile(JSON.stringify(good))).toThrow(
      expect.objectContaining({ reason: 'picture', item: 3 }),
    );
  });

  it('refuses names that turn the direction of text or show nothing', async () => {
    const good = JSON.parse(await walletFileText([item(1)]));
    for (const name of ['\u202eevil.exe', 'A\u2066B', '\u200b\u200d', ' \u2060 ']) {
      const file = { ...good, items: [{ ...good.items[0], name }] };
      expect(() => readWalletFile(JSON.stringify(file))).toThrow(
        expect.objectContaining({ reason: 'damaged' }),
      );
    }
    const arabic = { ...good, items: [{ ...good.items[0], name: 'توقيع \u200f' }] };
    expect(readWalletFile(JSON.stringify(arabic))[0].name).toBe('توقيع \u200f');
  });

  it('keeps only an SVG of the kind the app writes; any other is traced again', async () => {
    const own =
      '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2" viewBox="0 0 3 2"><title>Signature</title><path fill="#000000" fill-rule="evenodd" d="M0 0L1 1Z"/></svg>\n';
    const drawn =
      '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2" viewBox="0 0 3 2"><g fill="#102030"><path d="M0 0L1 1Z"/></g></svg>';
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path d="M0 0"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.invalid/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0" style="x"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><![CDATA[<script>]]></svg>',
    ];
    const good = JSON.parse(await walletFileText([item(1)]));
    const svgOf = (svg: string) =>
      readWalletFile(JSON.stringify({ ...good, items: [{ ...good.items[0], svg }] }))[0].svg;
    expect(svgOf(own)).toBe(own);
    expect(svgOf(drawn)).toBe(drawn);
    for (const svg of hostile) expect(svgOf(svg)).toBeNull();
  });
});
