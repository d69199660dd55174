/**
 * The SQL layer over a `pg` pool: Kysely's PostgreSQL dialect, every failure passed through `storeFailure`: a lost
 * connection becomes a `DatabaseUnreachableError` naming host:port, never the password; known SQLSTATEs StoreErrors
 * by code.
 */
import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresQueryResult,
} from 'kysely';
import type { Pool, QueryResultRow } from 'pg';
import { NETWORK_CODES, StoreError, type StoreErrorCode } from '../errors.ts';
import { SqlDb } from '../sql/db.ts';
import type { Database } from '../sql/schema.ts';

/** The database cannot be reached (refused, lost, shutting down). */
class DatabaseUnreachableError extends StoreError {
  constructor(where: string, cause: unknown) {
    // pg's messages never hold the password.
    const why = codeOf(cause) ?? (cause instanceof Error ? cause.message : String(cause));
    super(
      'SITEPUB_DATABASE_UNAVAILABLE',
      `the database at ${where} is unreachable (${why}): check that PostgreSQL is running and ` +
        'accepts connections from this host; requests succeed again as soon as it does',
      { cause },
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** PostgreSQL SQLSTATEs (other than lost connections) → StoreError codes; the rest stay as they are. */
const SQLSTATES: Readonly<Record<string, StoreErrorCode>> = {
  '53100': 'SITEPUB_STORAGE_FULL', // disk_full
  '53300': 'SITEPUB_DATABASE_UNAVAILABLE', // too_many_connections
  '25006': 'SITEPUB_STORAGE_DENIED', // read_only_sql_transaction
  '42501': 'SITEPUB_STORAGE_DENIED', // insufficient_privilege
  '28000': 'SITEPUB_STORAGE_DENIED', // invalid_authorization_specification
  '28P01': 'SITEPUB_STORAGE_DENIED', // invalid_password
  '55P03': 'SITEPUB_STORAGE_BUSY', // lock_not_available
  '57014': 'SITEPUB_STORAGE_BUSY', // query_canceled (statement timeout)
  '40001': 'SITEPUB_STORAGE_BUSY', // serialization_failure (after tx()'s tries)
  '40P01': 'SITEPUB_STORAGE_BUSY', // deadlock_detected (after tx()'s tries)
  '58030': 'SITEPUB_STORAGE_FAILED', // io_error
  XX001: 'SITEPUB_STORAGE_FAILED', // data_corrupted
  XX002: 'SITEPUB_STORAGE_FAILED', // index_corrupted
};

/** Codes tx() retries itself: mapped only once it gives up. */
const RETRIED = new Set(['40001', '40P01']);

/** Socket errors, PostgreSQL's operator-intervention codes (57P01-3: shutdown, starting) and connection exceptions. */
const CONNECTION_CODES = new Set([
  ...NETWORK_CODES,
  ...'57P01 57P02 57P03 08000 08001 08003 08004 08006'.split(' '),
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection closed',
];

function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isConnectionError(err: unknown): boolean {
  const code = codeOf(err);
  if (code && CONNECTION_CODES.has(code)) return true;
  const message = err instanceof Error ? err.message : '';
  return CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/**
 * `err` as the store reports it: DatabaseUnreachableError, a StoreError for a known SQLSTATE, else unchanged (a
 * constraint the caller handles, a bug); deadlocks stay as they are while tx() may retry (`retrying`).
 */
function storeFailure(err: unknown, where: string, retrying: boolean): unknown {
  if (err instanceof StoreError) return err;
  if (isConnectionError(err)) return new DatabaseUnreachableError(where, err);
  const code = codeOf(err);
  const mapped = code === undefined || (retrying && RETRIED.has(code)) ? undefined : SQLSTATES[code];
  if (!mapped) return err;
  const text = err instanceof Error ? err.message : String(err);
  return new StoreError(mapped, `the database at ${where} failed (${code}): ${text}`, { cause: err });
}

/** A deadlock or serialization failure: the transaction may run again (tx()). */
const isRetryable = (err: unknown): boolean => RETRIED.has(codeOf(err) ?? '');

/** The SQL layer over `pool`; failures become what the store reports, naming `where` (host:port). */
export function postgresSql(pool: Pool, where: string): SqlDb {
  const fail = (err: unknown): never => {
    throw storeFailure(err, where, true);
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
  return new SqlDb('postgres', new Kysely<Database>({ dialect: new PostgresDialect({ pool: failing }) }), {
    retryable: isRetryable,
    gaveUp: (err: unknown) => storeFailure(err, where, false),
  });
}
