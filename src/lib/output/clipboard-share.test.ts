import { describe, expect, it, vi } from 'vitest';
import { canCopyPng, copyPng, type ClipboardEnvironment } from './clipboard.ts';
import { canShareFiles, fileFromBlob, shareFiles } from './share.ts';

class FakeItem {
  static supports = (type: string): boolean => type === 'image/png';
  constructor(readonly items: Record<string, Blob | Promise<Blob>>) {}
}

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

function environment(write: (items: unknown[]) => Promise<void>): ClipboardEnvironment {
  return { clipboard: { write }, ClipboardItem: FakeItem as unknown as typeof ClipboardItem };
}

describe('copyPng', () => {
  it('writes one PNG item to the clipboard', async () => {
    const write = vi.fn(async () => {});
    expect(await copyPng(png, environment(write))).toBe('copied');
    const [[items]] = write.mock.calls as unknown as [[FakeItem[]]];
    expect(items).toHaveLength(1);
    expect(items[0].items['image/png']).toBe(png);
  });

  it('says unsupported where there is no image clipboard', async () => {
    expect(await copyPng(png, {})).toBe('unsupported');
    const noItem = { clipboard: { write: vi.fn() } };
    expect(canCopyPng(noItem)).toBe(false);
    class TextOnly extends FakeItem {
      static supports = () => false;
    }
    const env = {
      clipboard: { write: vi.fn() },
      ClipboardItem: TextOnly as unknown as typeof ClipboardItem,
    };
    expect(await copyPng(png, env)).toBe('unsupported');
    expect(env.clipboard.write).not.toHaveBeenCalled();
  });

  it('tells a refusal from another failure', async () => {
    const refuse = async () => {
      throw new DOMException('Document is not focused', 'NotAllowedError');
    };
    expect(await copyPng(png, environment(refuse))).toBe('refused');
    const broken = async () => {
      throw new DOMException('Encoding failed', 'DataError');
    };
    expect(await copyPng(png, environment(broken))).toBe('failed');
  });
});

describe('share', () => {
  const files = [fileFromBlob(png, 'signature.png')];

  it('is offered only where the device can share these files', () => {
    expect(canShareFiles(files, undefined)).toBe(false);
    expect(canShareFiles(files, { share: vi.fn(), canShare: () => false })).toBe(false);
    expect(canShareFiles(files, { share: vi.fn() } as never)).toBe(false);
    expect(canShareFiles(files, { share: vi.fn(), canShare: () => true })).toBe(true);
    expect(files[0].name).toBe('signature.png');
    expect(files[0].type).toBe('image/png');
  });

  it('shares the files with a title, and treats closing the sheet as cancelled', async () => {
    const share = vi.fn(async () => {});
    const nav = { share, canShare: () => true };
    expect(await shareFiles(files, 'Signature', nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ files, title: 'Signature' });
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    expect(await shareFiles(files, 'Signature', nav)).toBe('cancelled');
    share.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    expect(await shareFiles(files, 'Signature', nav)).toBe('failed');
  });
});
