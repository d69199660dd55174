/**
 * md5s computed after a deploy instead of during it (FileRecord.md5, SqliteStore.fillMd5): files are recorded
 * with sha256 only, the md5s are filled from the blobs' bytes (files and packs alike), for every record of that
 * content, once per revision at a time; a manifest never lists an unknown md5; the server fills them on its
 * own after a deploy. Real store, real files, real server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, vi } from 'vitest';
import { MD5_TURN_BLOBS } from '../../src/store/blobs/md5.ts';
import type { FileRecord } from '../../src/store/types.ts';
import { tgzOf } from '../helpers/archives.ts';
import { putArchive, startTestServer } from '../helpers/server.ts';
import { pendingRevision, TEST_SETTINGS, useTempStore } from '../helpers/store.ts';

const md5 = (b: Uint8Array | string) => createHash('md5').update(b).digest('hex');
const temp = useTempStore('sitepub-lazy-md5-');

/** Stores `files` through one deploy session (small ones land in a pack) as a new revision of `domain`. */
async function deploy(domain: string, rev: number, files: Record<string, Buffer>): Promise<number> {
  const account = await temp.store.accounts.createAccount('a@example.com', 'x', 1);
  await temp.store.projects.claimProject(domain, account.id, TEST_SETTINGS, rev);
  const r = await temp.store.revisions.createPendingRevision(pendingRevision(domain, rev, account.id));
  const session = temp.store.blobs.session();
  const records: FileRecord[] = [];
  for (const [path, body] of Object.entries(files)) {
    const info = await session.write([body]);
    expect(info).toEqual({ sha256: createHash('sha256').update(body).digest('hex'), size: body.length });
    records.push({ path, ...info, md5: null });
  }
  await session.commit(records.map((f) => f.sha256));
  session.release();
  await temp.store.revisions.completeUpload(domain, r, {
    files: records,
    contentHash: 'h',
    uploadEndTime: rev + 1,
  });
  await temp.store.revisions.publishRevision(domain, r, { live: true, now: rev + 2 });
  return r;
}

const md5sOf = async (domain: string, rev: number) =>
  Object.fromEntries((await temp.store.revisions.getRevisionFiles(domain, rev)).map((f) => [f.path, f.md5]));

describe('the blob store', () => {
  it('hashes stored blobs with md5 from their bytes: packed, in files of their own, empty; unknown ones left out', async () => {
    const small = randomBytes(700);
    const large = randomBytes(5 * 1024 * 1024 + 3); // a file of its own, read in pieces across event-loop turns
    const empty = Buffer.alloc(0);
    const s = temp.store.blobs.session();
    const infos = [await s.write([small]), await s.write([large]), await s.write([empty])];
    await s.commit(infos.map((i) => i.sha256));
    s.release();
    expect(temp.store.blobs.local.locate(infos[0]!.sha256)?.packed).toBe(true);
    expect(temp.store.blobs.local.locate(infos[1]!.sha256)?.packed).toBe(false);
    const unknown = 'f'.repeat(64);
    const got = await temp.store.blobs.md5([...infos.map((i) => i.sha256), unknown, infos[0]!.sha256]);
    expect(Object.fromEntries(got)).toEqual({
      [infos[0]!.sha256]: md5(small),
      [infos[1]!.sha256]: md5(large),
      [infos[2]!.sha256]: md5(empty),
    });
  });
});

describe('the md5 pass and the event loop', () => {
  it('lets the event loop run every few hundred packed blobs, not only every few MiB', async () => {
    const count = 2048;
    const bodies = Array.from({ length: count }, (_, i) => Buffer.from(`<svg>${i}</svg>`.padEnd(600, ' ')));
    const s = temp.store.blobs.session();
    const infos = [];
    for (const body of bodies) infos.push(await s.write([body]));
    await s.commit(infos.map((i) => i.sha256));
    s.release();
    expect(temp.store.blobs.local.locate(infos[0]!.sha256)?.packed).toBe(true);
    // 1.2 MB in all: one turn per 4 MiB gave none, and the edges of `sitepub serve`, on the same thread, waited.
    const turns = vi.spyOn(globalThis, 'setImmediate');
    try {
      const got = await temp.store.blobs.md5(infos.map((i) => i.sha256));
      expect(got.size).toBe(count);
      for (const i of [0, 1, 700, count - 1]) expect(got.get(infos[i]!.sha256)).toBe(md5(bodies[i]!));
      expect(turns.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(count / MD5_TURN_BLOBS));
    } finally {
      turns.mockRestore();
    }
  });
});

