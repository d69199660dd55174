/**
 * EdgeBlobStore.put, which stores a blob a standalone edge downloads: the body's pieces are hashed as they come
 * and written about a MiB at a time; the file is kept only when its sha256 and size are what was promised.
 * Anything else (another digest, more or fewer bytes, a body that fails) leaves no blob and no temporary file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobMismatchError, EdgeBlobStore } from '../../src/edge/blob-store.ts';

let base: string;
let store: EdgeBlobStore;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'sitepub-blob-put-'));
  store = new EdgeBlobStore(join(base, 'blobs'), join(base, 'tmp'));
  await store.init();
});
afterAll(() => rm(base, { recursive: true, force: true }));

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** The bytes as a body of uneven pieces (as HTTP delivers them), 1 to 70 KiB each. */
function pieces(bytes: Buffer): Readable {
  const out: Buffer[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const n = 1 + ((i * 7919) % (70 * 1024));
    out.push(bytes.subarray(at, at + n));
    at += n;
  }
  return Readable.from(out);
}
const temps = async () => readdir(join(base, 'tmp'));

describe('EdgeBlobStore.put', () => {
  it('stores a body of many pieces (several MiB) byte for byte, and holds it', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 12345);
    const blob = await store.put(sha(bytes), bytes.length, pieces(bytes));
    expect((await readFile(blob.path)).equals(bytes)).toBe(true);
    expect(store.get(sha(bytes))).toBe(blob);
    expect(await temps()).toEqual([]);
  });

  it('refuses another digest, more bytes or fewer than promised, and keeps nothing', async () => {
    const bytes = randomBytes(1536 * 1024);
    const other = Buffer.from(bytes);
    other[other.length - 1]! ^= 1;
    const cases: [string, number, Buffer][] = [
      ['another digest', bytes.length, other],
      ['more bytes', bytes.length - 1, bytes],
      ['fewer bytes', bytes.length + 1, bytes],
    ];
    for (const [what, size, body] of cases) {
      const err = await store.put(sha(bytes), size, pieces(body)).catch((e: unknown) => e);
      expect(err, what).toBeInstanceOf(BlobMismatchError);
      expect(store.has(sha(bytes)), what).toBe(false);
      expect(await temps(), what).toEqual([]);
    }
  });

  it('a body that fails midway: its error, no blob, no temporary file', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    const body = new Readable({ read() {} });
    body.push(bytes.subarray(0, 1024 * 1024 + 7));
    setTimeout(() => body.destroy(new Error('connection reset')), 20);
    await expect(store.put(sha(bytes), bytes.length, body)).rejects.toThrow('connection reset');
    expect(store.has(sha(bytes))).toBe(false);
    expect(await temps()).toEqual([]);
  });

  it('a body that fails before it is read (while the file opens): its error, not an uncaught one', async () => {
    const bytes = randomBytes(1024);
    const body = new Readable({ read() {} });
    const putting = store.put(sha(bytes), bytes.length, body);
    body.destroy(new Error('connection reset'));
    await expect(putting).rejects.toThrow('connection reset');
    expect(store.has(sha(bytes))).toBe(false);
    expect(await temps()).toEqual([]);
  });
});
