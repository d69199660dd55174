import { mkdtemp, readFile, rm, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import type { ProjectConfig } from '../../src/protocol/types.ts';

const settings: ProjectConfig = { forceHttps: false, cleanUrls: true, spa: false, cors: null, headers: {} };
let dir: string;
let store: SqliteStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-store-'));
  store = await SqliteStore.open({ dir });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function deployRev(domain: string, owner: string, rev: number, body: string, live: boolean) {
  const r = await store.createPendingRevision({
    domain,
    rev,
    accountId: owner,
    email: 'a@example.com',
    message: null,
    stage: !live,
    cliVersion: null,
    cmd: 'test',
    platform: 'test',
    meta: {},
    headers: {},
    uploadStartTime: rev,
  });
  const blob = await store.blobs.write(Readable.from([Buffer.from(body)]));
  await store.completeUpload(domain, r, {
    files: [{ path: '/index.html', ...blob, md5: null }],
    contentHash: 'h',
    uploadEndTime: rev + 1,
  });
  return { r, blob };
}

describe('SqliteStore', () => {
  it('writes blobs content-addressed with sha256 (md5 comes later, see lazy-md5.test.ts), deduplicated', async () => {
    const a = await store.blobs.write(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(a).toEqual({ sha256: createHash('sha256').update('hello world').digest('hex'), size: 11 });
    expect(await readFile(store.blobs.path(a.sha256), 'utf8')).toBe('hello world');
    const b = await store.blobs.write(Readable.from([Buffer.from('hello world')]));
    expect(b).toEqual(a);
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });

  it('keeps a pending revision invisible until published, and records live history', async () => {
    const acct = await store.createAccount('a@example.com', 'x', 1);
    const p = await store.claimProject('site.example.com', acct.id, settings, 1);
    expect(p).toMatchObject({
      domain: 'site.example.com',
      ownerId: acct.id,
      liveRev: null,
      version: 1,
      created: true,
    });
    // a second claim does not change the owner
    expect(await store.claimProject('site.example.com', 'other', settings, 2)).toMatchObject({
      ownerId: acct.id,
      created: false,
    });

    const { r } = await deployRev('site.example.com', acct.id, 1000, 'one', true);
    expect(await store.listRevisions('site.example.com')).toEqual([]);
    expect(await store.listRevisions('site.example.com', { includePending: true })).toHaveLength(1);
    expect(await store.getRevisionFiles('site.example.com', r)).toHaveLength(1);
    const before = (await store.getProject('site.example.com'))!.version;
    await store.publishRevision('site.example.com', r, { live: true, now: 5000 });
    const after = (await store.getProject('site.example.com'))!;
    expect(after.liveRev).toBe(r);
    expect(after.version).toBeGreaterThan(before);
    expect((await store.getRevision('site.example.com', r))!.liveAt).toBe(5000);

    // revision ids are unique and increasing even when the clock repeats
    const { r: r2 } = await deployRev('site.example.com', acct.id, 1000, 'two', false);
    expect(r2).toBe(1001);
    await store.publishRevision('site.example.com', r2, { live: false, now: 6000 });
    const list = await store.listRevisions('site.example.com');
    expect(list.map((x) => x.rev)).toEqual([1001, 1000]);
    expect(list[0]!.liveAt).toBeNull();

    await store.setLive('site.example.com', r2, 7000);
    await store.setLive('site.example.com', r, 8000);
    expect((await store.getRevision('site.example.com', r2))!.liveAt).toBe(7000);
    expect((await store.getRevision('site.example.com', r))!.liveAt).toBe(8000);

    expect(await store.deleteRevision('site.example.com', r)).toBe(true);
    expect((await store.getProject('site.example.com'))!.liveRev).toBeNull();
    expect(await store.deleteProject('site.example.com')).toBe(true);
    expect(await store.listRevisions('site.example.com', { includePending: true })).toEqual([]);
  });

  it('persists across reopen and drops revisions left pending by a crash', async () => {
    const acct = await store.createAccount('a@example.com', 'x', 1);
    await store.claimProject('s.example.com', acct.id, settings, 1);
    const { r } = await deployRev('s.example.com', acct.id, 1000, 'one', true);
    await store.publishRevision('s.example.com', r, { live: true, now: 2 });
    await deployRev('s.example.com', acct.id, 2000, 'two', true); // left pending
    await store.addHits([
      { key: 'ip:1', at: 10 },
      { key: 'ip:1', at: 20 },
    ]);
    await store.close();
    store = await SqliteStore.open({ dir });
    expect((await store.listRevisions('s.example.com', { includePending: true })).map((x) => x.rev)).toEqual([
      r,
    ]);
    expect(await store.countHits('ip:1', 15)).toEqual({ count: 1, oldest: 20 });
    expect((await store.getAccountByEmail('a@example.com'))!.id).toBe(acct.id);
  });

  it('garbage-collects only unreferenced blobs older than the grace period', async () => {
    const acct = await store.createAccount('a@example.com', 'x', 1);
    await store.claimProject('s.example.com', acct.id, settings, 1);
    const { blob } = await deployRev('s.example.com', acct.id, 1000, 'kept', true);
    const orphan = await store.blobs.write(Readable.from([Buffer.from('orphan')]));
    const refs = await store.referencedBlobs();
    expect(await store.blobs.collectGarbage((s) => refs.has(s), 60_000)).toBe(0);
    expect(await store.blobs.collectGarbage((s) => refs.has(s), -1)).toBe(1);
    expect(await store.blobs.has(orphan.sha256)).toBe(false);
    expect(await store.blobs.has(blob.sha256)).toBe(true);
  });
});