describe('SqliteStore md5s', () => {
  it('records files without md5 and fills them from the blobs, for every record of that content', async () => {
    const shared = Buffer.from('<h1>shared</h1>');
    const onlyB = randomBytes(300 * 1024);
    const a = await deploy('a.example.com', 1000, { '/index.html': shared, '/a.txt': Buffer.from('a') });
    const b = await deploy('b.example.com', 2000, { '/index.html': shared, '/big.bin': onlyB });
    expect(await md5sOf('a.example.com', a)).toEqual({ '/a.txt': null, '/index.html': null });
    const owner = (await temp.store.accounts.getAccountByEmail('a@example.com'))!.id;
    expect(
      (await temp.store.revisions.accountContent(owner, [createHash('sha256').update(shared).digest('hex')]))
        .size,
    ).toBe(1);

    await temp.store.revisions.fillMd5('a.example.com', a);
    expect(await md5sOf('a.example.com', a)).toEqual({ '/a.txt': md5('a'), '/index.html': md5(shared) });
    // the same content in another revision got its md5 too; that revision's own content did not
    expect(await md5sOf('b.example.com', b)).toEqual({ '/big.bin': null, '/index.html': md5(shared) });

    const manifest = await temp.store.revisions.getRevisionManifest('b.example.com', b);
    expect(manifest.map((f) => [f.path, f.md5])).toEqual([
      ['/big.bin', md5(onlyB)],
      ['/index.html', md5(shared)],
    ]);
  });

  it('runs one fill per revision at a time: concurrent callers wait for it instead of hashing again', async () => {
    const r = await deploy('c.example.com', 3000, { '/x': randomBytes(1000), '/y': randomBytes(2000) });
    const real = temp.store.blobs.md5.bind(temp.store.blobs);
    let calls = 0;
    temp.store.blobs.md5 = (shas) => {
      calls++;
      return real(shas);
    };
    await Promise.all([
      temp.store.revisions.fillMd5('c.example.com', r),
      temp.store.revisions.getRevisionManifest('c.example.com', r),
      temp.store.revisions.fillMd5('c.example.com', r),
    ]);
    expect(calls).toBe(1);
    expect(Object.values(await md5sOf('c.example.com', r)).every((m) => /^[0-9a-f]{32}$/.test(m ?? ''))).toBe(
      true,
    );
  });

  it('fails a manifest whose content is gone, naming the revision, and fills nothing wrong', async () => {
    const r = await deploy('d.example.com', 4000, { '/big.bin': randomBytes(300 * 1024) });
    const [file] = await temp.store.revisions.getRevisionFiles('d.example.com', r);
    await rm(temp.store.blobs.local.path(file!.sha256));
    await expect(temp.store.revisions.getRevisionManifest('d.example.com', r)).rejects.toThrow(
      /1 file\(s\) of d\.example\.com revision 4000 have no content in the blob store/,
    );
    expect(await md5sOf('d.example.com', r)).toEqual({ '/big.bin': null });
  });

  it('keeps unfilled md5s across a restart and fills them on demand; close waits for a running fill', async () => {
    const body = randomBytes(2 * 1024 * 1024);
    const r = await deploy('e.example.com', 5000, { '/e.bin': body, '/e.txt': Buffer.from('e') });
    await temp.reopen();
    expect(await md5sOf('e.example.com', r)).toEqual({ '/e.bin': null, '/e.txt': null });
    const fill = temp.store.revisions.fillMd5('e.example.com', r);
    await temp.store.close(); // must not close the database under the running fill
    await fill;
    await temp.reopen();
    expect(await md5sOf('e.example.com', r)).toEqual({ '/e.bin': md5(body), '/e.txt': md5('e') });
  });
});

describe('the server', () => {
  it('fills the md5s of a deploy on its own once the deploy is done', async () => {
    const srv = await startTestServer();
    try {
      const token = await srv.token();
      const big = randomBytes(400 * 1024);
      const res = await putArchive(
        srv.api,
        token,
        'md5.example.com',
        tgzOf([
          { path: 'site/index.html', body: '<p>hi</p>' },
          { path: 'site/big.bin', body: big },
        ]),
      );
      expect(res.events.at(-1)?.type).toBe('info');
      const db = new DatabaseSync(join(srv.data, 'sitepub.db'), { readOnly: true });
      try {
        const rows = () =>
          Object.fromEntries(
            (
              db.prepare(`SELECT path, md5 FROM revision_files WHERE domain = 'md5.example.com'`).all() as {
                path: string;
                md5: string;
              }[]
            ).map((r) => [r.path, r.md5]),
          );
        const deadline = Date.now() + 10_000;
        while (Object.values(rows()).includes('') && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(rows()).toEqual({ '/big.bin': md5(big), '/index.html': md5('<p>hi</p>') });
      } finally {
        db.close();
      }
    } finally {
      await srv.close();
    }
  });
});
