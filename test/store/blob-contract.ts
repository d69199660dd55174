/**
 * The BlobStore contract (src/store/types.ts): the behaviour every blob store backend shows, through the
 * interface only. A backend's test file calls `runBlobStoreContract(name, open)`; `open` gives a fresh, empty
 * store, a way to open another instance on the same storage (a restart, or another origin on the same bucket)
 * and a cleanup (test/store/file-blobs.contract.test.ts, test/store/s3-blobs.contract.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobInfo, BlobSession, BlobStore } from '../../src/store/types.ts';

export interface OpenedBlobStore {
  blobs: BlobStore;
  /** Another instance on the same storage, opened now: what a restart or another origin sees. */
  another: () => Promise<BlobStore>;
  /** Closes every instance opened and removes the storage. */
  cleanup: () => Promise<void>;
}

/** Larger than what a session packs (256 KiB): a blob of its own. */
export const LARGE = 300 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const MISSING = 'f'.repeat(64);
const nothingReferenced = async () => false;

async function bytesOf(blobs: BlobStore, sha256: string): Promise<Buffer | null> {
  const stream = await blobs.read(sha256);
  return stream && buffer(stream);
}

/** A small blob stored as a deploy's receive stores it: at once when the session can, else through `write`. */
function writeSmall(s: BlobSession, content: Buffer): Promise<BlobInfo> {
  const now = s.writeNow([content]);
  return now ? Promise.resolve(now) : s.write([content]);
}

