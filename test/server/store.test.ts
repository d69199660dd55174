import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pendingRevision, TEST_SETTINGS, useTempStore } from '../helpers/store.ts';

const temp = useTempStore('sitepub-store-');

async function deployRev(domain: string, owner: string, rev: number, body: string, live: boolean) {
  const r = await temp.store.createPendingRevision(pendingRevision(domain, rev, owner, !live));
  const blob = await temp.store.blobs.write(Readable.from([Buffer.from(body)]));
  await temp.store.completeUpload(domain, r, {
    files: [{ path: '/index.html', ...blob, md5: null }],
    contentHash: 'h',
    uploadEndTime: rev + 1,
  });
  return { r, blob };
}

describe('SqliteStore', () => {
  it('keeps the email as created, refuses a taken token id, and leaves updated_at on bookkeeping', async () => {
    const acct = await temp.store.createAccount('mixed@example.com', 'x', 1, 'Mixed@Example.com');
    expect(acct).toMatchObject({ email: 'mixed@example.com', shownEmail: 'Mixed@Example.com' });
    expect((await temp.store.getAccountByEmail('mixed@example.com'))!.shownEmail).toBe('Mixed@Example.com');
    expect((await temp.store.createAccount('plain@example.com', 'x', 1)).shownEmail).toBe(
      'plain@example.com',
    );
    await temp.store.updateAccount(acct.id, { verificationSentAt: 50 }, 50);
    expect(await temp.store.getAccount(acct.id)).toMatchObject({ verificationSentAt: 50, updatedAt: 1 });
    await temp.store.updateAccount(acct.id, { emailVerifiedAt: 60 }, 60);
    expect((await temp.store.getAccount(acct.id))!.updatedAt).toBe(60);
    const token = {
      id: 'tok-12345678',
      accountId: acct.id,
      hash: 'b'.repeat(64),
      msg: '',
      scope: [],
      uses: 0,
      createdAt: 1,
      lastUsedAt: null,
      expiresAt: 2,
    };
    expect(await temp.store.createToken(token)).toBe(true);
    expect(await temp.store.createToken({ ...token, hash: 'c'.repeat(64) })).toBe(false);
    expect(await temp.store.getTokenByHash('c'.repeat(64))).toBeNull();
  });

  it('records the private files (CNAME, AUTH, CORS, ROUTER at the root) of an upload', async () => {
    const acct = await temp.store.createAccount('p@example.com', 'x', 1);
    await temp.store.claimProject('private.example.com', acct.id, TEST_SETTINGS, 1);
    const r = await temp.store.createPendingRevision(
      pendingRevision('private.example.com', 10, acct.id, false),
    );
    const blob = await temp.store.blobs.write(Readable.from([Buffer.from('private.example.com\n')]));
    await temp.store.completeUpload('private.example.com', r, {
      files: [
        { path: '/CNAME', ...blob, md5: null },
        { path: '/docs/CNAME', ...blob, md5: null },
        { path: '/index.html', ...blob, md5: null },
      ],
      contentHash: 'h',
      uploadEndTime: 11,
    });
    const rev = (await temp.store.getRevision('private.example.com', r, { includePending: true }))!;
    expect(rev).toMatchObject({ fileCount: 3, privateFiles: [{ path: '/CNAME', size: blob.size }] });
  });

  it('writes blobs content-addressed with sha256 (md5 comes later, see lazy-md5.test.ts), deduplicated', async () => {
    const a = await temp.store.blobs.write(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(a).toEqual({ sha256: createHash('sha256').update('hello world').digest('hex'), size: 11 });
    expect(await readFile(temp.store.blobs.path(a.sha256), 'utf8')).toBe('hello world');
    const b = await temp.store.blobs.write(Readable.from([Buffer.from('hello world')]));
    expect(b).toEqual(a);
    expect(await readdir(join(temp.dir, 'tmp'))).toEqual([]);
  });

  it('keeps a pending revision invisible until published, and records live history', async () => {
    const acct = await temp.store.createAccount('a@example.com', 'x', 1);
    const p = await temp.store.claimProject('site.example.com', acct.id, TEST_SETTINGS, 1);
    expect(p).toMatchObject({
      domain: 'site.example.com',
      ownerId: acct.id,
      liveRev: null,
      version: 1,
      created: true,
    });
    // a second claim does not change the owner
    expect(await temp.store.claimProject('site.example.com', 'other', TEST_SETTINGS, 2)).toMatchObject({
      ownerId: acct.id,
      created: false,
    });

    const { r } = await deployRev('site.example.com', acct.id, 1000, 'one', true);
    expect(await temp.store.listRevisions('site.example.com')).toEqual([]);
    expect(await temp.store.listRevisions('site.example.com', { includePending: true })).toHaveLength(1);
    expect(await temp.store.getRevisionFiles('site.example.com', r)).toHaveLength(1);
    const before = (await temp.store.getProject('site.example.com'))!.version;
    await temp.store.publishRevision('site.example.com', r, { live: true, now: 5000 });
    const after = (await temp.store.getProject('site.example.com'))!;
    expect(after.liveRev).toBe(r);
    expect(after.version).toBeGreaterThan(before);
    expect((await temp.store.getRevision('site.example.com', r))!.liveAt).toBe(5000);

    // revision ids are unique and increasing even when the clock repeats
    const { r: r2 } = await deployRev('site.example.com', acct.id, 1000, 'two', false);
    expect(r2).toBe(1001);
    await temp.store.publishRevision('site.example.com', r2, { live: false, now: 6000 });
    const list = await temp.store.listRevisions('site.example.com');
    expect(list.map((x) => x.rev)).toEqual([1001, 1000]);
    expect(list[0]!.liveAt).toBeNull();

    await temp.store.setLive('site.example.com', r2, 7000);
    await temp.store.setLive('site.example.com', r, 8000);
    expect((await temp.store.getRevision('site.example.com', r2))!.liveAt).toBe(7000);
    expect((await temp.store.getRevision('site.example.com', r))!.liveAt).toBe(8000);

    expect(await temp.store.deleteRevision('site.example.com', r)).toBe(true);
    expect((await temp.store.getProject('site.example.com'))!.liveRev).toBeNull();
    expect(await temp.store.deleteProject('site.example.com')).toBe(true);
    expect(await temp.store.listRevisions('site.example.com', { includePending: true })).toEqual([]);
  });

  it('persists across reopen and drops revisions left pending by a crash', async () => {
    const acct = await temp.store.createAccount('a@example.com', 'x', 1);
    await temp.store.claimProject('s.example.com', acct.id, TEST_SETTINGS, 1);
    const { r } = await deployRev('s.example.com', acct.id, 1000, 'one', true);
    await temp.store.publishRevision('s.example.com', r, { live: true, now: 2 });
    await deployRev('s.example.com', acct.id, 2000, 'two', true); // left pending
    await temp.store.addHits([
      { key: 'ip:1', at: 10 },
      { key: 'ip:1', at: 20 },
    ]);
    await temp.reopen();
    expect(
      (await temp.store.listRevisions('s.example.com', { includePending: true })).map((x) => x.rev),
    ).toEqual([r]);
    expect(await temp.store.countHits('ip:1', 15)).toEqual({ count: 1, oldest: 20 });
    expect((await temp.store.getAccountByEmail('a@example.com'))!.id).toBe(acct.id);
  });

  it('answers the file lists of the revisions completed last from memory, while their content hash holds', async () => {
    const acct = await temp.store.createAccount('a@example.com', 'x', 1);
    const domain = 'content.example.com';
    await temp.store.claimProject(domain, acct.id, TEST_SETTINGS, 1);
    const files = (n: number) =>
      ['/b.html', '/a.html'].map((path) => ({
        path,
        sha256: String(n).repeat(64).slice(0, 64),
        size: n,
        md5: null,
      }));
    const revs: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const r = await temp.store.createPendingRevision(pendingRevision(domain, 1000 * n, acct.id));
      await temp.store.completeUpload(domain, r, { files: files(n), contentHash: `h${n}`, uploadEndTime: n });
      await temp.store.publishRevision(domain, r, { live: false, now: n });
      revs.push(r);
    }
    const contentOf = async (rev: number) => {
      const got = await temp.store.getRevisionContent(
        (await temp.store.getRevision(domain, rev, { includePending: true }))!,
      );
      return [...got].sort((x, y) => (x.path < y.path ? -1 : 1));
    };
    const expected = (n: number) =>
      files(n)
        .map(({ path, sha256, size }) => ({ path, sha256, size }))
        .reverse();
    for (const [i, r] of revs.entries()) expect(await contentOf(r)).toEqual(expected(i + 1));
    // The rows gone behind the store's back: the four completed last still answer, from memory; the first
    // (beyond the four kept) is read, and so is one whose content hash is no longer the one it was kept with.
    temp.store.db.exec('DELETE FROM revision_files');
    expect(await contentOf(revs[0]!)).toEqual([]);
    for (const [i, r] of revs.slice(1).entries()) expect(await contentOf(r)).toEqual(expected(i + 2));
    temp.store.db.prepare(`UPDATE revisions SET content_hash = 'other' WHERE rev = ?`).run(revs[4]!);
    expect(await contentOf(revs[4]!)).toEqual([]);
    // a reopened store reads them all
    await temp.reopen();
    for (const r of revs.slice(1, 4)) expect(await contentOf(r)).toEqual([]);
  });

  it('garbage-collects only unreferenced blobs older than the grace period', async () => {
    const acct = await temp.store.createAccount('a@example.com', 'x', 1);
    await temp.store.claimProject('s.example.com', acct.id, TEST_SETTINGS, 1);
    const { blob } = await deployRev('s.example.com', acct.id, 1000, 'kept', true);
    const orphan = await temp.store.blobs.write(Readable.from([Buffer.from('orphan')]));
    const refs = await temp.store.referencedBlobs();
    expect(await temp.store.blobs.collectGarbage((s) => refs.has(s), 60_000)).toBe(0);
    expect(await temp.store.blobs.collectGarbage((s) => refs.has(s), -1)).toBe(1);
    expect(await temp.store.blobs.has(orphan.sha256)).toBe(false);
    expect(await temp.store.blobs.has(blob.sha256)).toBe(true);
  });
});

