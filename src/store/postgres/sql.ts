/** The SQL layer over a `pg` pool: Kysely's PostgreSQL dialect, every failure passed through `storeFailure`. */
import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresQueryResult,
} from 'kysely';
import type { Pool, QueryResultRow } from 'pg';
import { SqlDb } from '../sql/db.ts';
import { isRetryable, storeFailure } from './errors.ts';
import type { Database } from '../sql/schema.ts';

/** The SQL layer over `pool`; given its `where` (host:port), failures become what the store reports. */
export function postgresSql(pool: Pool, where?: string): SqlDb {
  const fail = (err: unknown): never => {
    throw where === undefined ? err : storeFailure(err, where, true);
  };
  // Every connection and query (BEGIN and COMMIT included) goes through here. PostgresStore ends the pool itself.
  const failing: PostgresPool = {
    connect: async () => {
      const client = await pool.connect().catch(fail);
      function query<R>(text: string, params: readonly unknown[]): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        text: string | PostgresCursor<R>,
        params: readonly unknown[] = [],
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof text !== 'string') throw new Error('the SQL layer does not stream query results');
        // pg's `command` is any string; Kysely's names the commands it reads.
        return client.query<R & QueryResultRow>(text, [...params]).catch(fail) as Promise<
          PostgresQueryResult<R>
        >;
      }
      return { query, release: (destroy) => client.release(destroy) };
    },
    end: async () => undefined,
  };
  const retries =
    where === undefined
      ? {}
      : { retryable: isRetryable, gaveUp: (err: unknown) => storeFailure(err, where, false) };
  return new SqlDb(
    'postgres',
    new Kysely<Database>({ dialect: new PostgresDialect({ pool: failing }) }),
    retries,
  );
}
