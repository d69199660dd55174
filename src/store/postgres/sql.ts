/**
 * The SQL layer (db.ts) over PostgresStore's `pg` pool: Kysely's PostgreSQL dialect, with every failure of a query
 * or transaction passed through `fail` (postgres/db.ts: a lost connection becomes DatabaseUnreachableError, a
 * known SQLSTATE a StoreError), and deadlocks and serialization failures run again by `tx()`.
 */
import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresQueryResult,
} from 'kysely';
import type { Pool, QueryResultRow } from 'pg';
import { SqlDb } from '../sql/db.ts';
import type { Database } from '../sql/schema.ts';

export interface PostgresFailures {
  /** Rethrows a failure as what the store reports (never returns). */
  fail(err: unknown): never;
  retryable(err: unknown): boolean;
  gaveUp(err: unknown): unknown;
}

/** Failures left as they are (a pool of a test, of `sitepub migrate`'s target check). */
const AS_THEY_ARE: PostgresFailures = {
  fail: (err) => {
    throw err;
  },
  retryable: () => false,
  gaveUp: (err) => err,
};

export function postgresSql(pool: Pool, failures: PostgresFailures = AS_THEY_ARE): SqlDb {
  const fail = (err: unknown) => failures.fail(err);
  // Every query (BEGIN and COMMIT included) and every connection goes through here, so every failure is passed
  // through `fail`. Never ended by Kysely: PostgresStore ends the pool itself.
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
  return new SqlDb('postgres', new Kysely<Database>({ dialect: new PostgresDialect({ pool: failing }) }), {
    retryable: (err) => failures.retryable(err),
    gaveUp: (err) => failures.gaveUp(err),
  });
}

/** Brings the schema of the database behind `pool` up to date; returns the names of the migrations applied. */
export async function migratePostgres(pool: Pool): Promise<string[]> {
  return postgresSql(pool).migrate();
}
