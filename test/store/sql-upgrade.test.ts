/**
 * Databases made before the SQL layer (src/store/sql/migrations.ts) come up to date with every row kept: SQLite data
 * folders of two ages (schema_migrations up to 010-api-extras, and up to 015-live-cause) and a PostgreSQL database
 * of the old postgres/schema.ts (001-initial, 002-live-cause). The fixtures are what the code of then wrote
 * (`sqlite3 .dump`, `pg_dump --inserts`), rows included.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/store/postgres/store.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import type { Store } from '../../src/store/sql/store.ts';
import { startPostgres, tempBlobs, type TestPostgres } from '../helpers/postgres.ts';

const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures', name), 'utf8');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The rows every fixture holds, read back through the Store. */
async function expectFixtureRows(store: Store, o: { aliases: boolean; causes: boolean }): Promise<void> {
  const account = (await store.accounts.getAccountByEmail('old@example.com'))!;
  expect(account).toMatchObject({ id: 'a1', passwordHash: 'hash1', createdAt: 1000 });
  expect(await store.accounts.getTokenByHash('th1')).toMatchObject({
    id: 't1',
    scope: ['deploy'],
    uses: 3,
    lastUsedAt: 1002,
  });
  expect(await store.accounts.takeCode('c1', 'verify', 2000)).toMatchObject({ accountId: 'a1' });
  expect(await store.projects.getProject('old.example.com')).toMatchObject({
    ownerId: 'a1',
    liveRev: 5,
    createdAt: 1003,
  });
  const rev = (await store.revisions.getRevision('old.example.com', 5))!;
  expect(rev).toMatchObject({ fileCount: 2, totalSize: 40, privateFiles: [{ path: '/CNAME', size: 16 }] });
  expect(await store.revisions.getRevisionFiles('old.example.com', 5)).toEqual([
    { path: '/CNAME', sha256: 'aa', md5: null, size: 16 },
    { path: '/index.html', sha256: 'bb', md5: 'md5bb', size: 24 },
  ]);
  const history = await store.live.liveHistory('old.example.com');
  expect(history[0]).toMatchObject({ rev: 5, at: 1004 });
  if (o.causes) expect(history.at(-1)).toEqual({ rev: 5, at: 1010, cause: 'rollback' });
  expect(await store.rateLimits.countHits('login:1.2.3.4', 0)).toEqual({ count: 1, oldest: 1005 });
  expect(await store.collaborators.list('old.example.com')).toMatchObject([{ email: 'c@example.com' }]);
  if (o.aliases)
    expect(await store.aliases.listAliases('old.example.com')).toEqual([
      { domain: 'old.example.com', name: 'beta', rev: 5, updatedAt: 1008 },
    ]);
}

/** Table → sorted `name type notnull default` per column of a SQLite database, migration bookkeeping left out. */
function sqliteColumns(db: DatabaseSync): Record<string, string[]> {
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .all() as { name: string }[];
  return Object.fromEntries(
    tables
      .filter(({ name }) => name !== 'schema_migrations')
      .map(({ name }) => [
        name,
        (
          db
            .prepare(
              `SELECT name || ' ' || type || ' ' || "notnull" || ' ' || COALESCE(dflt_value, '') AS c
               FROM pragma_table_info(?)`,
            )
            .all(name) as { c: string }[]
        )
          .map((r) => r.c)
          .sort(),
      ]),
  );
}

/** Index name → partial (1) or not (0), of every table of a SQLite database. */
function sqliteIndexes(db: DatabaseSync): string[] {
  return (
    db
      .prepare(
        `SELECT i.name || ' ' || i.partial AS c FROM sqlite_master m, pragma_index_list(m.name) i
         WHERE m.type = 'table' AND i.origin = 'c' ORDER BY 1`,
      )
      .all() as { c: string }[]
  ).map((r) => r.c);
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sitepub-upgrade-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('SQLite data folders of earlier versions', () => {
  for (const [name, o] of [
    ['sqlite-010-api-extras.sql', { aliases: false, causes: false }],
    ['sqlite-015-live-cause.sql', { aliases: true, causes: true }],
  ] as const) {
    it(`${name}: opens with every row kept, on the schema of a new folder`, async () => {
      const dir = await tempDir();
      const old = new DatabaseSync(join(dir, 'sitepub.db'));
      old.exec(await fixture(name));
      old.close();
      const store = await SqliteStore.open({ dir });
      cleanups.push(() => store.close());
      await expectFixtureRows(store, o);
      // The new parts work on the adopted folder: an alias, a move with its cause.
      expect(await store.aliases.setAlias('old.example.com', 'next', 5, 2000)).toBe(true);
      expect(await store.live.setLive('old.example.com', 5, 3000, { cause: 'cutover' })).toBe(true);
      expect((await store.live.liveHistory('old.example.com')).at(-1)).toEqual({
        rev: 5,
        at: 3000,
        cause: 'cutover',
      });

      const fresh = await SqliteStore.open({ dir: await tempDir() });
      cleanups.push(() => fresh.close());
      expect(sqliteColumns(store.db)).toEqual(sqliteColumns(fresh.db));
      expect(sqliteIndexes(store.db)).toEqual(sqliteIndexes(fresh.db));
      const applied = store.db.prepare('SELECT name FROM sitepub_migrations ORDER BY name').all();
      expect(applied.map((r) => r.name)).toEqual(['001-initial', '002-live-cause']);
    });
  }
});

describe('PostgreSQL databases of the old postgres/schema.ts', () => {
  let server: TestPostgres | undefined;
  beforeAll(() => {
    server = startPostgres();
  });
  afterAll(() => server?.stop());

  /** Table.column → type of a PostgreSQL database. */
  async function pgColumns(url: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ c: string }>(
        `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
           COALESCE(column_default, '') AS c
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`,
      );
      return rows.map((r) => r.c);
    } finally {
      await client.end();
    }
  }

  it('opens with nothing to apply and every row kept, on the schema of a new database', async () => {
    if (!server) throw new Error('PostgreSQL did not start');
    const url = await server.createDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(await fixture('postgres-002-live-cause.sql'));
    await client.end();
    const { blobs, remove } = await tempBlobs();
    cleanups.push(remove);
    const store = await PostgresStore.open({ url, blobs });
    cleanups.push(() => store.close());
    expect(store.notices).toEqual([]);
    await expectFixtureRows(store, { aliases: true, causes: true });
    expect(await store.ca.get()).toMatchObject({ certPem: 'CERT', keyPem: 'KEY' });

    const freshUrl = await server.createDatabase();
    const fresh = await PostgresStore.open({ url: freshUrl, blobs });
    cleanups.push(() => fresh.close());
    expect(await pgColumns(url)).toEqual(await pgColumns(freshUrl));
  });
});
