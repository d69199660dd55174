/**
 * Blob sessions of the origin's content-addressed store (src/store/blobs/), on real files: a failed deploy's
 * `discard()` removes what it held unless a revision references it or another session holds it, and a session
 * that meets a blob while its removal runs waits and writes the content again, so it never references a blob
 * that disappears under it. Garbage collection skips held blobs whatever their age.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore } from '../../src/store/blobs/file-store.ts';
import type { BlobInfo, BlobSession } from '../../src/store/types.ts';

let dir: string;
let blobs: FileBlobStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-blob-sessions-'));
  blobs = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
  await blobs.init();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const nothingReferenced = async () => false;
/** Larger than what a session packs (256 KiB): stored as a file of its own. */
const LARGE = 260 * 1024;

type Put = (s: BlobSession, content: Buffer) => Promise<BlobInfo>;
const write: Put = (s, content) => s.write([content]);
/** As a deploy's receive stores a small file: at once when the session can, else through `write`. */
const writeNow: Put = (s, content) => {
  const info = s.writeNow([content]);
  return info ? Promise.resolve(info) : s.write([content]);
};

/**
 * Every path of a write: content hashed in memory first, the same stored at once without a promise (writeNow),
 * and content streamed to a temp file as it comes.
 */
const CASES: [string, number, Put][] = [
  ['small (hashed in memory)', 4 * 1024, write],
  ['small, stored at once (writeNow)', 4 * 1024, writeNow],
  ['large (streamed to a temp file)', 600 * 1024, write],
];

describe.each(CASES)('blob sessions, %s content', (_name, size, put) => {
  it('discard removes what only the failed session held', async () => {
    const s = blobs.session();
    const a = await put(s, randomBytes(size));
    const b = await put(s, randomBytes(size));
    expect(await s.discard(nothingReferenced)).toBe(2);
    expect(await blobs.has(a.sha256)).toBe(false);
    expect(await blobs.has(b.sha256)).toBe(false);
  });

  it('discard keeps content another session holds; the last holder to fail removes it', async () => {
    const content = randomBytes(size);
    const first = blobs.session();
    const second = blobs.session();
    const x = await put(first, content);
    await first.commit([x.sha256]);
    expect((await put(second, content)).sha256).toBe(x.sha256);
    expect(await first.discard(nothingReferenced)).toBe(0);
    expect(await blobs.has(x.sha256)).toBe(true);
    expect(await second.discard(nothingReferenced)).toBe(1);
    expect(await blobs.has(x.sha256)).toBe(false);
  });

  it('content only held (an upload plan reusing it) is kept when the session that wrote it fails', async () => {
    const writer = blobs.session();
    const x = await put(writer, randomBytes(size));
    await writer.commit([x.sha256]);
    const reuser = blobs.session();
    await reuser.hold(x.sha256);
    expect(await writer.discard(nothingReferenced)).toBe(0);
    expect(await blobs.has(x.sha256)).toBe(true);
    reuser.release();
  });

  it('discard keeps content a revision references; release keeps everything', async () => {
    const s = blobs.session();
    const kept = await put(s, randomBytes(size));
    const gone = await put(s, randomBytes(size));
    await s.commit([kept.sha256, gone.sha256]);
    expect(await s.discard(async (sha) => sha === kept.sha256)).toBe(1);
    expect(await blobs.has(kept.sha256)).toBe(true);
    expect(await blobs.has(gone.sha256)).toBe(false);
    const r = blobs.session();
    const stays = await put(r, randomBytes(size));
    await r.commit([stays.sha256]);
    r.release();
    expect(await blobs.has(stays.sha256)).toBe(true);
  });

  it('a session meeting a blob under removal waits, then writes it again', async () => {
    const content = randomBytes(size);
    const failing = blobs.session();
    const x = await put(failing, content);
    await failing.commit([x.sha256]);
    let answer!: (referenced: boolean) => void;
    const asked = new Promise<void>((askedNow) => {
      void failing.discard(() => {
        askedNow();
        return new Promise<boolean>((r) => (answer = r));
      });
    });
    await asked; // the removal has started and is deciding
    const late = blobs.session();
    let written = false;
    const writing = put(late, content).then((info) => ((written = true), info));
    await new Promise((r) => setTimeout(r, 50));
    expect(written, 'the write waits for the removal').toBe(false);
    answer(false); // not referenced: the failed session's removal goes ahead
    expect((await writing).sha256).toBe(x.sha256);
    await late.commit([x.sha256]);
    expect(await blobs.has(x.sha256), 'written again after the removal').toBe(true);
    late.release();
  });

  it('garbage collection skips held blobs whatever their age', async () => {
    const s = blobs.session();
    const held = await put(s, randomBytes(size));
    await s.commit([held.sha256]);
    const others = (sha: string) => sha !== held.sha256; // other tests' blobs count as referenced
    expect(await blobs.collectGarbage(others, -1)).toBe(0);
    expect(await blobs.has(held.sha256)).toBe(true);
    s.release();
    expect(await blobs.collectGarbage(others, -1)).toBe(1);
    expect(await blobs.has(held.sha256)).toBe(false);
  });
});

