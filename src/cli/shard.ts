// `--shard I/N`: a stable share of the inputs, so a job runner (a Kubernetes indexed job, GNU
// parallel over ssh, a CI matrix) can split a batch across machines with no scheduler of ours.
// An input belongs to shard 1 + (hash of its key) mod N, where the key is its path relative to
// the INPUT argument it was found under (inputs.ts): the same on every machine and whatever
// folder the batch is mounted at. Shards are numbered from 1, as in Jest's and Playwright's
// --shard.
import { createHash } from 'node:crypto';

export interface Shard {
  /** 1 … count. */
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!(count >= 1 && index >= 1 && index <= count)) {
    throw new Error(`expected I/N with 1 ≤ I ≤ N (e.g. 1/4), got "${text}"`);
  }
  return { index, count };
}

/**
 * The shard (1 … count) an input's key belongs to: the first 32 bits of the SHA-1 of its UTF-8
 * (NFC, so a Mac's decomposed file names hash as elsewhere), mod count.
 */
export function shardOf(key: string, count: number): number {
  const digest = createHash('sha1').update(key.normalize('NFC'), 'utf8').digest();
  return 1 + (digest.readUInt32BE(0) % count);
}

export function inShard(key: string, shard: Shard | null): boolean {
  return shard === null || shardOf(key, shard.count) === shard.index;
}
