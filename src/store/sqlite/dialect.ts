/**
 * A Kysely dialect over `node:sqlite`: Kysely's own SQLite adapter, query compiler and introspector, with a driver
 * for node:sqlite's synchronous `DatabaseSync`. The database has one connection, so the driver hands it out under
 * a mutex: a transaction holds it from BEGIN to COMMIT and every other query waits for it (what the synchronous
 * store got by running each transaction to completion). Transactions start with BEGIN IMMEDIATE (the write lock
 * is taken at once, so a transaction never fails half-way for another process's lock). Prepared statements are
 * kept by SQL text (a repository's queries compile to a few texts). A native failure (full disk, read-only
 * file…) becomes a StoreError (src/store/errors.ts).
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { fromNative } from '../errors.ts';

/** Statements kept prepared at most; the oldest is dropped beyond. */
const STATEMENT_CACHE = 256;

/** SQLite runs DDL inside transactions, so the migrator may apply each run of migrations all or nothing. */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect implements Dialect {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#db);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class NodeSqliteDriver implements Driver {
  readonly #db: DatabaseSync;
  readonly #connection: NodeSqliteConnection;
  #held: Promise<void> = Promise.resolve();

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#connection = new NodeSqliteConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Each caller waits for the one before it to release the connection: a queue of promises.
    const before = this.#held;
    let release!: () => void;
    this.#held = new Promise((resolve) => (release = resolve));
    await before;
    this.#connection.release = release;
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    this.#connection.exec('BEGIN IMMEDIATE');
  }

  async commitTransaction(): Promise<void> {
    this.#connection.exec('COMMIT');
  }

  async rollbackTransaction(): Promise<void> {
    // A failed COMMIT (SQLITE_FULL) may have ended the transaction already.
    if (this.#db.isTransaction) this.#connection.exec('ROLLBACK');
  }

  async releaseConnection(): Promise<void> {
    this.#connection.release();
  }

  async destroy(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  release: () => void = () => undefined;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  exec(sql: string): void {
    try {
      this.#db.exec(sql);
    } catch (err) {
      throw fromNative(err, 'writing the database');
    }
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement) return statement;
    statement = this.#db.prepare(sql);
    if (this.#statements.size >= STATEMENT_CACHE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const params = query.parameters.map(toSqlite);
    let reader = false;
    try {
      const statement = this.#prepare(query.sql);
      reader = statement.columns().length > 0;
      if (reader) return { rows: statement.all(...params) as R[] };
      const { changes, lastInsertRowid } = statement.run(...params);
      return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
    } catch (err) {
      throw fromNative(err, reader ? 'reading the database' : 'writing the database');
    }
  }

  // eslint-disable-next-line require-yield -- streaming is not offered: every query returns its rows at once
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the node:sqlite dialect does not stream query results');
  }
}

/** Kysely passes booleans and undefined as they are; node:sqlite takes neither. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SQLInputValue;
}
