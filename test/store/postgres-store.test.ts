/**
 * What PostgresStore must do beyond the Store contract because several origins share one database: two stores
 * (two pools, as two origins) racing rate limits, cutovers, claims and revision numbers; two opens migrating an
 * empty database at once; PostgreSQL restarted under a running store; big file lists in few statements.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_TABLES } from '../../src/store/sql/migrations.ts';
import { BOOKKEEPING_TABLES } from '../helpers/store.ts';
import { PostgresStore } from '../../src/store/postgres/store.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import type { FileRecord } from '../../src/store/types.ts';
import { startPostgres, tempBlobs, type TestPostgres } from '../helpers/postgres.ts';
import { pendingRevision, TEST_SETTINGS } from '../helpers/store.ts';

let server: TestPostgres | undefined;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(() => {
  server = startPostgres();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => server?.stop());

/** Opens `count` stores (each its own pool: an origin each) on one new database. */
async function origins(count: number, url?: string): Promise<PostgresStore[]> {
  if (!server) throw new Error('PostgreSQL did not start');
  const database = url ?? (await server.createDatabase());
  const { blobs, remove } = await tempBlobs();
  cleanups.push(remove);
  const stores = await Promise.all(
    Array.from({ length: count }, () => PostgresStore.open({ url: database, blobs, poolSize: 4 })),
  );
  for (const s of stores) cleanups.push(() => s.close());
  return stores;
}

/** A published revision of `domain` with one file, through `store`. */
async function deploy(store: PostgresStore, domain: string, accountId: string, rev: number, live = false) {
  const r = await store.revisions.createPendingRevision(pendingRevision(domain, rev, accountId));
  const blob = await store.blobs.write(Readable.from([Buffer.from(`${domain} ${rev}`)]));
  await store.revisions.completeUpload(domain, r, {
    files: [{ path: '/index.html', ...blob, md5: null }],
    contentHash: `h${r}`,
    uploadEndTime: rev,
  });
  await store.revisions.publishRevision(domain, r, { live, now: rev });
  return r;
}

