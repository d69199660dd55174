/**
 * The source of `sitepub migrate` (src/store/sqlite/transfer-source.ts) reads a data folder as it is: a folder a
 * server closed gains no file and loses none (test/cli/migrate.test.ts runs the whole command on one), and what a
 * crash left in the database's write-ahead log is read.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import { TransferSource } from '../../src/store/sqlite/transfer-source.ts';

const home = await mkdtemp(join(tmpdir(), 'sitepub-transfer-source-'));
afterAll(() => rm(home, { recursive: true, force: true }));

const account = (id: string) => ({
  id,
  email: `${id}@example.com`,
  passwordHash: 'x',
  createdAt: 1,
  updatedAt: 1,
});

describe('TransferSource', () => {
  it('writes nothing into a data folder a server closed: no log files, no tmp/, half-written packs left', async () => {
    const dir = join(home, 'closed');
    const store = await SqliteStore.open({ dir });
    await store.sql.db.insertInto('accounts').values(account('closed')).execute();
    await store.close();
    const packs = join(dir, 'blobs', 'packs');
    await mkdir(packs, { recursive: true });
    await writeFile(join(packs, 'half.pack'), 'half');
    await writeFile(join(packs, 'orphan.idx'), '');
    await writeFile(join(packs, 'empty.pack'), '');
    await writeFile(join(packs, 'empty.idx'), '');
    await rm(join(dir, 'tmp'), { recursive: true });
    const before = (await readdir(dir, { recursive: true })).sort();
    expect(before).not.toContain('sitepub.db-wal');

    const source = await TransferSource.open(dir);
    try {
      expect(await source.sql.db.selectFrom('accounts').select('id').execute()).toEqual([{ id: 'closed' }]);
      expect(await source.referencedContent()).toEqual([]);
    } finally {
      source.close();
    }
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(before);
  });

  it('reads the rows a crash left in the write-ahead log', async () => {
    const dir = join(home, 'running');
    const store = await SqliteStore.open({ dir });
    try {
      store.db.exec('PRAGMA wal_autocheckpoint = 0'); // the row stays in the log
      await store.sql.db.insertInto('accounts').values(account('logged')).execute();
      // The folder as a power cut leaves it: the database file and its log.
      const crashed = join(home, 'crashed');
      await mkdir(crashed);
      for (const name of ['sitepub.db', 'sitepub.db-wal'])
        await copyFile(join(dir, name), join(crashed, name));
      const source = await TransferSource.open(crashed);
      try {
        expect(await source.sql.db.selectFrom('accounts').select('id').execute()).toEqual([{ id: 'logged' }]);
      } finally {
        source.close();
      }
    } finally {
      await store.close();
    }
  });
});
