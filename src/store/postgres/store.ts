/**
 * `Store` over PostgreSQL (a `pg` pool) and a blob store passed in (S3 or files): what several interchangeable
 * origins share (docs/scale-out.md). The pool recovers from lost connections by itself.
 */
import pg from 'pg';
import { CaKeysRepository } from '../sql/certificates.ts';
import { OutboxRepository } from '../sql/outbox.ts';
import { SqlStore } from '../sql/store.ts';
import { parseDatabaseUrl } from '../store-urls.ts';
import type { BlobStore } from '../types.ts';
import { postgresSql } from './sql.ts';

/** Connections per origin when `poolSize` is not given. */
const DEFAULT_POOL_SIZE = 10;

/** A pending revision older than this was left by an origin that died mid-upload: removed at open. */
const STALE_PENDING_MS = 24 * 60 * 60 * 1000;

const INT8 = 20;

export interface PostgresStoreOptions {
  url: string;
  /** Where content goes (S3 or files): the caller owns it, `close()` leaves it alone. */
  blobs: BlobStore;
  /** Connections this process keeps at most (default DEFAULT_POOL_SIZE). */
  poolSize?: number;
}

export class PostgresStore extends SqlStore {
  readonly pool: pg.Pool;
  private constructor(pool: pg.Pool, where: string, blobs: BlobStore) {
    const sql = postgresSql(pool, where);
    super(sql, { blobs, ca: new CaKeysRepository(sql), outbox: new OutboxRepository(sql) });
    this.pool = pool;
  }

  /** Connects, migrates (under the migrator's lock: origins may start at once), removes stale pending revisions. */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
    if (!Number.isInteger(poolSize) || poolSize < 1)
      throw new Error(`the PostgreSQL pool size must be a whole number of at least 1 (got ${poolSize})`);
    const { where } = parseDatabaseUrl(options.url);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      // BIGINT (epoch ms, sizes, counts) as numbers, as node:sqlite gives them: all fit in 2^53.
      types: {
        getTypeParser: (oid, format?) => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)),
      },
    });
    // A connection that breaks, idle or checked out, emits 'error' (unheard, it would crash the process): pg drops
    // it, the query in flight rejects, and the next query opens a new one.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const store = new PostgresStore(pool, where, options.blobs);
    try {
      const applied = await store.sql.migrate();
      if (applied.length > 0)
        store.notices.push(`PostgreSQL at ${where}: applied schema migrations ${applied.join(', ')}`);
      const stale = await store.revisions.removePending(Date.now() - STALE_PENDING_MS);
      if (stale > 0)
        store.notices.push(`removed ${stale} pending revision(s) of uploads interrupted over a day ago`);
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
    return store;
  }

  /** Ends the pool once the md5 fills settle; the blob store is the caller's. */
  async close(): Promise<void> {
    await this.revisions.settled();
    await this.pool.end();
  }
}
