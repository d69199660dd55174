/**
 * The BlobStore contract (test/store/blob-contract.ts) on S3BlobStore against a real S3 server: a one-node Ceph
 * with radosgw started by scripts/services/ceph-up.sh for this file (each test on a prefix of its own). Then
 * what only the S3 store has: the layout of its keys, one object for racing writers (If-None-Match), another
 * origin finding packs committed after it opened, and clear errors when S3 is unreachable, refuses the
 * credentials, or stops.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PackListing } from '../../src/store/s3/pack-listing.ts';
import { S3BlobStore } from '../../src/store/s3/store.ts';
import { startService, type RunningService } from '../helpers/services.ts';
import { chunksOf, LARGE, runBlobStoreContract } from './blob-contract.ts';

let ceph: RunningService | undefined;
let env: NodeJS.ProcessEnv = {};
let tmp = '';
const opened: S3BlobStore[] = [];

beforeAll(async () => {
  ceph = startService('ceph', 'CEPH_BASE');
  env = { ...ceph.env };
  tmp = await mkdtemp(join(tmpdir(), 'sitepub-s3-blobs-'));
}, 900_000);

afterAll(async () => {
  for (const s of opened) s.close();
  ceph?.stop();
  await rm(tmp, { recursive: true, force: true });
}, 120_000);

const BUCKET = 'sitepub-contract';
const MISSING = 'f'.repeat(64);

async function openStore(url: string, e: NodeJS.ProcessEnv = env): Promise<S3BlobStore> {
  const store = await S3BlobStore.open({ url, env: e, tmpDir: await mkdtemp(join(tmp, 'spool-')) });
  opened.push(store);
  return store;
}

runBlobStoreContract('S3BlobStore (Ceph radosgw)', async () => {
  const url = `s3://${BUCKET}/t-${randomBytes(6).toString('hex')}`;
  const blobs = await openStore(url);
  return { blobs, another: () => openStore(url), cleanup: async () => undefined };
});

describe('S3BlobStore on a real S3 server', () => {
  it('keeps blobs/<sha256> and packs/<time>-<random>.pack + .idx under the prefix', async () => {
    const store = await openStore(`s3://${BUCKET}/layout-${randomBytes(4).toString('hex')}/`);
    const s = store.session();
    const small = await s.write([randomBytes(100)]);
    const large = await s.write(chunksOf(randomBytes(LARGE)));
    await s.commit([small.sha256, large.sha256]);
    s.release();
    const keys: string[] = [];
    for await (const o of store.bucket.list(store.prefix)) keys.push(o.key.slice(store.prefix.length));
    expect(keys).toHaveLength(3);
    expect(keys).toContain(`blobs/${large.sha256}`);
    expect(keys.filter((k) => /^packs\/\d{15}-[0-9a-f]{16}\.(pack|idx)$/.test(k))).toHaveLength(2);
  });

  // reading each blob by its URL with a Range, one URL per object, a missing blob named: the contract's `urls`
  it('hands out presigned GET URLs that need no credentials and refuse a forged signature', async () => {
    const store = await openStore(`s3://${BUCKET}/urls-${randomBytes(4).toString('hex')}`);
    const contents = [randomBytes(100), randomBytes(LARGE)];
    const s = store.session();
    const infos = await Promise.all(contents.map((c) => s.write(chunksOf(c))));
    await s.commit(infos.map((i) => i.sha256));
    s.release();
    const got = await store.urls!(infos.map((i) => i.sha256));
    if (!got.ok) throw new Error(`missing ${got.missing}`);
    for (const u of got.urls) expect(u.url).not.toContain(env.AWS_SECRET_ACCESS_KEY);
    const forged = got.urls[1]!.url.replace(
      /X-Amz-Signature=[0-9a-f]/,
      (m) => `${m.slice(0, -1)}${m.endsWith('0') ? '1' : '0'}`,
    );
    expect((await fetch(forged)).status).toBe(403);
  });

  it('md5 of a large blob this origin uploaded comes from its upload (once), not read back from the bucket', async () => {
    const store = await openStore(`s3://${BUCKET}/md5-${randomBytes(4).toString('hex')}`);
    const content = randomBytes(LARGE);
    const s = store.session();
    const { sha256 } = await s.write(chunksOf(content));
    await s.commit([sha256]);
    s.release();
    // the object's bytes changed behind the store's back: the first answer is still the upload's md5
    const other = randomBytes(LARGE);
    await store.bucket.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: store.blobKey(sha256), Body: other, ContentLength: LARGE }),
    );
    expect(await store.md5([sha256])).toEqual(new Map([[sha256, md5(content)]]));
    // then from the stored bytes, as for every blob this process did not upload
    expect(await store.md5([sha256])).toEqual(new Map([[sha256, md5(other)]]));
  });

  it('blob URLs of large blobs this origin just created need no HEAD; another origin HEADs; a discarded one is gone', async () => {
    const url = `s3://${BUCKET}/fresh-${randomBytes(4).toString('hex')}`;
    const store = await openStore(url);
    const s = store.session();
    const kept = await s.write(chunksOf(randomBytes(LARGE)));
    const dropped = await s.write(chunksOf(randomBytes(LARGE)));
    await s.commit([kept.sha256, dropped.sha256]);
    const heads = vi.spyOn(store.bucket, 'head');
    const mine = await store.urls!([kept.sha256, dropped.sha256]);
    expect(mine.ok).toBe(true);
    expect(heads).not.toHaveBeenCalled();
    const other = await openStore(url);
    const otherHeads = vi.spyOn(other.bucket, 'head');
    const theirs = await other.urls!([kept.sha256]);
    expect(theirs.ok && theirs.urls[0]!.size).toBe(LARGE);
    expect(otherHeads).toHaveBeenCalled();
    // the session's blobs removed as after a failed deploy: this origin no longer answers for the one it deleted
    expect(await s.discard(async (sha) => sha === kept.sha256)).toBe(1);
    s.release();
    expect(await store.urls!([dropped.sha256])).toEqual({ ok: false, missing: dropped.sha256 });
  });

  it('blob URLs at hand: what the store locates without a request (listed packs, its new objects); no HEAD', async () => {
    const url = `s3://${BUCKET}/at-hand-${randomBytes(4).toString('hex')}`;
    const store = await openStore(url);
    const s = store.session();
    const small = await s.write([randomBytes(100)]);
    const large = await s.write(chunksOf(randomBytes(LARGE)));
    await s.commit([small.sha256, large.sha256]);
    s.release();
    const other = await openStore(url);
    for (const st of [store, other]) vi.spyOn(st.bucket, 'head');
    const mine = await store.urlsAtHand!([large.sha256, small.sha256, MISSING]);
    expect(mine.map((u) => u.sha256)).toEqual([large.sha256, small.sha256]);
    expect(mine.map((u) => u.size)).toEqual([LARGE, 100]);
    // another origin lists the pack when it opens, but knows the large blob's object only by a HEAD: left out
    expect((await other.urlsAtHand!([large.sha256, small.sha256])).map((u) => u.sha256)).toEqual([
      small.sha256,
    ]);
    expect(store.bucket.head).not.toHaveBeenCalled();
    expect(other.bucket.head).not.toHaveBeenCalled();
  });

  it('md5 of a small blob this origin packed comes from its packing (once), not from reading the pack back', async () => {
    const store = await openStore(`s3://${BUCKET}/md5p-${randomBytes(4).toString('hex')}`);
    const content = randomBytes(1000);
    const s = store.session();
    const { sha256 } = await s.write([content]);
    await s.commit([sha256]);
    s.release();
    // the pack's bytes changed behind the store's back: the first answer is still the packing's md5
    const other = randomBytes(1000);
    let packs = 0;
    for await (const o of store.bucket.list(`${store.prefix}packs/`))
      if (o.key.endsWith('.pack')) {
        packs++;
        await store.bucket.client.send(
          new PutObjectCommand({ Bucket: BUCKET, Key: o.key, Body: other, ContentLength: other.length }),
        );
      }
    expect(packs).toBe(1);
    expect(await store.md5([sha256])).toEqual(new Map([[sha256, md5(content)]]));
    // then from the stored bytes
    expect(await store.md5([sha256])).toEqual(new Map([[sha256, md5(other)]]));
  });

  it('one session writing the same large content twice at once uploads it once and leaves no temp file', async () => {
    const store = await openStore(`s3://${BUCKET}/twice-${randomBytes(4).toString('hex')}`);
    const content = randomBytes(LARGE);
    const s = store.session();
    const [first, second] = await Promise.all([s.write(chunksOf(content)), s.write(chunksOf(content))]);
    expect(second).toEqual(first);
    await s.commit([first.sha256]);
    s.release();
    expect(await buffer((await store.read(first.sha256))!)).toEqual(content);
    expect(await readdir(store.tmp)).toEqual([]);
  });

  it('racing writers of one content: one creates the object (conditional PUT), the other finds it; both succeed', async () => {
    const url = `s3://${BUCKET}/race-${randomBytes(4).toString('hex')}`;
    const a = await openStore(url);
    const b = await openStore(url);
    const key = a.blobKey('e'.repeat(64));
    const results = await Promise.all([
      a.bucket.create(key, 'x'),
      b.bucket.create(key, 'x'),
      a.bucket.create(key, 'x'),
    ]);
    expect(results.sort()).toEqual(['created', 'exists', 'exists']);
    // two deploys of one content on two origins: both find nothing stored, so both upload at commit
    const content = randomBytes(LARGE);
    const sa = a.session();
    const sb = b.session();
    await Promise.all([sa.write(chunksOf(content)), sb.write(chunksOf(content))]);
    await Promise.all([sa.commit([createSha(content)]), sb.commit([createSha(content)])]);
    expect((await buffer((await b.read(createSha(content)))!)).equals(content)).toBe(true);
    // only the deploy whose PUT created the object counts it as its own: if both failed, one removal
    const removed = (await sa.discard(async () => false)) + (await sb.discard(async () => false));
    expect(removed).toBe(1);
    expect(await a.has(createSha(content))).toBe(false);
  });

  it('another origin opened before finds what this one packed later (listing on a miss)', async () => {
    const url = `s3://${BUCKET}/origins-${randomBytes(4).toString('hex')}`;
    const a = await openStore(url);
    const b = await openStore(url);
    const s = a.session();
    const contents = Array.from({ length: 20 }, () => randomBytes(1000));
    const infos = await Promise.all(contents.map((c) => s.write([c])));
    await s.commit(infos.map((i) => i.sha256));
    s.release();
    const batch = await b.readBatch(infos.map((i) => i.sha256).reverse());
    expect(batch.ok).toBe(true);
    if (batch.ok)
      expect((await buffer(batch.stream)).equals(Buffer.concat([...contents].reverse()))).toBe(true);
    expect(await b.md5([infos[0]!.sha256])).toEqual(new Map([[infos[0]!.sha256, md5(contents[0]!)]]));
    // and a deploy on b does not pack that content again
    const t = b.session();
    await t.write([contents[1]!]);
    await t.commit([infos[1]!.sha256]);
    t.release();
    let packs = 0;
    for await (const o of b.bucket.list(`${b.prefix}packs/`)) if (o.key.endsWith('.pack')) packs++;
    expect(packs).toBe(1);
  });

  it('listings of packs/ asked for together are one, and find what another origin packed', async () => {
    const url = `s3://${BUCKET}/listings-${randomBytes(4).toString('hex')}`;
    const a = await openStore(url);
    const b = await openStore(url);
    const s = a.session();
    const infos = await Promise.all(Array.from({ length: 12 }, () => s.write([randomBytes(1000)])));
    await s.commit(infos.map((i) => i.sha256));
    s.release();
    const listing = new PackListing(b.bucket, b.prefix);
    const lists = vi.spyOn(b.bucket, 'list');
    await Promise.all(Array.from({ length: 8 }, () => listing.refresh()));
    expect(lists.mock.calls.filter(([prefix]) => prefix === `${b.prefix}packs/`)).toHaveLength(1);
    for (const i of infos) expect(listing.locate(i.sha256)?.packed).toBe(true);
  });

  it('content two origins packed at once survives their garbage collections run together', async () => {
    const url = `s3://${BUCKET}/dup-${randomBytes(4).toString('hex')}`;
    const a = await openStore(url);
    const b = await openStore(url);
    const shared = randomBytes(900);
    const sa = a.session();
    const sb = b.session();
    // neither has committed yet, so each packs the shared content in its own pack
    await Promise.all([
      sa.write([shared]),
      sa.write([randomBytes(500)]),
      sb.write([shared]),
      sb.write([randomBytes(600)]),
    ]);
    await sa.commit([]);
    await sb.commit([]);
    sa.release();
    sb.release();
    // each learns the other's pack (a listing on a miss)
    expect(await a.has('0'.repeat(64))).toBe(false);
    expect(await b.has('0'.repeat(64))).toBe(false);
    const referenced = (x: string) => x === createSha(shared);
    // each origin alone could delete the pack the other finds `shared` in; every origin finds it in the oldest
    const removed = await Promise.all([a.collectGarbage(referenced, -1), b.collectGarbage(referenced, -1)]);
    expect(removed[0] + removed[1]).toBeGreaterThanOrEqual(2);
    const fresh = await openStore(url);
    for (const store of [a, b, fresh])
      expect((await buffer((await store.read(createSha(shared)))!)).equals(shared)).toBe(true);
    let packs = 0;
    for await (const o of fresh.bucket.list(`${fresh.prefix}packs/`)) if (o.key.endsWith('.pack')) packs++;
    expect(packs, 'the pack holding only garbage and a copy is deleted').toBe(1);
  });

  it('refuses wrong credentials with a clear error that holds no secret', async () => {
    const secret = `wrong-secret-${randomBytes(8).toString('hex')}`;
    const err = await openStore(`s3://${BUCKET}`, { ...env, AWS_SECRET_ACCESS_KEY: secret }).catch(
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message).toMatch(/access denied/);
    expect(message).toContain(env.AWS_ENDPOINT_URL_S3!);
    expect(message).toContain(`bucket ${BUCKET}`);
    expect(message).toMatch(/AWS_ACCESS_KEY_ID/);
    expect(message).not.toContain(secret);
    expect(JSON.stringify(err)).not.toContain(secret);
  });

  it('names the endpoint and the bucket when nothing answers there', async () => {
    const endpoint = 'http://127.0.0.1:9'; // discard port: nothing listens
    const err = await openStore(`s3://${BUCKET}`, { ...env, AWS_ENDPOINT_URL_S3: endpoint }).catch(
      (e: Error) => e,
    );
    expect((err as Error).message).toMatch(
      /^S3 object store http:\/\/127\.0\.0\.1:9, bucket sitepub-contract: unreachable \(ECONNREFUSED\)/,
    );
    expect((err as Error).message).toMatch(/check that the S3 server is running/);
  });

  // last: stops the server
  it('when S3 stops, a deploy fails with a clear error and nothing of it is visible after S3 is back', async () => {
    const store = await openStore(`s3://${BUCKET}/stopped`);
    const s = store.session();
    await s.write([randomBytes(100)]);
    await s.write(chunksOf(randomBytes(LARGE)));
    ceph!.stop();
    ceph = undefined;
    await expect(s.commit([])).rejects.toThrow(
      new RegExp(
        `^S3 object store ${env.AWS_ENDPOINT_URL_S3!.replace(/\./g, '\\.')}, bucket ${BUCKET}: unreachable`,
      ),
    );
    await expect(store.has('a'.repeat(64))).rejects.toThrow(
      /unreachable .*check that the S3 server is running/,
    );
    expect(await s.discard(async () => false)).toBe(0);
  }, 60_000);
});

const createSha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
