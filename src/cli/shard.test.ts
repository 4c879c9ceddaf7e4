import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inShard, parseShard, shardOf } from './shard.ts';

describe('parseShard', () => {
  it('reads I/N from 1', () => {
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    expect(parseShard(' 7/12 ')).toEqual({ index: 7, count: 12 });
  });

  it.each(['0/3', '4/3', '1/0', '1', '1/2/3', 'a/b', '-1/2', '1.5/3'])('refuses %s', (text) => {
    expect(() => parseShard(text)).toThrow(text);
  });
});

describe('shards', () => {
  it('put every key in exactly one shard', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (keys, count) => {
          for (const key of keys) {
            const owners = Array.from({ length: count }, (_, i) => i + 1).filter((index) =>
              inShard(key, { index, count }),
            );
            expect(owners).toEqual([shardOf(key, count)]);
          }
        },
      ),
    );
  });

  it('are the same on every machine and every release (pinned values)', () => {
    // SHA-1("a.jpg") begins 0x56ceeb90, SHA-1("sub/b.png") 0x30a2c80c: a change of hash or of
    // numbering would move running batches' pictures between shards.
    expect(shardOf('a.jpg', 4)).toBe(1 + (0x56ceeb90 % 4));
    expect(shardOf('a.jpg', 1000)).toBe(297);
    expect(shardOf('sub/b.png', 1000)).toBe(413);
    expect(shardOf('sub/b.png', 7)).toBe(1 + (0x30a2c80c % 7));
  });

  it('hash a decomposed (macOS) name as its composed form', () => {
    expect(shardOf('Jose\u0301.jpg', 97)).toBe(shardOf('Jos\u00e9.jpg', 97));
  });

  it('spread a batch evenly', () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[shardOf(`scans/${i}.jpg`, 4) - 1]++;
    for (const count of counts) expect(count).toBeGreaterThan(900);
  });

  it('keep everything without --shard', () => {
    expect(inShard('anything', null)).toBe(true);
  });
});