describe('migrations 011 and 012 on data written before them', () => {
  it('show the stored email and count the private files of older revisions', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { DatabaseSync } = await import('node:sqlite');
    const { SqliteStore } = await import('../../src/store/sqlite/store.ts');
    const { migrations } = await import('../../src/store/sqlite/migrations/index.ts');
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-migrate-'));
    try {
      // The schema as it was before 011, with rows written as the code of then wrote them.
      await (await SqliteStore.open({ dir, migrations: migrations.filter((m) => m.id < '011') })).close();
      const db = new DatabaseSync(join(dir, 'sitepub.db'));
      db.exec(`
        INSERT INTO accounts (id, email, password_hash, created_at, updated_at) VALUES ('a1', 'old@example.com', 'x', 1, 1);
        INSERT INTO projects (domain, owner_id, live_rev, settings, created_at) VALUES ('old.example.com', 'a1', 5, '{}', 1);
        INSERT INTO revisions (domain, rev, status, account_id, email, stage, cmd, platform, file_count, total_size,
          meta, headers, upload_start, upload_end, created_at)
          VALUES ('old.example.com', 5, 'ready', 'a1', 'old@example.com', 0, 'surge', 'localhost', 2, 40, '{}', '{}', 5, 6, 5);
        INSERT INTO revision_files (domain, rev, path, sha256, md5, size) VALUES
          ('old.example.com', 5, '/CNAME', 'aa', '', 16), ('old.example.com', 5, '/index.html', 'bb', '', 24);
      `);
      db.close();
      const now = await SqliteStore.open({ dir });
      expect((await now.getAccountByEmail('old@example.com'))!.shownEmail).toBe('old@example.com');
      const rev = (await now.getRevision('old.example.com', 5))!;
      expect(rev.privateFiles).toEqual([{ path: '/CNAME', size: 16 }]);
      await now.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
