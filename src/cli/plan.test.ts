import { describe, expect, it } from 'vitest';
import type { InputFile, MissingInput } from './inputs.ts';
import { outputPath, planPictures, type PlannedPicture } from './plan.ts';

async function* listed(items: (InputFile | MissingInput)[]) {
  yield* items;
}

async function plan(
  items: (InputFile | MissingInput)[],
  shard: { index: number; count: number } | null = null,
  formats: ('png' | 'svg')[] = ['png'],
): Promise<PlannedPicture[]> {
  const planned: PlannedPicture[] = [];
  for await (const picture of planPictures(listed(items), 'out/', formats, shard)) {
    planned.push(picture);
  }
  return planned;
}

describe('outputPath', () => {
  it('keeps the folders below the INPUT and swaps the extension', () => {
    expect(outputPath('out', 'a.jpg', 'png')).toBe('out/a.png');
    expect(outputPath('out/', 'sub/a.photo.JPEG', 'svg')).toBe('out/sub/a.photo.svg');
    expect(outputPath('/abs/out//', 'noext', 'png')).toBe('/abs/out/noext.png');
    expect(outputPath('/', 'a.png', 'png')).toBe('/a.png');
  });
});

describe('planPictures', () => {
  it('gives each picture its outputs, in the order of --format', async () => {
    expect(await plan([{ path: 'in/sub/a.jpg', key: 'sub/a.jpg' }], null, ['svg', 'png'])).toEqual([
      {
        input: 'in/sub/a.jpg',
        key: 'sub/a.jpg',
        outputs: ['out/sub/a.svg', 'out/sub/a.png'],
        error: null,
      },
    ]);
  });

  it('keeps a file named twice once', async () => {
    const planned = await plan([
      { path: 'in/a.jpg', key: 'a.jpg' },
      { path: './in/a.jpg', key: 'a.jpg' },
    ]);
    expect(planned.map((p) => p.input)).toEqual(['in/a.jpg']);
  });

  it('fails a picture whose output name is taken, and one that is not there', async () => {
    const planned = await plan([
      { path: 'x/a.jpg', key: 'a.jpg' },
      { path: 'x/A.png', key: 'A.png' },
      { path: 'gone.jpg', key: 'gone.jpg', missing: true },
    ]);
    expect(planned.map((p) => p.error)).toEqual([
      null,
      'x/A.png: its output name is taken by x/a.jpg',
      'gone.jpg: no such file or folder',
    ]);
  });

  it('puts every input in exactly one shard, clashes included', async () => {
    const items: InputFile[] = [];
    for (let i = 0; i < 200; i++)
      items.push({ path: `in/${i % 50}/${i}.jpg`, key: `${i % 50}/${i}.jpg` });
    items.push({ path: 'in/0/0.png', key: '0/0.png' }); // clashes with in/0/0.jpg
    const whole = await plan(items);
    for (const count of [1, 2, 3, 7]) {
      const shards = await Promise.all(
        Array.from({ length: count }, (_, i) => plan(items, { index: i + 1, count })),
      );
      const inputs = shards.flat().map((p) => p.input);
      expect(new Set(inputs).size).toBe(inputs.length);
      expect([...inputs].sort()).toEqual(whole.map((p) => p.input).sort());
      const clash = shards.flat().find((p) => p.input === 'in/0/0.png');
      expect(clash?.error).toMatch(/taken by in\/0\/0\.jpg/);
    }
  });
});
