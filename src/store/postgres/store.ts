/**
 * `Store` over PostgreSQL (the `pg` pool) and a blob store passed in (S3 or files): what several interchangeable
 * origins share (docs/scale-out.md). Every answer comes from the database, except getRevisionContent's few
 * recent file lists (a completed revision's list never changes). Methods of one statement are atomic on their
 * own; the others run in one transaction; changes of a project's revisions and live pointer take its row lock
 * (src/store/sql/projects.ts). Rate-limit checks lock their keys (`pg_advisory_xact_lock`), so counts are exact across
 * origins.
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
  /** `postgres://USER[:PASS]@HOST:PORT/DB` (the password is never logged). */
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

  /**
   * Connects, brings the schema up to date (under the migrator's lock: origins may start at once), and removes
   * the pending revisions of uploads that died more than STALE_PENDING_MS ago. Rejects with a clear error when
   * the database is unreachable or the URL is wrong.
   */
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

  /** Waits for running md5 fills, then ends the pool. The blob store is the caller's: it is left open. */
  async close(): Promise<void> {
    await this.revisions.settled();
    await this.db.end();
  }
}
