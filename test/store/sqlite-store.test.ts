import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pendingRevision, TEST_SETTINGS, useTempStore } from '../helpers/store.ts';

const temp = useTempStore('sitepub-store-');

async function deployRev(domain: string, owner: string, rev: number, body: string, live: boolean) {
  const r = await temp.store.revisions.createPendingRevision(pendingRevision(domain, rev, owner, !live));
  const blob = await temp.store.blobs.write(Readable.from([Buffer.from(body)]));
  await temp.store.revisions.completeUpload(domain, r, {
    files: [{ path: '/index.html', ...blob, md5: null }],
    contentHash: 'h',
    uploadEndTime: rev + 1,
  });
  return { r, blob };
}

/** What only the embedded store shows (its folder, its memory, its migrations); the rest is the contract. */
describe('SqliteStore', () => {
  it('writes a blob to its own file under blobs/, leaving no temp file', async () => {
    const a = await temp.store.blobs.write(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(await readFile(temp.store.blobs.local.path(a.sha256), 'utf8')).toBe('hello world');
    expect(await readdir(join(temp.dir, 'tmp'))).toEqual([]);
  });

  it('keeps the CA root under ca/ and the mail outbox under outbox/ of the data folder, across reopen', async () => {
    await temp.store.ca.create({ certPem: 'CERT\n', keyPem: 'KEY\n' });
    expect(await readFile(join(temp.dir, 'ca', 'root.cert.pem'), 'utf8')).toBe('CERT\n');
    expect((await stat(join(temp.dir, 'ca', 'root.key.pem'))).mode & 0o777).toBe(0o600);
    await temp.store.outbox.put({ to: 'u@example.com', subject: 's', text: 't', kind: 'verification' });
    const [name] = await readdir(join(temp.dir, 'outbox'));
    expect(name).toMatch(/^\d+-verification-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(await readFile(join(temp.dir, 'outbox', name!), 'utf8'))).toMatchObject({
      to: 'u@example.com',
      kind: 'verification',
    });
    await temp.store.collaborators.add({
      domain: 'c.example.com',
      email: 'c@example.com',
      invitedBy: 'o',
      createdAt: 1,
    });
    await temp.reopen();
    expect(await temp.store.ca.get()).toEqual({ certPem: 'CERT\n', keyPem: 'KEY\n' });
    expect(await temp.store.outbox.list()).toHaveLength(1);
    expect(await temp.store.collaborators.has('c.example.com', 'c@example.com')).toBe(true);
  });

  it('persists across reopen and drops revisions left pending by a crash', async () => {
    const acct = await temp.store.accounts.createAccount('a@example.com', 'x', 1);
    await temp.store.projects.claimProject('s.example.com', acct.id, TEST_SETTINGS, 1);
    const { r } = await deployRev('s.example.com', acct.id, 1000, 'one', true);
    await temp.store.revisions.publishRevision('s.example.com', r, { live: true, now: 2 });
    await deployRev('s.example.com', acct.id, 2000, 'two', true); // left pending
    await temp.store.rateLimits.addHits([
      { key: 'ip:1', at: 10 },
      { key: 'ip:1', at: 20 },
    ]);
    await temp.reopen();
    expect(
      (await temp.store.revisions.listRevisions('s.example.com', { includePending: true })).map((x) => x.rev),
    ).toEqual([r]);
    expect(await temp.store.rateLimits.countHits('ip:1', 15)).toEqual({ count: 1, oldest: 20 });
    expect((await temp.store.accounts.getAccountByEmail('a@example.com'))!.id).toBe(acct.id);
  });

  it('answers the file lists of the revisions completed last from memory, while their content hash holds', async () => {
    const acct = await temp.store.accounts.createAccount('a@example.com', 'x', 1);
    const domain = 'content.example.com';
    await temp.store.projects.claimProject(domain, acct.id, TEST_SETTINGS, 1);
    const files = (n: number) =>
      ['/b.html', '/a.html'].map((path) => ({
        path,
        sha256: String(n).repeat(64).slice(0, 64),
        size: n,
        md5: null,
      }));
    const revs: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const r = await temp.store.revisions.createPendingRevision(pendingRevision(domain, 1000 * n, acct.id));
      await temp.store.revisions.completeUpload(domain, r, {
        files: files(n),
        contentHash: `h${n}`,
        uploadEndTime: n,
      });
      await temp.store.revisions.publishRevision(domain, r, { live: false, now: n });
      revs.push(r);
    }
    const contentOf = async (rev: number) => {
      const got = await temp.store.revisions.getRevisionContent(
        (await temp.store.revisions.getRevision(domain, rev, { includePending: true }))!,
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
    const acct = await temp.store.accounts.createAccount('a@example.com', 'x', 1);
    await temp.store.projects.claimProject('s.example.com', acct.id, TEST_SETTINGS, 1);
    const { blob } = await deployRev('s.example.com', acct.id, 1000, 'kept', true);
    const orphan = await temp.store.blobs.write(Readable.from([Buffer.from('orphan')]));
    const refs = await temp.store.revisions.referencedBlobs();
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
    const { readFile } = await import('node:fs/promises');
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-migrate-'));
    try {
      // A data folder as the code of before 011 left it (schema_migrations up to 010-api-extras), with rows
      // written as the code of then wrote them (fixtures/sqlite-010-api-extras.sql).
      const db = new DatabaseSync(join(dir, 'sitepub.db'));
      db.exec(await readFile(join(import.meta.dirname, 'fixtures/sqlite-010-api-extras.sql'), 'utf8'));
      db.close();
      const now = await SqliteStore.open({ dir });
      expect((await now.accounts.getAccountByEmail('old@example.com'))!.shownEmail).toBe('old@example.com');
      const rev = (await now.revisions.getRevision('old.example.com', 5))!;
      expect(rev.privateFiles).toEqual([{ path: '/CNAME', size: 16 }]);
      await now.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