describe.each(CASES)('batch durability, %s content', (_name, size, put) => {
  it('what a session writes is invisible until commit() puts it in place', async () => {
    const s = blobs.session();
    const a = await put(s, randomBytes(size));
    expect(await blobs.has(a.sha256), 'not in place before commit').toBe(false);
    await s.commit([a.sha256]);
    expect(await blobs.has(a.sha256)).toBe(true);
    s.release();
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });

  it('a session ended without commit leaves no temp file and no blob', async () => {
    const released = blobs.session();
    const a = await put(released, randomBytes(size));
    released.release();
    const failed = blobs.session();
    const b = await put(failed, randomBytes(size));
    expect(await failed.discard(nothingReferenced)).toBe(1);
    // release() deletes in the background
    for (let i = 0; i < 100 && (await readdir(join(dir, 'tmp'))).length > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
    expect(await blobs.has(a.sha256)).toBe(false);
    expect(await blobs.has(b.sha256)).toBe(false);
    await expect(put(released, randomBytes(8))).rejects.toThrow(/already ended/);
  });

  it('the same content written twice by one session, even at once, is stored once', async () => {
    const s = blobs.session();
    const content = randomBytes(size);
    const [x, y] = await Promise.all([put(s, content), put(s, Buffer.from(content))]);
    expect(y).toEqual(x);
    expect(await readdir(join(dir, 'tmp'))).toHaveLength(1);
    await s.commit([x.sha256]);
    s.release();
    expect(await blobs.has(x.sha256)).toBe(true);
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });
});

describe('the batch durability barrier', () => {
  const withBarrier = async (answer: boolean) => {
    const calls: string[] = [];
    const root = await mkdtemp(join(tmpdir(), 'sitepub-blob-barrier-'));
    const store = new FileBlobStore(join(root, 'blobs'), join(root, 'tmp'), {
      syncFilesystem: async (d) => (calls.push(d), answer),
    });
    await store.init();
    return { store, calls, root };
  };

  it.each([true, false])(
    'a large batch (128 files and more) takes one filesystem sync of the temp folder (answer %s: fsync each instead), a small one none',
    async (answer) => {
      const { store, calls, root } = await withBarrier(answer);
      try {
        // blobs too large for the session's pack: each is a file of its own, the case batch durability is for
        const big = store.session();
        const many = await Promise.all(Array.from({ length: 130 }, () => big.write([randomBytes(LARGE)])));
        await big.commit(many.map((b) => b.sha256));
        big.release();
        expect(calls).toEqual([join(root, 'tmp')]);
        for (const b of many) expect(await store.has(b.sha256)).toBe(true);
        const small = store.session();
        const few = await Promise.all(Array.from({ length: 3 }, () => small.write([randomBytes(LARGE)])));
        await small.commit(few.map((b) => b.sha256));
        small.release();
        expect(calls, 'a few files are fsynced each').toHaveLength(1);
        for (const b of few) expect(await store.has(b.sha256)).toBe(true);
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  );

  it.each([
    ['its own file', LARGE],
    ['a pack', 64],
  ])('a commit that fails leaves no temp file behind (blob in %s)', async (_what, size) => {
    const { store, root } = await withBarrier(true);
    try {
      const s = store.session();
      const content = randomBytes(size);
      const sha256 = createHash('sha256').update(content).digest('hex');
      // a file where the blob's prefix folder (or the packs folder) must go: the rename into place cannot happen
      await writeFile(join(root, 'blobs', size === LARGE ? sha256.slice(0, 2) : 'packs'), 'in the way');
      await s.write([content]);
      await expect(s.commit([sha256])).rejects.toThrow();
      expect(await readdir(join(root, 'tmp'))).toEqual([]);
      expect(await store.has(sha256)).toBe(false);
      await s.discard(nothingReferenced);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('the real barrier (sync -f on Linux) reports whether it ran', async () => {
    const { syncFilesystem } = await import('../../src/store/sync-filesystem.ts');
    expect(await syncFilesystem(dir)).toBe(process.platform === 'linux');
    expect(await syncFilesystem(join(dir, 'no-such-folder'))).toBe(false);
  });
});
