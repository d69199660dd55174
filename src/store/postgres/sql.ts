/**
 * The SQL layer (db.ts) over PostgresStore's `pg` pool: Kysely's PostgreSQL dialect, with every failure of a query
 * or transaction passed through `fail` (postgres/db.ts: a lost connection becomes DatabaseUnreachableError, a
 * known SQLSTATE a StoreError), and deadlocks and serialization failures run again by `tx()`.
 */
import {
  Kysely,
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Pool } from 'pg';
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
  const inner = new PostgresDialect({ pool });
  const dialect: Dialect = {
    createDriver: () => new FailingDriver(inner.createDriver(), (err) => failures.fail(err)),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
  // Never destroyed: that would end the pool, which PostgresStore ends itself.
  return new SqlDb('postgres', new Kysely<Database>({ dialect }), {
    retryable: (err) => failures.retryable(err),
    gaveUp: (err) => failures.gaveUp(err),
  });
}

/** A driver whose every step rethrows through `fail`. */
class FailingDriver implements Driver {
  readonly #inner: Driver;
  readonly #fail: (err: unknown) => never;

  constructor(inner: Driver, fail: (err: unknown) => never) {
    this.#inner = inner;
    this.#fail = fail;
  }

  async #run<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (err) {
      this.#fail(err);
    }
  }

  init(): Promise<void> {
    return this.#run(() => this.#inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#run(() => this.#inner.acquireConnection());
    return new FailingConnection(connection, (step) => this.#run(step));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#run(() => this.#inner.beginTransaction(unwrap(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#run(() => this.#inner.commitTransaction(unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#run(() => this.#inner.rollbackTransaction(unwrap(connection)));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

class FailingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #run: <T>(step: () => Promise<T>) => Promise<T>;

  constructor(inner: DatabaseConnection, run: <T>(step: () => Promise<T>) => Promise<T>) {
    this.inner = inner;
    this.#run = run;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#run(() => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const unwrap = (c: DatabaseConnection): DatabaseConnection => (c instanceof FailingConnection ? c.inner : c);

/** Brings the schema of the database behind `pool` up to date; returns the names of the migrations applied. */
export async function migratePostgres(pool: Pool): Promise<string[]> {
  return postgresSql(pool).migrate();
}