describe('PostgresStore across origins', () => {
  it('two origins racing takeHits record exactly the limit, across keys', async () => {
    const [a, b] = await origins(2);
    const checks = [
      { key: 'ip:1', limit: 7 },
      { key: 'account:x', limit: 1000 },
    ];
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!).rateLimits.takeHits(checks, 0, 100 + i)),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(7);
    expect((await a!.rateLimits.countHits('ip:1', 0)).count).toBe(7);
    expect((await b!.rateLimits.countHits('account:x', 0)).count).toBe(7);
    // Overlapping key sets in opposite orders do not deadlock.
    const crossed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a! : b!).rateLimits.takeHits(
          i % 2
            ? [
                { key: 'p', limit: 5 },
                { key: 'q', limit: 50 },
              ]
            : [
                { key: 'q', limit: 50 },
                { key: 'p', limit: 5 },
              ],
          0,
          1,
        ),
      ),
    );
    expect(crossed.filter((v) => v.ok)).toHaveLength(5);
  });

  it('concurrent cutovers through two origins lose no move, and the newest move is production', async () => {
    const [a, b] = await origins(2);
    const owner = await a!.accounts.createAccount('o@example.com', 'h', 1);
    await a!.projects.claimProject('cut.example.com', owner.id, TEST_SETTINGS, 1);
    const revs: number[] = [];
    for (const rev of [1000, 2000, 3000]) revs.push(await deploy(a!, 'cut.example.com', owner.id, rev));
    // Origin b's clock is 5 s behind a's: the history must still follow the order the moves happened in.
    const moves = Array.from({ length: 30 }, (_, i) => {
      const store = i % 2 ? a! : b!;
      const now = (i % 2 ? 100_000 : 95_000) + i;
      return store.live.setLive('cut.example.com', revs[i % 3]!, now);
    });
    await Promise.all(moves);
    const history = await new pg.Pool({ connectionString: a!.pool.options.connectionString });
    cleanups.push(() => history.end());
    const rows = (
      await history.query<{ rev: string; at: string }>(
        `SELECT rev, at FROM live_history WHERE domain = 'cut.example.com' ORDER BY at`,
      )
    ).rows;
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.at)).size).toBe(30); // one line: no two moves at one time
    const project = (await b!.projects.getProject('cut.example.com'))!;
    expect(Number(rows.at(-1)!.rev)).toBe(project.liveRev);
    const listed = await b!.revisions.listRevisions('cut.example.com');
    const newest = listed.reduce((x, y) => ((x.liveAt ?? 0) >= (y.liveAt ?? 0) ? x : y));
    expect(newest.rev).toBe(project.liveRev);
  });

  it('a cutover through an origin whose clock is behind still becomes the newest move', async () => {
    const [a, b] = await origins(2);
    const owner = await a!.accounts.createAccount('o@example.com', 'h', 1);
    await a!.projects.claimProject('skew.example.com', owner.id, TEST_SETTINGS, 1);
    const one = await deploy(a!, 'skew.example.com', owner.id, 1000);
    const two = await deploy(a!, 'skew.example.com', owner.id, 2000);
    await a!.live.setLive('skew.example.com', one, 50_000);
    await b!.live.setLive('skew.example.com', two, 40_000); // later, by a clock 10 s behind
    expect((await a!.projects.getProject('skew.example.com'))!.liveRev).toBe(two);
    const [liveTwo, liveOne] = await Promise.all([
      b!.revisions.getRevision('skew.example.com', two),
      b!.revisions.getRevision('skew.example.com', one),
    ]);
    expect(liveTwo!.liveAt).toBeGreaterThan(liveOne!.liveAt!);
  });

  it('claims, sign-ups, revision numbers and the CA root race safely across origins', async () => {
    const [a, b] = await origins(2);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a! : b!).projects.claimProject('claim.example.com', `owner-${i}`, TEST_SETTINGS, i),
      ),
    );
    expect(claims.filter((c) => c.created)).toHaveLength(1);
    expect(new Set(claims.map((c) => c.ownerId)).size).toBe(1);

    const accounts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a! : b!).accounts.createAccount('same@example.com', `h${i}`, i),
      ),
    );
    expect(new Set(accounts.map((x) => x.id)).size).toBe(1);

    const revs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a! : b!).revisions.createPendingRevision(
          pendingRevision('claim.example.com', 5000, 'owner-0'),
        ),
      ),
    );
    expect(new Set(revs).size).toBe(12);
    expect(Math.min(...revs)).toBe(5000);

    const roots = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a! : b!).ca.create({ certPem: `cert ${i}`, keyPem: `key ${i}` }),
      ),
    );
    expect(new Set(roots.map((r) => r.certPem)).size).toBe(1);
    expect(await a!.ca.get()).toEqual(roots[0]);
  });

  it('an upload completing while another origin discards its revision never deadlocks', async () => {
    const [a, b] = await origins(2);
    const owner = await a!.accounts.createAccount('o@example.com', 'h', 1);
    await a!.projects.claimProject('race.example.com', owner.id, TEST_SETTINGS, 1);
    const files = Array.from({ length: 500 }, (_, i) => ({
      path: `/${i}.html`,
      sha256: i.toString(16).padStart(64, '0'),
      md5: null,
      size: i,
    }));
    for (let round = 0; round < 15; round++) {
      const rev = await a!.revisions.createPendingRevision(
        pendingRevision('race.example.com', 1000, owner.id),
      );
      const [completed, deleted] = await Promise.allSettled([
        a!.revisions.completeUpload('race.example.com', rev, {
          files,
          contentHash: `c${round}`,
          uploadEndTime: 1,
        }),
        // Discarded at a different moment of the upload's transaction each round.
        new Promise((resolve) => setTimeout(resolve, round * 3)).then(() =>
          b!.revisions.deleteRevision('race.example.com', rev),
        ),
      ]);
      // Either order is fine (a completed upload then discarded, or files refused for a revision that is gone),
      // but never a deadlock.
      expect(deleted).toEqual({ status: 'fulfilled', value: true });
      if (completed.status === 'rejected')
        expect(String(completed.reason)).toMatch(/revision \d+ of race\.example\.com no longer exists/);
      expect(await a!.revisions.getRevisionFiles('race.example.com', rev)).toEqual([]);
    }
  });

  it('alias moves and removals racing through two origins all succeed', async () => {
    const [a, b] = await origins(2);
    const owner = await a!.accounts.createAccount('o@example.com', 'h', 1);
    await a!.projects.claimProject('alias.example.com', owner.id, TEST_SETTINGS, 1);
    const one = await deploy(a!, 'alias.example.com', owner.id, 1000);
    const two = await deploy(a!, 'alias.example.com', owner.id, 2000);
    const calls: Promise<boolean>[] = [];
    for (let i = 0; i < 60; i++) {
      const store = i % 2 ? a! : b!;
      calls.push(
        i % 3 === 0
          ? store.aliases.deleteAlias('alias.example.com', 'pr-1')
          : store.aliases.setAlias('alias.example.com', 'pr-1', i % 4 ? one : two, i),
      );
    }
    const settled = await Promise.allSettled(calls);
    expect(settled.filter((r) => r.status === 'rejected')).toEqual([]);
  });

  it('two origins filling the md5s of revisions that share content at once both finish', async () => {
    const [a, b] = await origins(2);
    const owner = await a!.accounts.createAccount('o@example.com', 'h', 1);
    await a!.projects.claimProject('md5.example.com', owner.id, TEST_SETTINGS, 1);
    const blobs = await Promise.all(
      Array.from({ length: 300 }, (_, i) => a!.blobs.write(Readable.from([Buffer.from(`content ${i}`)]))),
    );
    const revs: number[] = [];
    for (let k = 0; k < 6; k++) {
      const rev = await a!.revisions.createPendingRevision(
        pendingRevision('md5.example.com', 100 + k, owner.id),
      );
      // Each revision lists the shared content in another order.
      const order = k % 2 ? [...blobs].reverse() : blobs;
      const files = order.map((blob, i) => ({
        path: `/${(i * (k + 1)) % 300}-${i}.txt`,
        ...blob,
        md5: null,
      }));
      await a!.revisions.completeUpload('md5.example.com', rev, {
        files,
        contentHash: `c${k}`,
        uploadEndTime: 1,
      });
      revs.push(rev);
    }
    await Promise.all(
      revs.flatMap((rev) => [
        a!.revisions.fillMd5('md5.example.com', rev),
        b!.revisions.fillMd5('md5.example.com', rev),
      ]),
    );
    for (const rev of revs)
      expect((await b!.revisions.getRevisionFiles('md5.example.com', rev)).every((f) => f.md5 !== null)).toBe(
        true,
      );
  });

  it('two origins opening an empty database at once both come up, on one schema', async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const url = await server.createDatabase();
    const stores = await origins(3, url);
    expect(stores.flatMap((s) => s.notices).filter((n) => n.includes('applied'))).toHaveLength(1);
    const check = new pg.Pool({ connectionString: url });
    cleanups.push(() => check.end());
    const applied = await check.query<{ name: string }>('SELECT name FROM sitepub_migrations');
    expect(applied.rows.map((r) => r.name)).toEqual(['001-initial', '002-live-cause']);
    // Opening again changes nothing.
    const [again] = await origins(1, url);
    expect(again!.notices).toEqual([]);
  });

  it('stores a file list of 9,000 files, odd names included, in few statements, and lists it back', async () => {
    const [a] = await origins(1);
    const owner = await a!.accounts.createAccount('o@example.com', 'h', 1);
    await a!.projects.claimProject('big.example.com', owner.id, TEST_SETTINGS, 1);
    const rev = await a!.revisions.createPendingRevision(pendingRevision('big.example.com', 10, owner.id));
    const odd = ['/a "quoted", {braced}.html', '/back\\slash.txt', '/ünï cødé/ファイル.html', '/NULL', '/'];
    const files: FileRecord[] = [
      ...odd,
      ...Array.from({ length: 9_000 - odd.length }, (_, i) => `/f/${i}.js`),
    ].map((path, i) => ({
      path,
      sha256: i.toString(16).padStart(64, '0'),
      md5: i % 2 ? null : 'a'.repeat(32),
      size: i,
    }));
    const started = performance.now();
    await a!.revisions.completeUpload('big.example.com', rev, {
      files,
      contentHash: 'big',
      uploadEndTime: 11,
    });
    const took = performance.now() - started;
    const stored = await a!.revisions.getRevisionFiles('big.example.com', rev);
    expect(stored).toHaveLength(9_000);
    const byPath = new Map(stored.map((f) => [f.path, f]));
    for (const f of files) expect(byPath.get(f.path)).toEqual(f);
    expect(stored.map((f) => f.path)).toEqual(files.map((f) => f.path).sort());
    expect(await a!.revisions.getRevision('big.example.com', rev, { includePending: true })).toMatchObject({
      fileCount: 9_000,
      totalSize: (8_999 * 9_000) / 2,
    });
    // One statement per 4,000 files, not one per file: well under a second on a loaded machine.
    expect(took).toBeLessThan(5_000);
  });
});

