/**
 * Packs of the origin's blob store (src/store/blobs/packs.ts, src/store/blobs/), on real files: a deploy session's
 * new small blobs are written into one pack with an index, invisible until commit, readable by range and found
 * again after a restart; a pack goes when none of its blobs is listed any more; crash leftovers are cleared.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FileBlobStore } from '../../src/store/blobs/file-store.ts';
import { parseIndex } from '../../src/store/blobs/packs.ts';
import { useTempBlobStore } from '../helpers/store.ts';

const temp = useTempBlobStore('sitepub-blob-packs-');
const open = temp.open;
const packs = async () => (await readdir(join(temp.root, 'blobs', 'packs')).catch(() => [])).sort();
const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
async function bytesOf(store: FileBlobStore, sha256: string): Promise<Buffer> {
  const stream = await store.read(sha256);
  if (!stream) throw new Error(`blob ${sha256} not stored`);
  return buffer(stream);
}

describe('a session packs its new small blobs', () => {
  it('into one pack and its index, placed at commit, each blob readable as its own range', async () => {
    const store = await open();
    const contents = [randomBytes(700), Buffer.from(''), randomBytes(256 * 1024), Buffer.from('<svg/>')];
    const s = store.session();
    const infos = await Promise.all(contents.map((c) => s.write([c])));
    expect(infos.map((i) => i.sha256)).toEqual(contents.map(sha));
    // nothing is visible, nor placed, before commit
    expect(await packs()).toEqual([]);
    for (const i of infos) expect(await store.has(i.sha256)).toBe(false);
    await s.commit(infos.map((i) => i.sha256));
    s.release();

    const names = await packs();
    expect(names).toHaveLength(2);
    expect(names[0]!.replace(/\.idx$/, '')).toBe(names[1]!.replace(/\.pack$/, ''));
    // no file of its own per blob: only the packs folder under the blob root
    expect(await readdir(join(temp.root, 'blobs'))).toEqual(['packs']);
    expect(await readdir(join(temp.root, 'tmp'))).toEqual([]);
    const packPath = join(temp.root, 'blobs', 'packs', names[1]!);
    expect((await stat(packPath)).size).toBe(contents.reduce((n, c) => n + c.length, 0));
    for (const [n, c] of contents.entries()) {
      expect(await store.has(infos[n]!.sha256)).toBe(true);
      expect((await bytesOf(store, infos[n]!.sha256)).equals(c)).toBe(true);
      const where = store.local.locate(infos[n]!.sha256);
      expect(where).toMatchObject({ path: packPath, size: c.length, packed: true });
      const whole = await readFile(packPath);
      expect(whole.subarray(where!.offset, where!.offset + where!.size).equals(c)).toBe(true);
    }
  });

  it('writes many blobs, given in pieces, across the write buffer: each at its offset, whole', async () => {
    const store = await open();
    // ~1.4 MB in 900 blobs of 1 byte to 3 KB, every third one handed over in two pieces: the pack writer's
    // buffer (256 KiB) fills and is written several times, blobs straddling the moment it is.
    const contents = Array.from({ length: 900 }, (_, i) => randomBytes(1 + ((i * 7919) % 3000)));
    const s = store.session();
    const infos = [];
    for (const [i, c] of contents.entries())
      infos.push(
        await s.write(i % 3 === 0 ? [c.subarray(0, c.length >> 1), c.subarray(c.length >> 1)] : [c]),
      );
    await s.commit(infos.map((i) => i.sha256));
    s.release();
    const packPath = join(
      temp.root,
      'blobs',
      'packs',
      (await packs()).find((n) => n.endsWith('.pack'))!,
    );
    const whole = await readFile(packPath);
    expect(whole.length).toBe(contents.reduce((n, c) => n + c.length, 0));
    for (const [n, c] of contents.entries()) {
      const where = store.local.locate(infos[n]!.sha256)!;
      expect(where.size).toBe(c.length);
      expect(whole.subarray(where.offset, where.offset + where.size).equals(c)).toBe(true);
    }
  });

  it('keeps larger blobs in files of their own beside the pack', async () => {
    const store = await open();
    const small = randomBytes(100);
    const large = randomBytes(300 * 1024);
    const s = store.session();
    const [a, b] = [await s.write([small]), await s.write([large])];
    await s.commit([a.sha256, b.sha256]);
    s.release();
    expect(store.local.locate(a.sha256)?.packed).toBe(true);
    expect(store.local.locate(b.sha256)).toEqual({
      path: store.local.path(b.sha256),
      offset: 0,
      size: large.length,
      packed: false,
    });
    expect((await bytesOf(store, b.sha256)).equals(large)).toBe(true);
  });

  it('finds content already stored instead of packing it again, and a session without new content makes no pack', async () => {
    const store = await open();
    const c = randomBytes(500);
    const first = store.session();
    await first.write([c]);
    await first.commit([sha(c)]);
    first.release();
    const again = store.session();
    await again.write([c]);
    await again.commit([sha(c)]);
    again.release();
    expect(await packs()).toHaveLength(2); // one pack and its index
  });

  it('lists its blobs again after a restart', async () => {
    const store = await open();
    const contents = Array.from({ length: 20 }, (_, i) => Buffer.from(`file ${i} `.repeat(i + 1)));
    const s = store.session();
    for (const c of contents) await s.write([c]);
    await s.commit(contents.map(sha));
    s.release();
    const reopened = await open();
    for (const c of contents) {
      expect(await reopened.has(sha(c))).toBe(true);
      expect((await bytesOf(reopened, sha(c))).toString()).toBe(c.toString());
    }
  });

  it('a pack whose index did not make it (a crash) is removed at start-up, as is a temp pack', async () => {
    const store = await open();
    const s = store.session();
    await s.write([randomBytes(10)]);
    await s.commit([]);
    s.release();
    const [index, pack] = await packs();
    await rm(join(temp.root, 'blobs', 'packs', index!));
    const unfinished = store.session();
    await unfinished.write([randomBytes(10)]); // a temp pack in tmp/, never committed
    expect((await readdir(join(temp.root, 'tmp'))).length).toBe(1);
    await open();
    expect(await packs()).toEqual([]);
    expect(await readdir(join(temp.root, 'tmp'))).toEqual([]);
    expect(pack).toMatch(/\.pack$/);
  });
});

describe('removal of packed blobs', () => {
  const packThree = async (store: FileBlobStore) => {
    const contents = [randomBytes(50), randomBytes(60), randomBytes(70)];
    const s = store.session();
    for (const c of contents) await s.write([c]);
    await s.commit(contents.map(sha));
    return { s, shas: contents.map(sha), contents };
  };

  it('a failed deploy discards its blobs; the pack goes with the last of them', async () => {
    const store = await open();
    const { s, shas } = await packThree(store);
    expect(await s.discard(async (h) => h === shas[1])).toBe(2);
    expect(await store.has(shas[0]!)).toBe(false);
    expect(await store.has(shas[1]!)).toBe(true);
    expect(await packs()).toHaveLength(2);
    // garbage collection of the last one (past its grace period) deletes the pack and its index
    expect(await store.collectGarbage(() => false, -1)).toBe(1);
    expect(await store.has(shas[1]!)).toBe(false);
    expect(await packs()).toEqual([]);
  });

  it('garbage collection keeps referenced and recently used blobs, and the rest of a pack stays readable', async () => {
    const store = await open();
    const { s, shas, contents } = await packThree(store);
    s.release();
    expect(await store.collectGarbage(() => false, 60_000)).toBe(0); // all within the grace period
    expect(await store.collectGarbage((h) => h !== shas[0], -1)).toBe(1);
    expect(await store.has(shas[0]!)).toBe(false);
    expect((await bytesOf(store, shas[2]!)).equals(contents[2]!)).toBe(true);
    expect(await packs()).toHaveLength(2);
  });

  it('content removed from a pack and written again later is stored again', async () => {
    const store = await open();
    const { s, shas, contents } = await packThree(store);
    await s.discard(async () => false);
    expect(await packs()).toEqual([]);
    const again = store.session();
    await again.write([contents[0]!]);
    await again.commit([shas[0]!]);
    again.release();
    expect((await bytesOf(store, shas[0]!)).equals(contents[0]!)).toBe(true);
  });
});

describe('pack index', () => {
  it('skips lines that are not a sha256, an offset and a size within the pack', () => {
    const h = 'a'.repeat(64);
    const text = [
      `${h} 0 10`,
      `${h} 5 6`,
      'nonsense',
      `${'b'.repeat(64)} 8 3`,
      `${h} -1 2`,
      `${h} x 2`,
      '',
    ].join('\n');
    expect(parseIndex(text, 10)).toEqual([[h, 0, 10]]);
  });

  it('an index is read whatever else the packs folder holds', async () => {
    await mkdir(join(temp.root, 'blobs', 'packs'), { recursive: true });
    await writeFile(join(temp.root, 'blobs', 'packs', 'README'), 'not a pack');
    const store = await open();
    const s = store.session();
    await s.write([Buffer.from('x')]);
    await s.commit([sha('x')]);
    s.release();
    expect(await (await open()).has(sha('x'))).toBe(true);
  });
});
