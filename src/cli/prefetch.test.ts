import { describe, expect, it } from 'vitest';
import { Prefetch } from './prefetch.ts';

/** A loader that counts its loads and fails on names starting with "bad". */
function loader() {
  const loads: string[] = [];
  const load = async (key: string) => {
    loads.push(key);
    if (key.startsWith('bad')) throw new Error(`${key}: corrupt`);
    return `pixels of ${key}`;
  };
  return { loads, load };
}

describe('Prefetch', () => {
  it('hands over what it loaded ahead for that key, once, and loads any other key itself', async () => {
    const { loads, load } = loader();
    const pictures = new Prefetch(load);
    pictures.ahead('b.png');
    expect(loads).toEqual(['b.png']);
    expect(await pictures.take('b.png')).toBe('pixels of b.png');
    expect(await pictures.take('b.png')).toBe('pixels of b.png');
    expect(loads).toEqual(['b.png', 'b.png']); // taken once: the second take loaded again
    pictures.ahead('c.png');
    expect(await pictures.take('d.png')).toBe('pixels of d.png');
    expect(loads).toEqual(['b.png', 'b.png', 'c.png', 'd.png']);
  });

  it('holds one at most: a later ahead replaces the one not taken', async () => {
    const { loads, load } = loader();
    const pictures = new Prefetch(load);
    pictures.ahead('a.png');
    pictures.ahead('b.png');
    expect(await pictures.take('a.png')).toBe('pixels of a.png');
    expect(loads).toEqual(['a.png', 'b.png', 'a.png']);
  });

  it('a failed load ahead fails only its own take, and one never taken is let go quietly', async () => {
    const { load } = loader();
    const pictures = new Prefetch(load);
    pictures.ahead('bad-1.png');
    await expect(pictures.take('bad-1.png')).rejects.toThrow('bad-1.png: corrupt');
    // Never taken: vitest fails the run on an unhandled rejection.
    pictures.ahead('bad-2.png');
    pictures.ahead('e.png');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await pictures.take('e.png')).toBe('pixels of e.png');
  });
});
