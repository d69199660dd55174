/**
 * `Store` over PostgreSQL (the `pg` pool) and a blob store passed in (S3 or files): what several interchangeable
 * origins share (docs/scale-out.md).
 */
import { SqlStore } from '../sql/store.ts';
import type { BlobStore } from '../types.ts';
import { Db } from './db.ts';
import { CaKeysRepository } from '../sql/certificates.ts';
import { OutboxRepository } from '../sql/outbox.ts';
import { postgresSql } from './sql.ts';

/** Connections per origin when `poolSize` is not given. */
export const DEFAULT_POOL_SIZE = 10;

/** A pending revision older than this was left by an origin that died mid-upload: removed at open. */
export const STALE_PENDING_MS = 24 * 60 * 60 * 1000;

export interface PostgresStoreOptions {
  url: string;
  /** Where content goes (S3 or files): the caller owns it, `close()` leaves it alone. */
  blobs: BlobStore;
  /** Connections this process keeps at most (default DEFAULT_POOL_SIZE). */
  poolSize?: number;
}

export class PostgresStore extends SqlStore {
  readonly db: Db;
  private constructor(db: Db, blobs: BlobStore) {
    const sql = postgresSql(db.pool, db.where);
    super(sql, { blobs, ca: new CaKeysRepository(sql), outbox: new OutboxRepository(sql) });
    this.db = db;
  }

  /** Connects, migrates (under the migrator's lock: origins may start at once), removes stale pending revisions. */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
    if (!Number.isInteger(poolSize) || poolSize < 1)
      throw new Error(`the PostgreSQL pool size must be a whole number of at least 1 (got ${poolSize})`);
    const db = new Db(options.url, poolSize);
    const store = new PostgresStore(db, options.blobs);
    try {
      const applied = await store.sql.migrate();
      if (applied.length > 0)
        store.notices.push(`PostgreSQL at ${db.where}: applied schema migrations ${applied.join(', ')}`);
      const stale = await store.revisions.removePending(Date.now() - STALE_PENDING_MS);
      if (stale > 0)
        store.notices.push(`removed ${stale} pending revision(s) of uploads interrupted over a day ago`);
    } catch (err) {
      await db.end().catch(() => undefined);
      throw err;
    }
    return store;
  }

  /** Ends the pool once the md5 fills settle; the blob store is the caller's. */
  async close(): Promise<void> {
    await this.revisions.settled();
    await this.db.end();
  }
}
