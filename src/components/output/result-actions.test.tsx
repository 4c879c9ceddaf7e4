// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResultActions } from './result-actions.tsx';

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });

let downloads: { name: string; blob: Blob }[];

beforeEach(() => {
  downloads = [];
  const urls = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${urls.size}`;
    urls.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: urls.get(this.href)! });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ResultActions', () => {
  it('saves the PNG and the traced SVG under their names, and says so', async () => {
    const makeSvg = vi.fn(async () => svg);
    render(<ResultActions png={png} makeSvg={makeSvg} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save PNG' }));
    expect(downloads).toEqual([{ name: 'signature.png', blob: png }]);
    expect(screen.getByRole('status').textContent).toBe('Saved signature.png.');
    fireEvent.click(screen.getByRole('button', { name: 'Save SVG' }));
    expect(screen.getByRole('button', { name: 'Tracing…' })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Saved signature.svg.'),
    );
    expect(makeSvg).toHaveBeenCalledOnce();
    expect(downloads[1]).toEqual({ name: 'signature.svg', blob: svg });
  });

  it('saves once for a double click, and again for a later click', () => {
    render(<ResultActions png={png} makeSvg={async () => svg} />);
    const save = screen.getByRole('button', { name: 'Save PNG' });
    fireEvent.click(save, { detail: 1 });
    fireEvent.click(save, { detail: 2 });
    expect(downloads).toHaveLength(1);
    fireEvent.click(save, { detail: 1 });
    fireEvent.click(save, { detail: 0 }); // Enter or Space
    expect(downloads).toHaveLength(3);
  });

  it('tells the person when the SVG could not be made', async () => {
    render(<ResultActions png={png} makeSvg={() => Promise.reject(new Error('no'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save SVG' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/SVG could not be made/);
    expect(screen.getByRole('button', { name: 'Save SVG' })).toHaveProperty('disabled', false);
  });

  it('copies the PNG to the clipboard', async () => {
    const write = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { write } });
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    render(<ResultActions png={png} makeSvg={async () => svg} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Copied/));
    const [[items]] = write.mock.calls as unknown as [[{ items: Record<string, Blob> }[]]];
    expect(items[0].items['image/png']).toBe(png);
  });

  it('explains what to do where the browser has no image clipboard or refuses', async () => {
    vi.stubGlobal('navigator', {});
    render(<ResultActions png={png} makeSvg={async () => svg} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/does not let web pages/);
    cleanup();
    vi.stubGlobal('navigator', {
      clipboard: {
        write: async () => {
          throw new DOMException('Document is not focused', 'NotAllowedError');
        },
      },
    });
    vi.stubGlobal('ClipboardItem', class {});
    render(<ResultActions png={png} makeSvg={async () => svg} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/refused/);
  });

  it('offers Share only where the device can share the PNG, and shares it', async () => {
    render(<ResultActions png={png} makeSvg={async () => svg} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    const share = vi.fn(async () => {});
    const canShare = vi.fn((data: { files: File[] }) => data.files[0].type === 'image/png');
    vi.stubGlobal('navigator', { share, canShare });
    render(<ResultActions png={png} makeSvg={async () => svg} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Shared the signature.'),
    );
    const [[data]] = share.mock.calls as unknown as [[{ files: File[]; title: string }]];
    expect(data.files[0].name).toBe('signature.png');
    expect(data.title).toBe('Signature');
  });

  it('keeps every button off without a PNG', () => {
    render(<ResultActions png={null} makeSvg={async () => svg} />);
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);
  });
});
