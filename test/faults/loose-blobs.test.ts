/**
 * Blobs with a file of their own in the origin's store (src/store/blobs/): whether one exists is answered from
 * a listing of its prefix folder, read on first use and kept in step with the store's own renames and unlinks,
 * and a listed blob is confirmed on disk. On real files: each case reads a folder's listing first, then changes
 * the folder, then asks again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FileBlobStore } from '../../src/store/blobs/file-store.ts';
import { useTempBlobStore } from '../helpers/store.ts';

const temp = useTempBlobStore('sitepub-loose-blobs-');
const open = temp.open;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** Larger than a packed blob: stored as a file of its own. */
const large = () => randomBytes(300 * 1024);
async function bytesOf(store: FileBlobStore, sha256: string): Promise<Buffer> {
  const stream = await store.read(sha256);
  if (!stream) throw new Error(`blob ${sha256} not stored`);
  return buffer(stream);
}

describe('blob files of their own', () => {
  it('a blob placed after its folder was listed is found; one removed after is not', async () => {
    const store = await open();
    const c = large();
    expect(await store.has(sha(c))).toBe(false); // lists the (missing) prefix folder
    await store.write([c]);
    expect(await store.has(sha(c))).toBe(true);
    expect(await store.collectGarbage(() => false, -1)).toBe(1);
    expect(await store.has(sha(c))).toBe(false);
  });

  it('a session placing a file of its own makes it known to the next session, which does not store it again', async () => {
    const store = await open();
    const c = large();
    expect(await store.has(sha(c))).toBe(false);
    const first = store.session();
    await first.write([c]);
    await first.commit([sha(c)]);
    first.release();
    expect(await store.has(sha(c))).toBe(true);
    const again = store.session();
    await again.write([c]);
    expect(await readdir(join(temp.root, 'tmp'))).toEqual([]); // found: no temp file waits for commit
    await again.commit([sha(c)]);
    again.release();
  });

  it('a small blob stored as its own file (written outside a session) is found by a session, not packed again', async () => {
    const store = await open();
    const c = randomBytes(700);
    expect(await store.has(sha(c))).toBe(false);
    await store.write([c]); // no session: a file of its own
    const s = store.session();
    expect(s.writeNow([c])).toEqual({ sha256: sha(c), size: c.length });
    await s.commit([sha(c)]);
    s.release();
    expect(store.local.locate(sha(c))?.packed).toBe(false);
    expect(await readdir(join(temp.root, 'blobs'))).not.toContain('packs');
  });

  it('a store opened on a folder finds the files an earlier process placed', async () => {
    const c = large();
    await (await open()).write([c]);
    const reopened = await open();
    expect(await reopened.has(sha(c))).toBe(true);
    expect((await bytesOf(reopened, sha(c))).equals(c)).toBe(true);
  });

  it('a file removed behind the store’s back after the listing is written again by the next deploy', async () => {
    const store = await open();
    const c = large();
    await store.write([c]);
    expect(await store.has(sha(c))).toBe(true); // listed
    await rm(store.local.path(sha(c)));
    expect(await store.has(sha(c))).toBe(false);
    const s = store.session();
    await s.write([c]);
    await s.commit([sha(c)]);
    s.release();
    expect((await bytesOf(store, sha(c))).equals(c)).toBe(true);
  });

  it('a file put there behind its back after the listing is written again, to the same content', async () => {
    const store = await open();
    const c = large();
    expect(await store.has(sha(c))).toBe(false);
    await mkdir(join(temp.root, 'blobs', sha(c).slice(0, 2)), { recursive: true });
    await writeFile(store.local.path(sha(c)), c);
    expect(await store.has(sha(c))).toBe(false); // not listed: treated as new
    const s = store.session();
    await s.write([c]);
    await s.commit([sha(c)]);
    s.release();
    expect(await store.has(sha(c))).toBe(true);
    expect((await bytesOf(store, sha(c))).equals(c)).toBe(true);
  });
});
