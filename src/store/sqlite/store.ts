/** `Store` over `<dir>/sitepub.db` (node:sqlite), `<dir>/blobs` (FileBlobStore), `<dir>/outbox` and `<dir>/ca`. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { FileBlobStore } from '../blobs/file-store.ts';
import { FileCaKeys } from '../files/ca-keys.ts';
import { FileOutbox } from '../files/outbox.ts';
import type { SqlDb } from '../sql/db.ts';
import { SqlStore } from '../sql/store.ts';
import { openSqlite } from './database.ts';

export class SqliteStore extends SqlStore {
  readonly db: DatabaseSync;
  declare readonly blobs: FileBlobStore;
  readonly dir: string;
  private constructor(dir: string, db: DatabaseSync, layer: SqlDb, blobs: FileBlobStore) {
    const ca = new FileCaKeys(join(dir, 'ca'));
    super(layer, { blobs, ca, outbox: new FileOutbox(join(dir, 'outbox')) });
    this.dir = dir;
    this.db = db;
  }

  static async open(options: { dir: string }): Promise<SqliteStore> {
    await mkdir(options.dir, { recursive: true });
    const { db, sql, notices } = await openSqlite(join(options.dir, 'sitepub.db'));
    const blobs = new FileBlobStore(join(options.dir, 'blobs'), join(options.dir, 'tmp'));
    await blobs.init();
    await blobs.cleanTemp();
    const store = new SqliteStore(options.dir, db, sql, blobs);
    store.notices.push(...notices);
    // Uploads interrupted by a crash: their revisions never became visible; drop them now.
    await store.revisions.removePending(Infinity);
    return store;
  }

  async close(): Promise<void> {
    await this.revisions.settled();
    if (this.db.isOpen) this.db.close();
  }
}
