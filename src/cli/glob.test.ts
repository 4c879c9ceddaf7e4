import { describe, expect, it } from 'vitest';
import { globToRegExp, hasMagic, splitGlob } from './glob.ts';

const matches = (pattern: string, path: string) => globToRegExp(pattern).test(path);

describe('glob', () => {
  it('tells a pattern from a path', () => {
    expect(hasMagic('scans/*.jpg')).toBe(true);
    expect(hasMagic('scans/{a,b}.jpg')).toBe(true);
    expect(hasMagic('scans/a.jpg')).toBe(false);
  });

  it('splits the folders to walk from the pattern', () => {
    expect(splitGlob('photos/2024/*.jpg')).toEqual({ base: 'photos/2024', rest: '*.jpg' });
    expect(splitGlob('*.jpg')).toEqual({ base: '.', rest: '*.jpg' });
    expect(splitGlob('/mnt/**/x?.png')).toEqual({ base: '/mnt', rest: '**/x?.png' });
    expect(splitGlob('/*.png')).toEqual({ base: '/', rest: '*.png' });
    expect(splitGlob('a\\b\\*.png')).toEqual({ base: 'a/b', rest: '*.png' });
  });

  it('matches * and ? within a folder name', () => {
    expect(matches('*.jpg', 'a.jpg')).toBe(true);
    expect(matches('*.jpg', 'sub/a.jpg')).toBe(false);
    expect(matches('*.jpg', 'a.jpeg')).toBe(false);
    expect(matches('scan-??.png', 'scan-07.png')).toBe(true);
    expect(matches('scan-??.png', 'scan-7.png')).toBe(false);
  });

  it('matches ** as any number of folders', () => {
    expect(matches('**/*.jpg', 'a.jpg')).toBe(true);
    expect(matches('**/*.jpg', 'x/y/a.jpg')).toBe(true);
    expect(matches('x/**/a.jpg', 'x/a.jpg')).toBe(true);
    expect(matches('x/**/a.jpg', 'x/1/2/a.jpg')).toBe(true);
    expect(matches('x/**', 'x/1/2/a.jpg')).toBe(true);
    expect(matches('x/**', 'y/a.jpg')).toBe(false);
  });

  it('matches sets and alternatives, and nothing else is special', () => {
    expect(matches('[ab]*.png', 'b1.png')).toBe(true);
    expect(matches('[!ab]*.png', 'b1.png')).toBe(false);
    expect(matches('[0-9].png', '5.png')).toBe(true);
    expect(matches('*.{jpg,png}', 'a.png')).toBe(true);
    expect(matches('*.{jpg,png}', 'a.gif')).toBe(false);
    expect(matches('a+b (1).png', 'a+b (1).png')).toBe(true);
    expect(matches('a.png', 'aXpng')).toBe(false);
    expect(() => globToRegExp('{a,b')).toThrow(/unclosed/);
  });
});