export function runBlobStoreContract(name: string, open: () => Promise<OpenedBlobStore>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let opened: OpenedBlobStore | undefined;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => {
      await opened?.cleanup();
      opened = undefined;
    });
    const b = () => opened!.blobs;

    it('writes content once by sha256; has, stat and read answer for it, and not for missing content', async () => {
      const small = Buffer.from('hello world');
      const large = randomBytes(LARGE);
      expect(await b().write([Buffer.from('hello '), Buffer.from('world')])).toEqual({
        sha256: sha(small),
        size: 11,
      });
      expect(await b().write([small])).toEqual({ sha256: sha(small), size: 11 });
      const info = await b().write(chunksOf(large));
      expect(info).toEqual({ sha256: sha(large), size: LARGE });
      for (const content of [small, large]) {
        expect(await b().has(sha(content))).toBe(true);
        expect(await b().stat(sha(content))).toEqual({ size: content.length });
        expect((await bytesOf(b(), sha(content)))?.equals(content)).toBe(true);
      }
      const empty = await b().write([]);
      expect(await b().stat(empty.sha256)).toEqual({ size: 0 });
      expect((await bytesOf(b(), empty.sha256))?.length).toBe(0);
      expect(await b().has(MISSING)).toBe(false);
      expect(await b().stat(MISSING)).toBeNull();
      expect(await b().read(MISSING)).toBeNull();
      expect(await b().has('not-a-digest')).toBe(false);
    });

    it('readBatch sends the asked blobs back to back in the order asked, packed and not; nothing when one is missing', async () => {
      const s = b().session();
      const smalls = Array.from({ length: 12 }, (_, i) => randomBytes(100 + i * 50));
      for (const c of smalls) await writeSmall(s, c);
      const large = randomBytes(LARGE);
      await s.write(chunksOf(large));
      const loose = await b().write([Buffer.from('written outside a session')]);
      await s.commit([...smalls.map(sha), sha(large)]);
      s.release();
      const order = [
        smalls[3]!,
        large,
        smalls[0]!,
        smalls[1]!,
        smalls[2]!,
        smalls[3]!,
        Buffer.from('written outside a session'),
        smalls[11]!,
      ];
      const batch = await b().readBatch(order.map(sha));
      expect(batch.ok).toBe(true);
      if (!batch.ok) return;
      expect(batch.bytes).toBe(order.reduce((n, c) => n + c.length, 0));
      expect((await buffer(batch.stream)).equals(Buffer.concat(order))).toBe(true);
      expect(await b().readBatch([sha(smalls[0]!), MISSING, loose.sha256])).toEqual({
        ok: false,
        missing: MISSING,
      });
    });

    it('nothing a session writes is visible before commit, to this instance or another; all of it after', async () => {
      const s = b().session();
      const small = await writeSmall(s, randomBytes(2000));
      const viaWrite = await s.write([randomBytes(3000)]);
      const large = await s.write(chunksOf(randomBytes(LARGE)));
      const all = [small, viaWrite, large].map((i) => i.sha256);
      expect(s.writeNow([randomBytes(LARGE)]), 'writeNow takes small blobs only').toBeNull();
      for (const x of all) expect(await b().has(x)).toBe(false);
      expect((await b().readBatch(all)).ok).toBe(false);
      await s.commit(all);
      s.release();
      for (const x of all) expect(await b().has(x)).toBe(true);
      const other = await opened!.another();
      for (const x of all) expect(await other.stat(x)).toEqual({ size: (await b().stat(x))!.size });
      const batch = await other.readBatch(all);
      expect(batch.ok && (await buffer(batch.stream)).length).toBe(2000 + 3000 + LARGE);
    });

    it('a session released or discarded without commit leaves nothing', async () => {
      const s = b().session();
      const x = await writeSmall(s, randomBytes(500));
      const y = await s.write(chunksOf(randomBytes(LARGE)));
      s.release();
      expect(await b().has(x.sha256)).toBe(false);
      expect(await b().has(y.sha256)).toBe(false);
      const t = b().session();
      const z = await writeSmall(t, randomBytes(500));
      const w = await t.write(chunksOf(randomBytes(LARGE)));
      expect(await t.discard(nothingReferenced)).toBe(2);
      expect(await b().has(z.sha256)).toBe(false);
      expect(await b().has(w.sha256)).toBe(false);
      await expect(t.write([Buffer.from('late')])).rejects.toThrow(/ended/);
    });

    it('discard removes what the failed session committed unless referenced or held by another session', async () => {
      const keep = randomBytes(700);
      const shared = randomBytes(800);
      const s = b().session();
      const other = b().session();
      const gone = await writeSmall(s, randomBytes(600));
      const kept = await writeSmall(s, keep);
      const goneLarge = await s.write(chunksOf(randomBytes(LARGE)));
      const held = await writeSmall(s, shared);
      await s.commit([gone, kept, goneLarge, held].map((i) => i.sha256));
      await other.hold(held.sha256);
      expect(await s.discard(async (x) => x === kept.sha256)).toBe(2);
      expect(await b().has(gone.sha256)).toBe(false);
      expect(await b().has(goneLarge.sha256)).toBe(false);
      expect(await b().has(kept.sha256)).toBe(true);
      expect((await bytesOf(b(), kept.sha256))?.equals(keep)).toBe(true);
      expect(await b().has(held.sha256), 'held by another session').toBe(true);
      other.release();
    });

    it('md5 comes from the stored bytes: packed, own object, empty; missing content left out', async () => {
      const s = b().session();
      const smalls = [randomBytes(10), randomBytes(4000), Buffer.alloc(0)];
      for (const c of smalls) await writeSmall(s, c);
      const large = randomBytes(LARGE);
      await s.write(chunksOf(large));
      await s.commit([...smalls, large].map(sha));
      s.release();
      const got = await b().md5([...[...smalls, large].map(sha), MISSING, sha(smalls[0]!)]);
      expect(got).toEqual(new Map([...smalls, large].map((c) => [sha(c), md5(c)])));
    });

    it('where the store has blob URLs (urls), each reads its blob with a Range; one per object; a missing blob is named', async (ctx) => {
      const urls = b().urls;
      if (!urls) return ctx.skip(); // the medium has none (the data folder: local edges hard-link instead)
      const contents = [randomBytes(100), randomBytes(LARGE), randomBytes(3000)];
      const s = b().session();
      const infos = await Promise.all(contents.map((c) => s.write(chunksOf(c))));
      await s.commit(infos.map((i) => i.sha256));
      s.release();
      const got = await urls(infos.map((i) => i.sha256));
      if (!got.ok) throw new Error(`missing ${got.missing}`);
      expect(got.urls.map((u) => u.sha256)).toEqual(infos.map((i) => i.sha256));
      // the two small blobs are in one pack: one URL
      expect(got.urls[0]!.url).toBe(got.urls[2]!.url);
      for (const [i, u] of got.urls.entries()) {
        const res = await fetch(u.url, { headers: { range: `bytes=${u.offset}-${u.offset + u.size - 1}` } });
        expect(res.status).toBe(206);
        expect(Buffer.from(await res.arrayBuffer()).equals(contents[i]!)).toBe(true);
      }
      expect(await urls([infos[0]!.sha256, MISSING])).toEqual({ ok: false, missing: MISSING });
    });

    it('garbage collection removes unreferenced content older than the grace, keeps referenced, young and held content', async () => {
      const s = b().session();
      const packedGarbage = [randomBytes(300), randomBytes(400)];
      const packedMixed = [randomBytes(500), randomBytes(600)];
      for (const c of packedGarbage) await writeSmall(s, c);
      await s.commit(packedGarbage.map(sha));
      s.release();
      const t = b().session();
      for (const c of packedMixed) await writeSmall(t, c);
      await t.commit(packedMixed.map(sha));
      t.release();
      const looseGarbage = await b().write(chunksOf(randomBytes(LARGE)));
      const looseKept = await b().write(chunksOf(randomBytes(LARGE)));
      const heldLarge = await b().write(chunksOf(randomBytes(LARGE)));
      const holder = b().session();
      await holder.hold(heldLarge.sha256);
      const refs = new Set([looseKept.sha256, sha(packedMixed[0]!)]);
      const referenced = (x: string) => refs.has(x);
      expect(await b().collectGarbage(referenced, 60 * 60 * 1000), 'all younger than the grace').toBe(0);
      expect(await b().collectGarbage(referenced, -1)).toBe(4);
      for (const c of packedGarbage) expect(await b().has(sha(c))).toBe(false);
      expect(await b().has(sha(packedMixed[1]!))).toBe(false);
      expect(await b().has(looseGarbage.sha256)).toBe(false);
      expect((await bytesOf(b(), sha(packedMixed[0]!)))?.equals(packedMixed[0]!)).toBe(true);
      expect(await b().has(looseKept.sha256)).toBe(true);
      expect(await b().has(heldLarge.sha256), 'held by a session').toBe(true);
      holder.release();
      expect(await b().collectGarbage(referenced, -1)).toBe(1);
      expect(await b().has(heldLarge.sha256)).toBe(false);
    });

    it('two writers of the same content at once both succeed, and the content is stored once', async () => {
      const other = await opened!.another();
      const large = randomBytes(LARGE);
      const small = randomBytes(1000);
      const s = b().session();
      const t = other.session();
      await Promise.all([s.write(chunksOf(large)), t.write(chunksOf(large)), writeSmall(s, small)]);
      await Promise.all([s.commit([sha(large), sha(small)]), t.commit([sha(large)])]);
      s.release();
      t.release();
      // read back here and by an instance opened now (the file store lists its packs when it opens)
      for (const store of [b(), await opened!.another()]) {
        expect((await bytesOf(store, sha(large)))?.equals(large)).toBe(true);
        expect((await bytesOf(store, sha(small)))?.equals(small)).toBe(true);
      }
    });
  });
}

/** `content` in 64 KiB chunks, as an upload streams. */
export function chunksOf(content: Buffer): Readable | Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < content.length; i += 64 * 1024) out.push(content.subarray(i, i + 64 * 1024));
  return out;
}