describe('PostgresStore when PostgreSQL goes away', () => {
  it('fails with an error naming host:port (not the password), then recovers without reopening', async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const plain = await server.createDatabase();
    // The test server trusts every local connection, so a password in the URL is accepted and ignored.
    const url = plain.replace('postgres://postgres@', 'postgres://postgres:s3cret-pw@');
    const where = /127\.0\.0\.1:\d+/.exec(url)![0];
    const [store] = await origins(1, url);
    const owner = await store!.accounts.createAccount('o@example.com', 'h', 1);
    await store!.projects.claimProject('down.example.com', owner.id, TEST_SETTINGS, 1);
    const rev = await deploy(store!, 'down.example.com', owner.id, 1000, true);

    server.halt(); // fast shutdown: every pooled connection is cut
    try {
      for (const call of [
        () => store!.projects.getProject('down.example.com'),
        () => store!.live.setLive('down.example.com', null, 2000),
        () => store!.rateLimits.takeHits([{ key: 'k', limit: 5 }], 0, 1),
      ]) {
        const err = await call().then(
          () => null,
          (e: unknown) => e as Error,
        );
        expect(err).toBeInstanceOf(Error);
        expect(err!.message).toContain(`the database at ${where} is unreachable`);
        expect(err!.message).not.toContain('s3cret-pw');
        expect(err).toMatchObject({ name: 'DatabaseUnreachableError', code: 'SITEPUB_DATABASE_UNAVAILABLE' });
      }
    } finally {
      server.start();
    }
    expect((await store!.projects.getProject('down.example.com'))!.liveRev).toBe(rev);
    await store!.live.setLive('down.example.com', null, 3000);
    expect((await store!.projects.getProject('down.example.com'))!.liveRev).toBeNull();
    expect(await store!.rateLimits.takeHits([{ key: 'k', limit: 5 }], 0, 1)).toEqual({ ok: true });
  });

  it('survives a restart while its connections sit idle in the pool', async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const [store] = await origins(1);
    // Fill the pool with idle connections, then restart under them: their 'error' events must not crash us.
    await Promise.all(Array.from({ length: 4 }, () => store!.projects.platformStats()));
    server.restart();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store!.projects.platformStats()).toMatchObject({ projects: 0, accounts: 0 });
  });

  it('refuses a URL that is not postgres://, and names an unreachable database at open', async () => {
    const { blobs, remove } = await tempBlobs();
    cleanups.push(remove);
    await expect(PostgresStore.open({ url: 'mysql://u:pw@127.0.0.1/db', blobs })).rejects.toThrow(
      /must start with postgres:\/\//,
    );
    await expect(PostgresStore.open({ url: 'postgres://u:s3cret@127.0.0.1:1/db', blobs })).rejects.toThrow(
      /^the database at 127\.0\.0\.1:1 is unreachable \(ECONNREFUSED\)/,
    );
    await expect(PostgresStore.open({ url: 'postgres://127.0.0.1/db', blobs, poolSize: 0 })).rejects.toThrow(
      /pool size/,
    );
  });
});

describe('PostgresStore schema', () => {
  it('has every table and column of the SQLite schema, by the same names', async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-pg-schema-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const sqlite = await SqliteStore.open({ dir });
    cleanups.push(() => sqlite.close());
    const sqliteColumns = new Map<string, string[]>();
    const tables = sqlite.db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .all() as { name: string }[];
    for (const { name } of tables) {
      if (BOOKKEEPING_TABLES.includes(name)) continue;
      const cols = sqlite.db.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[];
      sqliteColumns.set(name, cols.map((c) => c.name).sort());
    }
    expect([...sqliteColumns.keys()].sort()).toEqual([...SHARED_TABLES].sort());

    const url = await server.createDatabase();
    await origins(1, url);
    const check = new pg.Pool({ connectionString: url });
    cleanups.push(() => check.end());
    for (const [table, columns] of sqliteColumns) {
      const { rows } = await check.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      );
      expect({ table, columns: rows.map((r) => r.column_name).sort() }).toEqual({ table, columns });
    }
  });
});
