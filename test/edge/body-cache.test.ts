import { describe, expect, it } from 'vitest';
import { BodyCache } from '../../src/edge/body-cache.ts';

describe('BodyCache.load: a body not cached yet is read once', () => {
  it('gives every request asking meanwhile the one read, then serves it from memory', async () => {
    const cache = new BodyCache(1024 * 1024, 1024);
    let reads = 0;
    let finish!: (b: Buffer) => void;
    const read = () => {
      reads++;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const asked = Array.from({ length: 32 }, () => cache.load('/blobs/a', read));
    expect(reads).toBe(1);
    const body = Buffer.from('the body');
    finish(body);
    const bodies = await Promise.all(asked);
    expect(bodies.every((b) => b === body)).toBe(true);
    expect(cache.get('/blobs/a')).toBe(body);
    expect(await cache.load('/blobs/a', read)).toBe(body);
    expect(reads).toBe(1);
  });

  it('keeps nothing of a failed read, and reads again on the next request', async () => {
    const cache = new BodyCache(1024 * 1024, 1024);
    await expect(cache.load('/blobs/b', () => Promise.reject(new Error('EIO')))).rejects.toThrow('EIO');
    expect(cache.get('/blobs/b')).toBeUndefined();
    expect(await cache.load('/blobs/b', () => Promise.resolve(Buffer.from('ok')))).toEqual(Buffer.from('ok'));
  });

  it('reads a body larger than an entry may be each time, keeping none', async () => {
    const cache = new BodyCache(1024 * 1024, 4);
    const big = Buffer.from('larger than four bytes');
    expect(await cache.load('/blobs/c', () => Promise.resolve(big))).toBe(big);
    expect(cache.get('/blobs/c')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
